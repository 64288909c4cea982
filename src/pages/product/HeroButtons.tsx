/** Static hero buttons (no script): a primary and an optional secondary internal link. */
import { ButtonLink } from '../../components/Button.tsx';
import { navHref } from '../../render/paths.ts';

export interface HeroButtonsProps {
  primary: { label: string; path: string };
  secondary?: { label: string; path: string };
}

export function HeroButtons({ primary, secondary }: HeroButtonsProps) {
  return (
    <div className="flex flex-wrap gap-3">
      <ButtonLink href={navHref(primary.path)} size="lg">
        {primary.label}
      </ButtonLink>
      {secondary && (
        <ButtonLink href={navHref(secondary.path)} variant="secondary" size="lg">
          {secondary.label}
        </ButtonLink>
      )}
    </div>
  );
}
