/**
 * Vertiq's own assurance, for the pages a buyer lands on (home, industries, pricing, a solution's case
 * study, the demo): SOC 2 Type II status and period, the last penetration test, and a link to the audit
 * evidence on /security. Read from the assurance collection (content/assurance/); with no SOC 2 or
 * penetration-test entry it renders nothing, so the real site, whose collection is empty, does not change.
 * Self-contained: a page inserts `<AssuranceLine />` and passes nothing.
 *
 * Set as the strongest line of its block (review round 4, 2.8: as 14 px grey lines under the framework
 * caveat the only independently verified facts read weakest): a label naming whose assurance it is, then
 * each fact as a filled chip with a check, distinct from the outlined framework chips, which name the
 * customer's scope, not a report Vertiq holds. Round 5: the facts under a rule, not in filled boxes (those read as inputs).
 */
import BadgeCheck from 'lucide-react/icons/badge-check';
import ArrowRight from 'lucide-react/icons/arrow-right';
import { assuranceOf } from '../content/evidence.ts';
import { ASSURANCE_COPY, type ShortRun } from '../content/evidence-copy.ts';
import { AUDIT_EVIDENCE_ID, SECURITY_PATH } from '../content/compliance.ts';
import { formatShortDate, formatShortMonth } from './format-date.ts';
import { Icon } from './Icon.tsx';
import { cx } from './cx.ts';
import { Fragment } from 'react';
import { sectionHref } from '../render/paths.ts';

const COPY = ASSURANCE_COPY.line;

/**
 * `onPhones`: how many of the details show in a container under 36rem (the rest are one tap away on /security).
 * `by`: the audit firm or the testing firm, on a line of its own under the dates at every width; it may wrap (a firm's
 * name is longer than a date column).
 */
type AssuranceFact = { name: string; details: string[]; onPhones: number; by: string; short: ShortRun[] };

/** The block's facts; empty without a SOC 2 or penetration-test entry. */
export function assuranceFacts(): AssuranceFact[] {
  const soc2 = assuranceOf('soc2-type-ii')[0];
  const penTest = assuranceOf('penetration-test').sort((a, b) => b.date.localeCompare(a.date))[0];
  const facts: AssuranceFact[] = [];
  if (soc2) {
    // Formatted once, for the full block and the compact line alike.
    const issued = soc2.status === 'report-available' && soc2.reportIssued ? formatShortDate(soc2.reportIssued) : undefined;
    const period = `${formatShortMonth(soc2.periodStart)}\u2013${formatShortMonth(soc2.periodEnd)}`;
    facts.push({
      name: COPY.soc2Name,
      // The schema allows report-available only with the issue date, so "issued" is always the report's own date.
      details: issued ? COPY.soc2Issued(issued, period) : COPY.soc2InProgress(formatShortDate(soc2.periodEnd)),
      // The audit period too on a phone: what a SOC 2 report covers is read with its date (review C r9).
      onPhones: 2,
      by: COPY.soc2By(soc2.auditor),
      short: COPY.soc2Short(soc2.auditor, issued, issued ? period : formatShortDate(soc2.periodEnd)),
    });
  }
  // The next test's due date when the business gives it (optional in the schema), so the two facts carry the same two lines,
  // on a phone too (review C r11: the forward commitment was the line a phone dropped).
  if (penTest) {
    const tested = formatShortDate(penTest.date);
    facts.push({ name: COPY.penTestName, details: COPY.penTest(tested, penTest.nextDue && formatShortDate(penTest.nextDue)), onPhones: 2, by: COPY.penTestBy(penTest.firm), short: COPY.penTestShort(penTest.firm, tested) });
  }
  return facts;
}

/**
 * One component, one placement rule (review round 6: a full strip, a boxed card and a left half were three
 * variants): the first row of the compliance band (ComplianceBadges), the frameworks under it, on every page
 * that shows it; `foot` sets it under a hairline with a section's spacing where it follows other content
 * (/features/compliance-security's coverage list).
 * From a 56rem container (the full band at 1280) one row: the label in the band's first column, then the facts side
 * by side, each date on a line of its own, the link under them; at every width the link ends the value, as "How We
 * Support Compliance" ends the frameworks' row (review C r31: under the label at 1280, beside it at 390, inline in
 * the compact line, it moved between three spots).
 * Narrower (a phone, the demo's column) a compact row (review r7, C 2d: two
 * tall stacks of plain text ran about 1.2 screens at 390 px): the label, then each
 * fact its name and its main date ("SOC 2 Type II report · Issued Aug 28, 2026"), the SOC 2 period too (review C r9);
 * the next test's due date, one tap away on /security, shows from a 36rem container. Each fact's column 24rem at
 * most, wide enough for "Tested by" and a firm's name on one line (review C r12: at 20rem the line broke before
 * "Ltd (sample)" and ragged the block). No rules over the facts
 * (round 6: the blue top rules read as tabs), no filled boxes (round 5: they read as inputs).
 */
/** A row's link in the compliance band, at the end of the row's value: "Audit Evidence" here, "How We Support Compliance" in ComplianceBadges. */
export const BAND_LINK = 'inline-flex min-h-6 items-center gap-1 font-semibold whitespace-nowrap text-blue-700 hover:text-blue-800';

/** The block's label, whose assurance it is, in the full block and the compact line alike. */
function AssuranceLabel() {
  return (
    <p className="flex items-center gap-2 font-semibold text-slate-900">
      <Icon icon={BadgeCheck} className="size-5 shrink-0 text-blue-700" />
      {COPY.label}
      <span className="sr-only">: </span>
    </p>
  );
}

/** "Audit Evidence", the audit facts on /security. */
function AuditEvidenceLink({ className }: { className?: string }) {
  return (
    <a href={sectionHref(SECURITY_PATH, AUDIT_EVIDENCE_ID)} className={cx(BAND_LINK, className)}>
      {COPY.link}
      <Icon icon={ArrowRight} className="size-4" />
    </a>
  );
}

/**
 * The compact line (review C r23, 1a-b: the full block repeated word for word on six pages and ran ~400 px of small grey
 * text at 390): where the band is not the page's point (pricing, the demo, a solution's case study), the label, each
 * fact's main date and who did the work (trust review r42: the names the full band gives), then the link, as one run of
 * text, each fact on a line ("SOC 2 Type II report issued Aug 28, 2026 by {auditor}, period ... / Penetration test Aug
 * 18, 2026 by {firm} / Audit Evidence"); from 56rem in the band's two columns, so its label sits over the frameworks' label.
 * The full block stays on home and the industry pages, where a regulated buyer weighs the vendor.
 */
function CompactAssuranceLine({ facts }: { facts: AssuranceFact[] }) {
  return (
    <div className="@container text-sm" data-assurance-line="compact">
      <div className="grid gap-y-1 @4xl:grid-cols-[18rem_minmax(0,1fr)] @4xl:gap-x-8">
        <AssuranceLabel />
        {/* Each fact a line of its own, as in the full band (trust review T4 r42: run together, the two facts were one
            four-line sentence at 390), a small gap between them (trust review T5 r43: wrapped at 390, the second fact's
            line still read on from the first's); its dates nowrap runs, so a wrap never falls inside a date or the period. */}
        <p className="text-pretty text-slate-700">
          {facts.map((fact, index) => (
            <span key={fact.name} className={cx('block', index > 0 && 'mt-1.5')}>
              {index > 0 && <span className="sr-only">; </span>}
              {/* The space between runs outside them: it is where a line may break; a firm's name breaks where it must. */}
              {fact.short.map((run, i) => (
                <Fragment key={i}>
                  {i > 0 && ' '}
                  {typeof run === 'string' ? <span className="whitespace-nowrap">{run}</span> : run.wraps}
                </Fragment>
              ))}
              {/* Ending the last fact's line; no margin of its own, so wrapped onto a line of its own it starts flush with
                  the facts (review C r31). */}
              {index === facts.length - 1 && (
                <>
                  {' '}
                  <AuditEvidenceLink />
                </>
              )}
            </span>
          ))}
        </p>
      </div>
    </div>
  );
}

export function AssuranceLine({ className, foot = false, compact = false }: { className?: string; foot?: boolean; compact?: boolean }) {
  const facts = assuranceFacts();
  if (!facts.length) return null;
  if (compact) return <CompactAssuranceLine facts={facts} />;
  return (
    <div className={cx('@container text-sm', foot && 'mt-10 border-t border-slate-200 pt-6', className)} data-assurance-line="">
      {/* The label, then its value: the facts and, ending them, the link, at every width (review C r31: the link sat under
          the label at 1280 and beside it at 390); from 56rem the value beside the label. */}
      <div className="grid gap-y-2 @xl:gap-y-3 @4xl:grid-cols-[18rem_minmax(0,1fr)] @4xl:items-start @4xl:gap-x-8">
        <AssuranceLabel />
        <div>
          {/* From 36rem two equal columns. */}
          <ul className="grid gap-1 @xl:grid-cols-[repeat(2,minmax(0,24rem))] @xl:gap-8">
            {facts.map((fact) => (
              <li key={fact.name} className="text-slate-700">
                <span className="font-semibold text-slate-900 @xl:block">{fact.name}</span>
                {/* Heard as separate facts: the list items carry no spaces between them. */}
                {/* Each date on a line of its own from 36rem, so a wrap never splits "Jul 2025–Jun 2026"; on a phone the first after
                    the name, the SOC 2 period on the line under them (inline, it overflowed 390 px: no break between nowrap runs). */}
                {fact.details.map((detail, index) => (
                  <span key={detail} className={cx('whitespace-nowrap @xl:block', index ? (index < fact.onPhones ? 'block' : 'hidden') : 'fact-dot')}>
                    <span className="sr-only">, </span>
                    {detail}
                  </span>
                ))}
                <span className="block text-pretty text-slate-600" data-assurance-by="">
                  <span className="sr-only">, </span>
                  {fact.by}
                </span>
                <span className="sr-only">; </span>
              </li>
            ))}
          </ul>
          <p className="mt-3">
            <AuditEvidenceLink />
          </p>
        </div>
      </div>
    </div>
  );
}
