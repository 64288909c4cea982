/**
 * Static hero actions (no script) for every product page: a primary route and an optional
 * secondary one, either another route or an in-page anchor such as the page's `#demo` section.
 * Stacked at full, equal width on phones; side by side from sm.
 */
import { ButtonLink } from '../../components/Button.tsx';
import { navHref } from '../../render/paths.ts';

type Target = { label: string; path: string } | { label: string; /** e.g. `#demo` */ anchor: string };

export interface HeroButtonsProps {
  primary: Target;
  secondary?: Target;
}

const hrefOf = (target: Target) => ('anchor' in target ? target.anchor : navHref(target.path));

export function HeroButtons({ primary, secondary }: HeroButtonsProps) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <ButtonLink href={hrefOf(primary)} size="lg">
        {primary.label}
      </ButtonLink>
      {secondary && (
        <ButtonLink href={hrefOf(secondary)} variant="secondary" size="lg">
          {secondary.label}
        </ButtonLink>
      )}
    </div>
  );
}
