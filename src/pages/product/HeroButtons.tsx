/**
 * Static hero actions (no script) for every product page: a primary route and an optional
 * secondary one, either another route or an in-page anchor such as the page's `#demo` section.
 * On phones side by side, sharing the row (review r6: two stacked buttons made the phone hero ~1,100 px
 * before its picture ended), as every hero's actions (HERO_ACTIONS); at their own width from sm.
 */
import { ButtonLink, HERO_ACTION, HERO_ACTIONS } from '../../components/Button.tsx';
import { navHref } from '../../render/paths.ts';

type Target = { label: string; path: string } | { label: string; /** e.g. `#demo` */ anchor: string };

export interface HeroButtonsProps {
  primary: Target;
  secondary?: Target;
}

const hrefOf = (target: Target) => ('anchor' in target ? target.anchor : navHref(target.path));

export function HeroButtons({ primary, secondary }: HeroButtonsProps) {
  return (
    // A lone button keeps the row's full width on phones, as the pair does.
    <div className={secondary ? HERO_ACTIONS : 'grid sm:flex'} data-hero-buttons="">
      <ButtonLink href={hrefOf(primary)} size="lg" className={HERO_ACTION}>
        {primary.label}
      </ButtonLink>
      {secondary && (
        <ButtonLink href={hrefOf(secondary)} variant="secondary" size="lg" className={HERO_ACTION}>
          {secondary.label}
        </ButtonLink>
      )}
    </div>
  );
}
