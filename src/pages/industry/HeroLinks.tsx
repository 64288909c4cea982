/** Two hero actions: a route (the demo form page) and a jump to the page's own 'See It In Action' section. */
import { ButtonLink } from '../../components/Button.tsx';
import { navHref } from '../../render/paths.ts';

export interface HeroLinksProps {
  primary: { label: string; path: string };
  /** An in-page anchor such as `#demo`. */
  secondary: { label: string; anchor: string };
}

export function HeroLinks({ primary, secondary }: HeroLinksProps) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <ButtonLink href={navHref(primary.path)} size="lg">
        {primary.label}
      </ButtonLink>
      <ButtonLink href={secondary.anchor} variant="secondary" size="lg">
        {secondary.label}
      </ButtonLink>
    </div>
  );
}
