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
import ShieldCheck from 'lucide-react/icons/shield-check';
import ArrowRight from 'lucide-react/icons/arrow-right';
import { assuranceOf } from '../content/evidence.ts';
import { ASSURANCE_COPY } from '../content/evidence-copy.ts';
import { AUDIT_EVIDENCE_ID, SECURITY_PATH } from '../content/compliance.ts';
import { formatShortDate, formatShortMonth } from './format-date.ts';
import { Icon } from './Icon.tsx';
import { cx } from './cx.ts';

const COPY = ASSURANCE_COPY.line;

type AssuranceFact = { icon: typeof ShieldCheck; name: string; details: string[] };

/** The block's facts, each with a check-type icon (a bug glyph read as "known bugs"); empty without a SOC 2 or penetration-test entry. */
export function assuranceFacts(): AssuranceFact[] {
  const soc2 = assuranceOf('soc2-type-ii')[0];
  const penTest = assuranceOf('penetration-test').sort((a, b) => b.date.localeCompare(a.date))[0];
  const facts: AssuranceFact[] = [];
  if (soc2)
    facts.push({
      icon: BadgeCheck,
      name: COPY.soc2Name,
      // The schema allows report-available only with the issue date, so "issued" is always the report's own date.
      details:
        soc2.status === 'report-available' && soc2.reportIssued
          ? COPY.soc2Issued(formatShortDate(soc2.reportIssued), `${formatShortMonth(soc2.periodStart)}\u2013${formatShortMonth(soc2.periodEnd)}`)
          : COPY.soc2InProgress(formatShortDate(soc2.periodEnd)),
    });
  // The next test's due date when the business gives it (optional in the schema), so the two facts carry the same two lines.
  if (penTest) facts.push({ icon: ShieldCheck, name: COPY.penTestName, details: COPY.penTest(formatShortDate(penTest.date), penTest.nextDue && formatShortDate(penTest.nextDue)) });
  return facts;
}

export function AssuranceLine({ className }: { className?: string }) {
  const facts = assuranceFacts();
  if (!facts.length) return null;
  return (
    <div className={cx('text-sm', className)} data-assurance-line="">
      <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
        {COPY.label}
        <span className="sr-only">: </span>
      </p>
      {/* Two equal columns from sm (one per line at 390 px), each under a blue rule like the site's other key points (review
          round 5: a wide SOC 2 box beside a narrow, half-empty pen-test box, and pale-blue filled boxes read as form inputs). */}
      <ul className="mt-3 grid gap-4 sm:grid-cols-2">
        {facts.map((fact) => (
          <li key={fact.name} className="flex items-start gap-2 border-t-2 border-blue-700 pt-3 text-slate-700">
            <Icon icon={fact.icon} className="mt-0.5 size-4 shrink-0 text-blue-700" />
            <span>
              <span className="block font-semibold text-slate-900">{fact.name}</span>
              {/* Heard as separate facts: the list items carry no spaces between them. */}
              {/* Each date on a line of its own, so a wrap never splits "Jul 2025–Jun 2026". */}
              {fact.details.map((detail) => (
                <span key={detail} className="block whitespace-nowrap">
                  <span className="sr-only">, </span>
                  {detail}
                </span>
              ))}
              <span className="sr-only">; </span>
            </span>
          </li>
        ))}
      </ul>
      <a href={`${SECURITY_PATH}#${AUDIT_EVIDENCE_ID}`} className="mt-3 inline-flex min-h-6 items-center gap-1 font-semibold whitespace-nowrap text-blue-700 hover:text-blue-800">
        {COPY.link}
        <Icon icon={ArrowRight} className="size-4" />
      </a>
    </div>
  );
}
