/**
 * Static hero actions (no script) for every product page: a primary route and an optional
 * secondary one, either another route or an in-page anchor such as the page's `#demo` section.
 * On phones side by side where both labels fit (sharing the row), else stacked at full width (review r6:
 * two stacked buttons made the phone hero ~1,100 px before its picture ended); at their own width from sm.
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
    <div className="flex flex-wrap gap-3">
      <ButtonLink href={hrefOf(primary)} size="lg" className="grow sm:grow-0">
        {primary.label}
      </ButtonLink>
      {secondary && (
        <ButtonLink href={hrefOf(secondary)} variant="secondary" size="lg" className="grow sm:grow-0">
          {secondary.label}
        </ButtonLink>
      )}
    </div>
  );
}
