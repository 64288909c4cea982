/**
 * The compliance coverage section of /features/compliance-security: the seven frameworks the site lists
 * (docs/product-rules.md#compliance-frameworks), each with its scope. The industry pages' coverage
 * sections (financial services, healthcare) are the framework band in its `coverage` form
 * (ComplianceBadges), the shape the rest of their family has. A split section (statement on the left, the frameworks as one
 * ruled list on the right): each framework the same chip as the badge row's (FrameworkChip), with its scope beside it.
 */
import { COMPLIANCE_FRAMEWORKS, COVERAGE_EYEBROW, LISTING_HEADING, LISTING_MEANING, LISTING_MEANING_WITH_ATTESTATION, type ComplianceFramework } from '../content/compliance.ts';
import { ownSoc2 } from './OwnAttestation.tsx';
import { AssuranceLine } from './AssuranceLine.tsx';
import { FrameworkChip } from './FrameworkChip.tsx';
import { Section } from './Section.tsx';

export function ComplianceSection({ intro, frameworks = COMPLIANCE_FRAMEWORKS }: { intro: string; frameworks?: ComplianceFramework[] }) {
  // With Vertiq's own SOC 2 Type II entry, "not a certificate issued to Vertiq" would contradict it.
  const soc2 = ownSoc2();
  // White (design review P r47, item 2): on /features/compliance-security it follows the muted "How it works", and the two
  // greys ran into one block with ~160 px of empty grey between the step chips and this section's eyebrow.
  // Design review C r48, item 5: a 7-line lede beside a badge column twice the badges' width, each scope ~100 px from its
  // badge. Two lines of lede; the listing's meaning a footnote under the list; the frameworks as tiles two to a row from
  // sm, each badge right over its scope.
  return (
    <Section id="compliance" name="compliance" align="split" eyebrow={COVERAGE_EYEBROW} title={LISTING_HEADING} intro={intro}>
      <ul className="grid gap-x-6 border-t border-slate-200 sm:grid-cols-2" data-cards="compliance">
        {frameworks.map((framework) => (
          <li key={framework.name} className="grid content-start gap-2 border-b border-slate-200 py-4" data-card="">
            <h3>
              <FrameworkChip framework={framework} linked />
            </h3>
            <p className="text-sm leading-6 text-slate-600">{framework.scope}</p>
          </li>
        ))}
      </ul>
      <p className="mt-4 text-sm leading-6 text-slate-600" data-listing-note="">
        {soc2 ? LISTING_MEANING_WITH_ATTESTATION.sentence : LISTING_MEANING}
      </p>
      {/* Vertiq's own audit facts under the list (renders nothing without assurance entries). */}
      <AssuranceLine foot />
    </Section>
  );
}
