/**
 * The compliance frameworks (docs/product-rules.md#compliance-frameworks) as a badge row where a buyer decides (home, pricing,
 * industry pages). Labeled for what they are ("Frameworks your deployment maps to") with one line on what a listing
 * means (the customer's own deployment, inside its own scope, no certificate of Vertiq; once Vertiq's own SOC 2
 * Type II entry exists, the assurance line under it: the report's dates, the last test, a link to the audit evidence), so no chip reads as a certificate, and a link to how the product supports compliance on /security. Each framework is the
 * site's one framework chip (FrameworkChip), the look the coverage section uses too. Industry pages pass only the frameworks that apply to them.
 * One shape across the industry and audience pages (review r5: healthcare's two-column table beside the strip
 * elsewhere read as two templates): where a page has the compliance coverage section (financial services,
 * healthcare), `coverage` makes this band that section (its heading and the industry's sentence in the
 * statement's place); `lead` opens the sentence with a page's own line (the audience pages: where their data stays).
 * One layout everywhere (review r6: an open strip here, a boxed card on /pricing, and chips floating in
 * a right column that 4, 5 or 7 of them filled to a different depth): from lg two top-aligned halves, the heading and the
 * sentence at body size on the left, the chips and the link on the right, in a ruled band with moderate padding (design
 * review N r54 industry item 1; V r53 teams item 2 and N r53 industry item 3: the heading alone in a first column of three).
 * One rule for Vertiq's own audits (review r7, C 2f: the solution case study and the demo showed the assurance
 * line alone, every other page with the frameworks under it): the assurance line appears only as this band's
 * first row, so every page that shows it shows the same two rows; `onlyWithAssurance` is the band where a page
 * had only the line (the solution case study, the demo), which renders nothing until the business has audits.
 */
import ShieldCheck from 'lucide-react/icons/shield-check';
import ArrowRight from 'lucide-react/icons/arrow-right';
import Handshake from 'lucide-react/icons/handshake';
import { commitmentsFor } from '../content/evidence.ts';
import { COMPLIANCE_FRAMEWORKS, LISTING_HEADING, LISTING_MEANING, LISTING_MEANING_WITH_ATTESTATION, SECURITY_PATH, type ComplianceFramework } from '../content/compliance.ts';
import { ownSoc2 } from './OwnAttestation.tsx';
import { AssuranceLine, BAND_LINK, assuranceFacts } from './AssuranceLine.tsx';
import { ASSURANCE_COPY } from '../content/evidence-copy.ts';
import { FRAMEWORK_CHIP, FrameworkChip } from './FrameworkChip.tsx';
import { Icon } from './Icon.tsx';
import { cx } from './cx.ts';
import { sectionHref } from '../render/paths.ts';

/** A framework's name never breaks inside the sentence ("ISO / 27001" at 390, design review H r42): its spaces no-break. */
function keepFrameworkNames(text: string): string {
  return COMPLIANCE_FRAMEWORKS.reduce((out, { name }) => out.replaceAll(name, name.replaceAll(' ', '\u00a0')), text);
}

/**
 * `framed`: inside a section's own container (/pricing, under the comparison table), the band's top rule at
 * the container's width (what follows brings its own rule or ground) and no space under it, the section's own
 * padding or the next part's margin being that space (review r7, C 2e: both left an empty gap under the chips on
 * /pricing at 390 px); otherwise a full-width band between sections.
 */
export function ComplianceBadges({
  frameworks = COMPLIANCE_FRAMEWORKS,
  framed = false,
  coverage,
  lead,
  industry,
  onlyWithAssurance = false,
  compact = false,
  spacious = false,
  className,
}: {
  frameworks?: ComplianceFramework[];
  framed?: boolean;
  /** The compliance coverage section in the band's shape: its heading (an h2) and the industry's sentence before what a listing means. */
  coverage?: { intro: string };
  /** The industry page's slug: the business's commitments to that industry's customers follow the frameworks (a BAA). */
  industry?: string;
  /** A sentence of the page's own, first in the sentence under the one heading (review r6: in the heading's place it wrapped, ended in a full stop and left the heading as a fragment). */
  lead?: string;
  /** Nothing without Vertiq's own assurance entries (the pages where the band carries only the audits' news). */
  onlyWithAssurance?: boolean;
  /** Vertiq's own assurance as one line (AssuranceLine's compact form), where the band is not the page's point. */
  compact?: boolean;
  /** No rule under it (home and the audience pages, right above the closing band). */
  spacious?: boolean;
  /** The band's margin where it follows other content in a section (a case study, the demo's proof). */
  className?: string;
}) {
  // With Vertiq's own SOC 2 Type II entry, "not a certificate issued to Vertiq" would contradict it.
  const soc2 = ownSoc2();
  const assured = assuranceFacts().length > 0;
  if (onlyWithAssurance && !assured) return null;
  // Review r7, C 2b: with Vertiq's own SOC 2 Type II report in the row above, a "SOC 2 Type II" chip for the
  // customer's deployment in the same band read as the same claim twice. The rules allow no other name for
  // the chip ("SOC 2 (your audit)"), but a page may show the subset that applies: the report stands for
  // SOC 2 in the band, and /security's framework table keeps the customer's side of it.
  const listed = soc2 ? frameworks.filter((framework) => framework.id !== 'soc-2') : frameworks;
  const Heading = coverage ? 'h2' : 'p';
  // Under the assurance row, at that row's label size (the row's text-sm), so the two labels read as a pair down the left edge.
  const heading = () => (
    // The shield on the label's first line and the label's lines balanced (design review F r42: centred on two lines it
    // sat ~10 px low, and "maps to" stood alone on the second).
    <Heading className="flex items-start gap-2 font-semibold text-slate-900">
      <Icon icon={ShieldCheck} className="mt-0.5 size-5 shrink-0 text-blue-700" />
      <span className="text-balance">{LISTING_HEADING}</span>
    </Heading>
  );
  const meaning = (className: string) => (
    <p className={className} data-listing-meaning="">
      {coverage && `${keepFrameworkNames(coverage.intro)} `}
      {lead && `${lead} `}
      {soc2 ? LISTING_MEANING_WITH_ATTESTATION.sentence : LISTING_MEANING}
    </p>
  );
  // The row's link ends its value, under the chips, in both bands (review C r40: in the sentence's last line it sat
  // "directly under it with no space"; review C r31: under the assurance line, as "Audit Evidence" ends the row above).
  const supportLink = (className?: string) => (
    <p className={className}>
      <a href={sectionHref(SECURITY_PATH, 'controls')} className={BAND_LINK}>
        How We Support Compliance
        <Icon icon={ArrowRight} className="size-4" />
      </a>
    </p>
  );
  // The chips as words of one balanced paragraph (text-wrap: balance) rather than a flex wrap: at
  // 390 px the wrap left "ISO 27001" alone on a third line; balanced, the lines share the chips.
  // The margins are the 0.5 rem gap the flex row had; the list's own negative margins cancel
  // the last line's and column's.
  const chips = (className?: string) => (
    <ul className={cx('-mr-2 -mb-2 text-balance', className)} data-chip-row="">
      {/* In the coverage section each chip links to what its listing means on /security, as the section's list did. */}
      {listed.map((framework) =>
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
  // Home's spacious row ends the page's content above the closing band: no rule under it (it ran into the dark panel).
  // So does the audience pages' band in the industry pages' two columns (design review N r52 teams item 8), the closing band next.
  const frame = cx(framed || (spacious && !assured) ? 'border-t border-slate-200' : 'border-y border-slate-200 bg-white', className);
  // Between the strip it was and a full section's padding (design review N r54 industry item 1: a full section's py-16 sm:py-20
  // around a short band; V r53 pricing item 7: a third of its neighbours' padding read as a squeezed strip).
  // Where the band ends the page's content above the closing band (home, the audience pages: `spacious`), a full section's
  // padding under it, the one gap above the closing band every page keeps (design system test; design review V r55 teams item 3: at 50-66 px
  // the closing band looked glued to it).
  // Its top stays short there: the section above already ends on its own padding (two stacked read as a doubled gap).
  const pad = framed
    ? 'flex flex-col gap-3 pt-8'
    : spacious
      ? 'mx-auto flex max-w-7xl flex-col gap-3 px-4 pt-8 pb-16 sm:px-6 sm:pb-20'
      : 'mx-auto flex max-w-7xl flex-col gap-3 px-4 py-12 sm:px-6 sm:py-16';
  // Vertiq's own assurance (the sample-evidence build only, for now) keeps its two-row band as it was.
  if (assured)
    return (
      // With Vertiq's own assurance entries: two rows of one shape (review round 6: two halves side by side, the
      // "SOC 2 Type II" chip beside "Vertiq's own SOC 2 Type II report", read as one claim): first Vertiq's own
      // audits (the assurance line), then, under a hairline, the frameworks the customer's deployment maps to,
      // each row's label in the same first column, so whose is which reads down the left edge.
      <section aria-label="Compliance frameworks" className={frame} {...section}>
        <div className={framed ? 'pt-8' : cx('mx-auto max-w-7xl px-4 sm:px-6', spacious ? 'py-16 sm:py-20' : 'py-8')}>
          {/* The band's label row on every page that shows it, full or compact (review C r31: on the industry pages the
              block had none and read as an orphan between two sections; r23: on home, as a footer strip). */}
          <p className="mb-6 text-sm font-semibold tracking-wide text-blue-700 uppercase" data-band-label="">
            {ASSURANCE_COPY.line.eyebrow}
          </p>
          <AssuranceLine compact={compact} />
          {/* The assurance line's shape: the label in the first column from 56rem, the value beside it ending with the
              row's link, as "Audit Evidence" ends the row above, at every width (review C r31: the links sat under the label
              at 1280 and at the band's foot at 390). One body size with the line above (at 390 px the sentence was set
              larger than the assurance facts). */}
          <div className="@container mt-6 border-t border-slate-200 pt-6 text-sm">
            <div className="grid gap-y-2 @4xl:grid-cols-[18rem_minmax(0,1fr)] @4xl:items-start @4xl:gap-x-8">
              {heading()}
              <div>
                {/* Pretty: at 390 px the short sentence left "reports." alone on its second line. */}
                {meaning('text-pretty text-slate-600')}
                {chips('mt-3')}
                {supportLink('mt-3')}
              </div>
            </div>
          </div>
          {industry && <IndustryCommitments industry={industry} />}
        </div>
      </section>
    );
  return (
    // One band on home, /pricing, the industry and the team pages (design review N r54 industry item 1): from lg two columns,
    // top-aligned, the heading and what a listing means on the left, the chips and the link on the right, so the band has no
    // empty right 40% (N r54) and no label alone in a column (V and N r53); under lg one column in that order. The heading in
    // the sections' face (bold, tight) a step under their h2, for a compact band, with the shield above it where the other
    // sections have their eyebrow, so it never hangs beside a two-line heading at 390 (N r54).
    <section aria-label="Compliance frameworks" className={frame} {...section}>
      {/* The shield above both halves, so the chips' top is the heading's (no offset for the shield's line). */}
      <div className={pad}>
        <Icon icon={ShieldCheck} className="size-6 text-blue-700" />
        <div className="grid gap-6 lg:grid-cols-2 lg:gap-16">
          <div>
            <Heading className="text-2xl font-bold tracking-tight text-balance text-slate-900 sm:text-3xl">{LISTING_HEADING}</Heading>
            {meaning('mt-3 text-pretty text-slate-600')}
          </div>
          <div>
            {chips()}
            {supportLink('mt-4')}
          </div>
        </div>
        {industry && <IndustryCommitments industry={industry} />}
      </div>
    </section>
  );
}

/**
 * The business's commitments to this industry's customers (assurance entries of kind industry-commitment), each a row in
 * the frameworks row's shape under a hairline: its name as the label, its statement as the value (trust review T1 r34:
 * the healthcare page never said whether Vertiq signs a business associate agreement; HIPAA was only a chip). Nothing
 * without entries, so the real site, whose collection is empty, does not change.
 */
function IndustryCommitments({ industry, className }: { industry: string; className?: string }) {
  const commitments = commitmentsFor(industry);
  if (!commitments.length) return null;
  return (
    <dl className={cx('@container mt-6 text-sm', className)} data-industry-commitments="">
      {commitments.map((commitment) => (
        <div key={commitment.slug} className="grid gap-y-2 border-t border-slate-200 pt-6 not-first:mt-6 @4xl:grid-cols-[18rem_minmax(0,1fr)] @4xl:items-start @4xl:gap-x-8">
          <dt className="flex items-center gap-2 font-semibold text-slate-900">
            <Icon icon={Handshake} className="size-5 shrink-0 text-blue-700" />
            {commitment.name}
          </dt>
          <dd className="text-pretty text-slate-700">{commitment.statement}</dd>
        </div>
      ))}
    </dl>
  );
}
