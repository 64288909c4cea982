/**
 * Vertiq's own assurance in one line, for the pages a buyer lands on (home, industries, pricing, a
 * solution's case study, the demo): SOC 2 Type II status and period, the last penetration test, and
 * a link to the audit evidence on /security. Read from the assurance collection (content/assurance/);
 * with no SOC 2 or penetration-test entry it renders nothing, so the real site, whose collection is
 * empty, does not change. Self-contained: a page inserts `<AssuranceLine />` and passes nothing.
 */
import ShieldCheck from 'lucide-react/icons/shield-check';
import ArrowRight from 'lucide-react/icons/arrow-right';
import Bug from 'lucide-react/icons/bug';
import { assuranceOf } from '../content/evidence.ts';
import { ASSURANCE_COPY } from '../content/evidence-copy.ts';
import { AUDIT_EVIDENCE_ID, SECURITY_PATH } from '../content/compliance.ts';
import { formatShortDate, formatShortMonth } from '../pages/resources/format-date.ts';
import { Icon } from './Icon.tsx';
import { cx } from './cx.ts';

const COPY = ASSURANCE_COPY.line;

/** The line's facts, each with the icon its card on /security has; empty without a SOC 2 or penetration-test entry. */
export function assuranceFacts(): { icon: typeof ShieldCheck; text: string }[] {
  const soc2 = assuranceOf('soc2-type-ii')[0];
  const penTest = assuranceOf('penetration-test').sort((a, b) => b.date.localeCompare(a.date))[0];
  const facts: { icon: typeof ShieldCheck; text: string }[] = [];
  if (soc2)
    facts.push({
      icon: ShieldCheck,
      // The schema allows report-available only with the issue date, so "issued" is always the report's own date.
      text:
        soc2.status === 'report-available' && soc2.reportIssued
          ? COPY.soc2Issued(formatShortDate(soc2.reportIssued), `${formatShortMonth(soc2.periodStart)}\u2013${formatShortMonth(soc2.periodEnd)}`)
          : COPY.soc2InProgress(formatShortDate(soc2.periodEnd)),
    });
  if (penTest) facts.push({ icon: Bug, text: COPY.penTest(formatShortDate(penTest.date)) });
  return facts;
}

export function AssuranceLine({ className }: { className?: string }) {
  const facts = assuranceFacts();
  if (!facts.length) return null;
  return (
    // Each fact led by its icon, so a wrapped line starts with an icon, not a stray separator; the link rides
    // with the last fact, so it never wraps onto a line of its own.
    <p className={cx('flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-700', className)} data-assurance-line="">
      <span className="sr-only">{`${COPY.label}: `}</span>
      {facts.map((fact, i) => {
        const item = (
          <span key={fact.text} className="inline-flex items-start gap-1.5">
            <Icon icon={fact.icon} className="mt-0.5 size-4 shrink-0 text-blue-700" />
            <span>{fact.text}</span>
            {/* Heard as separate facts: the flex row drops the spaces between its items. */}
            <span className="sr-only">; </span>
          </span>
        );
        if (i < facts.length - 1) return item;
        return (
          <span key={fact.text} className="inline-flex flex-wrap items-center gap-x-2.5">
            {item}
            <a href={`${SECURITY_PATH}#${AUDIT_EVIDENCE_ID}`} className="inline-flex min-h-6 items-center gap-1 font-semibold whitespace-nowrap text-blue-700 hover:text-blue-800">
              {COPY.link}
              <Icon icon={ArrowRight} className="size-4" />
            </a>
          </span>
        );
      })}
    </p>
  );
}
