/**
 * Static hero actions (no script) for every product page: a primary route and an optional
 * secondary one, either another route or an in-page anchor such as the page's `#demo` section.
 * Stacked at full, equal width on phones; side by side from sm.
 */
import { ButtonLink } from '../../components/Button.tsx';
import { navHref } from '../../render/paths.ts';

type Secondary = { label: string; path: string } | { label: string; /** e.g. `#demo` */ anchor: string };

export interface HeroButtonsProps {
  primary: { label: string; path: string };
  secondary?: Secondary;
}

export function HeroButtons({ primary, secondary }: HeroButtonsProps) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <ButtonLink href={navHref(primary.path)} size="lg">
        {primary.label}
      </ButtonLink>
      {secondary && (
        <ButtonLink href={'anchor' in secondary ? secondary.anchor : navHref(secondary.path)} variant="secondary" size="lg">
          {secondary.label}
        </ButtonLink>
      )}
    </div>
  );
}
