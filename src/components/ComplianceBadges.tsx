/**
 * The compliance frameworks (docs/product-rules.md#compliance-frameworks) as a badge row where a buyer decides (home, pricing,
 * industry pages). Labeled for what they are ("Frameworks your deployment maps to") with one line on what a listing
 * means (the customer's own deployment, inside its own scope, no certificate of Vertiq; once Vertiq's own SOC 2
 * Type II entry exists, the assurance line under it: the report's dates, the last test, a link to the audit evidence), so no chip reads as a certificate, and a link to how the product supports compliance on /security. Each framework is the
 * site's one framework chip (FrameworkChip), the look the coverage section uses too. Industry pages pass only the frameworks that apply to them.
 * One shape across the industry and audience pages (review r5: healthcare's two-column table beside the strip
 * elsewhere read as two templates): where a page has the compliance coverage section (financial services,
 * healthcare), `coverage` makes this band that section (its heading and the industry's sentence in the
 * statement's place); `lead` puts a page's own line first (the audience pages: where their data stays).
 */
import ShieldCheck from 'lucide-react/icons/shield-check';
import ArrowRight from 'lucide-react/icons/arrow-right';
import { COMPLIANCE_FRAMEWORKS, COVERAGE_HEADING, LISTING_HEADING, LISTING_MEANING, LISTING_MEANING_WITH_ATTESTATION, SECURITY_PATH, type ComplianceFramework } from '../content/compliance.ts';
import { ownSoc2 } from './OwnAttestation.tsx';
import { AssuranceLine, assuranceFacts } from './AssuranceLine.tsx';
import { FRAMEWORK_CHIP, FrameworkChip } from './FrameworkChip.tsx';
import { Icon } from './Icon.tsx';

/**
 * `framed`: a bordered note inside a section's own container (/pricing, under the plan cards: review, a
 * loose row squeezed between the FAQ and the closing band); otherwise a full-width row between sections.
 */
export function ComplianceBadges({
  frameworks = COMPLIANCE_FRAMEWORKS,
  framed = false,
  coverage,
  lead,
}: {
  frameworks?: ComplianceFramework[];
  framed?: boolean;
  /** The compliance coverage section in the band's shape: its heading (an h2) and the industry's sentence before what a listing means. */
  coverage?: { intro: string };
  /** A sentence of the page's own in the heading's place; the heading then opens the sentence under it. */
  lead?: string;
}) {
  // With Vertiq's own SOC 2 Type II entry, "not a certificate issued to Vertiq" would contradict it.
  const soc2 = ownSoc2();
  const Heading = coverage ? 'h2' : 'p';
  const statement = (
    <>
      <Heading className="flex items-center gap-2 text-sm font-semibold text-slate-900">
        <Icon icon={ShieldCheck} className="size-5 text-blue-700" />
        {coverage ? COVERAGE_HEADING.title : lead ?? LISTING_HEADING}
      </Heading>
      {/* Body size on phones and tablets, where it runs three to six lines above the chips (review r6:
          small grey text cramped against them); the small caption size from lg, one column of three. */}
      <p className="mt-2 text-slate-600 lg:text-sm" data-listing-meaning="">
        {coverage && `${coverage.intro} `}
        {lead && `${LISTING_HEADING}. `}
        {`${soc2 ? LISTING_MEANING_WITH_ATTESTATION.sentence : LISTING_MEANING} `}
        {/* Inline, a link in the sentence (WCAG 2.5.8's inline exception), not a free-standing target. */}
        <a href={`${SECURITY_PATH}#controls`} className="font-semibold whitespace-nowrap text-blue-700 hover:text-blue-800">
          How We Support Compliance <Icon icon={ArrowRight} className="inline size-4" />
        </a>
      </p>
    </>
  );
  // The chips as words of one balanced paragraph (text-wrap: balance) rather than a flex wrap: at
  // 390 px the wrap left "ISO 27001" alone on a third line; balanced, the lines share the chips.
  // The margins are the 0.5 rem gap the flex row had; the list's own negative margins cancel
  // the last line's and column's.
  const chips = (className: string) => (
    <ul className={`-mr-2 -mb-2 text-balance ${className}`} data-chip-row="">
      {/* In the coverage section each chip links to what its listing means on /security, as the section's list did. */}
      {frameworks.map((framework) =>
        coverage ? (
          <li key={framework.name} className="mr-2 mb-2 inline-block align-top">
            <FrameworkChip framework={framework} linked />
          </li>
        ) : (
          <li key={framework.name} className={`${FRAMEWORK_CHIP} mr-2 mb-2 align-top`}>
            {framework.name}
          </li>
        ),
      )}
    </ul>
  );
  // The coverage section keeps its anchor and name (#compliance: the links to it, the evidence tests).
  const section = coverage ? { id: 'compliance', 'data-section': 'compliance' } : { 'data-section': 'compliance-badges' };
  const frame = framed ? 'rounded-card border border-slate-200 bg-white' : 'border-y border-slate-200 bg-white';
  if (assuranceFacts().length)
    return (
      // With Vertiq's own assurance entries (review round 4, 2.8): two labelled halves, Vertiq's own
      // reports first and strongest, then the frameworks the customer's deployment maps to, so no
      // framework chip reads as a certificate and the verified facts are not a footnote to the caveat.
      <section aria-label="Compliance frameworks" className={frame} {...section}>
        <div className={framed ? 'grid gap-6 px-5 py-6 sm:px-6 lg:grid-cols-2 lg:gap-10' : 'mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:px-6 lg:grid-cols-2 lg:gap-16'}>
          <AssuranceLine className="lg:border-r lg:border-slate-200 lg:pr-10" />
          <div>
            {statement}
            {chips('mt-3')}
          </div>
        </div>
      </section>
    );
  return (
    // Its own ruled band with the same space above and below (review round 3: after a section's bottom
    // padding and no rule of its own, it read as a cramped line 90 px below the content and 25 px above
    // the next). From lg the columns of a split section (the statement in the first of three, the chips
    // beside it), so it lines up with the sections around it instead of a one-liner with chips floating right.
    // `framed`: a note inside a section (/pricing, under the plans), a card rather than a band.
    <section aria-label="Compliance frameworks" className={frame} {...section}>
      <div className={framed ? 'flex flex-col gap-4 px-5 py-6 sm:px-6 lg:flex-row lg:items-center lg:justify-between' : 'mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:px-6 lg:grid-cols-3 lg:items-center lg:gap-16'}>
        <div>{statement}</div>
        {chips('lg:col-span-2')}
      </div>
    </section>
  );
}
