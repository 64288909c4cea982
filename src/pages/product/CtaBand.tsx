/** The closing call to action of a product page: a title, one sentence and up to two buttons. */
import type { CallToAction } from '../../content/features.ts';
import { ButtonLink } from '../../components/Button.tsx';
import { ClosingCta } from '../../components/ClosingCta.tsx';
import { navHref } from '../../render/paths.ts';

export function CtaBand({ cta }: { cta: CallToAction }) {
  return (
    <ClosingCta title={cta.title} description={cta.description}>
      <ButtonLink href={navHref(cta.primary.path)} size="lg">
        {cta.primary.label}
      </ButtonLink>
      {cta.secondary && (
        <ButtonLink href={navHref(cta.secondary.path)} variant="secondary" size="lg">
          {cta.secondary.label}
        </ButtonLink>
      )}
    </ClosingCta>
  );
}
