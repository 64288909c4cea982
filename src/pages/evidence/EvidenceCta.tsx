/**
 * The closing call to action of the customer pages: see it on your own documents. `back`: a case
 * study's way back to every case study, as the band's second button (a full-size target, not a
 * line of small print above the band).
 */
import { ClosingCta } from '../../components/ClosingCta.tsx';
import { ButtonLink } from '../../components/Button.tsx';
import { CASE_STUDY_COPY } from '../../content/evidence-copy.ts';
import { CUSTOMERS_PATH } from '../../content/evidence-paths.ts';
import { navHref } from '../../render/paths.ts';
import { Icon } from '../../components/Icon.tsx';
import ArrowLeft from 'lucide-react/icons/arrow-left';

export function EvidenceCta({ id, back = false, title, description }: { id: string; back?: boolean; title?: string; description?: string }) {
  const { cta } = CASE_STUDY_COPY;
  return (
    <ClosingCta id={id} title={title ?? cta.title} description={description ?? cta.description}>
      <ButtonLink href={navHref(cta.path)} size="lg">
        {cta.label}
      </ButtonLink>
      {back && (
        <ButtonLink href={navHref(CUSTOMERS_PATH)} variant="secondary" size="lg" data-back-to-index="">
          <Icon icon={ArrowLeft} className="size-5" />
          {CASE_STUDY_COPY.backToIndex}
        </ButtonLink>
      )}
    </ClosingCta>
  );
}
