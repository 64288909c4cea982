/**
 * What a framework listing (badge row, compliance section) says of Vertiq's own SOC 2 Type II once the
 * business has supplied its entry (content/assurance/): the clause for its status and a link to its
 * card on /security. Without the entry there is nothing to say: the listing keeps LISTING_MEANING,
 * which /security's framework intro keeps too (src/pages/SecurityPage.tsx reads the same entry).
 */
import { assuranceOf } from '../content/evidence.ts';
import { LISTING_MEANING_WITH_ATTESTATION as WITH, SOC2_REPORT_HREF } from '../content/compliance.ts';

/** Vertiq's own SOC 2 Type II entry, if the business has supplied one. */
export function ownSoc2() {
  return assuranceOf('soc2-type-ii')[0];
}

/** "Vertiq's own SOC 2 Type II report is a separate document, described under [Audit Evidence] on the Security page." */
export function OwnAttestation({ status }: { status: keyof typeof WITH.report }) {
  return (
    <>
      {`${WITH.report[status]} `}
      <a href={SOC2_REPORT_HREF} className="font-semibold text-blue-700 hover:text-blue-800" data-own-attestation="">
        {WITH.link}
      </a>
      {` ${WITH.after}`}
    </>
  );
}
