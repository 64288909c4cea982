/** The closing call to action of industry and audience pages: schedule a demo or see the plans. */
import type { ClosingCta as ClosingCtaContent } from '../../content/industries.ts';
import { ButtonLink } from '../../components/Button.tsx';
import { ClosingCta } from '../../components/ClosingCta.tsx';
import { navHref } from '../../render/paths.ts';

export interface CtaAction {
  label: string;
  path: string;
  variant: 'primary' | 'secondary';
}

export function ClosingCtaSection({ cta, actions }: { cta: ClosingCtaContent; actions: readonly CtaAction[] }) {
  return (
    <ClosingCta title={cta.title} description={cta.description}>
      {actions.map((action) => (
        <ButtonLink key={action.path} href={navHref(action.path)} variant={action.variant} size="lg">
          {action.label}
        </ButtonLink>
      ))}
    </ClosingCta>
  );
}
