/**
 * The closing call to action of the customer pages: see it on your own documents. `back`: a case
 * study's way back to every case study, as a button of the band (a full-size target, not a
 * line of small print above the band). `reference`: the band's words offer a reference customer, so
 * the band asks for one too, by email to sales (trust review T2 r40: "says we can put you in touch
 * with a reference customer but offers no button to ask").
 */
import { ClosingCta } from '../../components/ClosingCta.tsx';
import { ButtonLink } from '../../components/Button.tsx';
import { CASE_STUDY_COPY } from '../../content/evidence-copy.ts';
import { CUSTOMERS_PATH } from '../../content/evidence-paths.ts';
import { navHref } from '../../render/paths.ts';
import { Icon } from '../../components/Icon.tsx';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import Mail from 'lucide-react/icons/mail';
import { CONTACT } from '../../site.ts';
import { PRODUCT_PROOF_COPY as PROOF_COPY } from '../../content/product-proof.ts';

export function EvidenceCta({ id, back = false, reference = false, title, description }: { id: string; back?: boolean; reference?: boolean; title?: string; description?: string }) {
  const { cta } = CASE_STUDY_COPY;
  return (
    <ClosingCta id={id} title={title ?? cta.title} description={description ?? cta.description}>
      <ButtonLink href={navHref(cta.path)} size="lg">
        {cta.label}
      </ButtonLink>
      {reference && (
        <ButtonLink href={`mailto:${CONTACT.email}?subject=${encodeURIComponent(PROOF_COPY.referenceRequest.subject)}`} variant="secondary" size="lg" data-reference-offer="">
          <Icon icon={Mail} className="size-5" />
          {PROOF_COPY.referenceRequest.label}
        </ButtonLink>
      )}
      {back && (
        <ButtonLink href={navHref(CUSTOMERS_PATH)} variant="secondary" size="lg" data-back-to-index="">
          <Icon icon={ArrowLeft} className="size-5" />
          {CASE_STUDY_COPY.backToIndex}
        </ButtonLink>
      )}
    </ClosingCta>
  );
}
