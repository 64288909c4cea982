/** The closing call to action of the customer pages: see it on your own documents. */
import { ClosingCta } from '../../components/ClosingCta.tsx';
import { ButtonLink } from '../../components/Button.tsx';
import { CASE_STUDY_COPY } from '../../content/evidence-copy.ts';
import { navHref } from '../../render/paths.ts';

export function EvidenceCta({ id }: { id: string }) {
  const { cta } = CASE_STUDY_COPY;
  return (
    <ClosingCta id={id} title={cta.title} description={cta.description}>
      <ButtonLink href={navHref(cta.path)} size="lg">
        {cta.label}
      </ButtonLink>
    </ClosingCta>
  );
}
