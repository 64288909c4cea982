/**
 * Static hero actions (no script) for every product page: a primary route and an optional
 * secondary one, either another route or an in-page anchor such as the page's `#demo` section.
 * Laid out as every hero's actions (HERO_ACTIONS): stacked full width on phones, at their own width from sm.
 */
import { ButtonLink, HERO_ACTIONS } from '../../components/Button.tsx';
import { navHref } from '../../render/paths.ts';

type Target = { label: string; path: string } | { label: string; /** e.g. `#demo` */ anchor: string };

export interface HeroButtonsProps {
  primary: Target;
  secondary?: Target;
}

const hrefOf = (target: Target) => ('anchor' in target ? target.anchor : navHref(target.path));

export function HeroButtons({ primary, secondary }: HeroButtonsProps) {
  return (
    <div className={HERO_ACTIONS} data-hero-buttons="">
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
