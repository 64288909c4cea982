/**
 * The company's facts (content/identity.yaml `facts`: founded, headcount, headquarters, funding, backers, board, and
 * the legal entity beside them) as one
 * strip under the /about and /investors heroes. Design review: a buyer and an investor both look for
 * them first. Each fact shows only when the business has supplied it, and the strip not at all without
 * any: nothing is guessed to fill a slot.
 */
import { cx } from '../../components/cx.ts';
import type { ReactNode } from 'react';
import type { Identity } from '../../collections/identity.ts';
import { formatShortDate } from '../../components/format-date.ts';
import { financialsLink } from '../evidence/documents-on-request.ts';
import { EVIDENCE } from '../../content/evidence.ts';
import { CUSTOMERS_PATH } from '../../content/evidence-paths.ts';
import { navHref } from '../../render/paths.ts';

type Facts = NonNullable<Identity['facts']>;
type Backer = NonNullable<Facts['backers']>[number];

/**
 * A backer's name, one a line like the board's members (review C r12: the names as one sentence needed a two-column
 * cell, which broke the row of four), linked to its own page when the business gave one.
 */
function backerName(backer: Backer): ReactNode {
  if (typeof backer === 'string') return <span key={backer} className="block">{backer}</span>;
  return (
    <span key={backer.name} className="block">
      {/* 24 px tall (WCAG 2.5.8): on a line of its own it is no longer an exempt link in a sentence. */}
      {/* The site's link style, blue without an underline (review C r23: the only fully underlined links on the site). */}
      <a href={backer.url} className="inline-flex min-h-6 items-center text-blue-700 hover:text-blue-800" rel="noopener">
        {backer.name}
      </a>
    </span>
  );
}

/**
 * A board member ("Name, Firm") as the name, its affiliation muted under it (review C r11: in a quarter column
 * "Jamie Sample, Sample / Ventures" broke mid-affiliation).
 */
export function boardMember(member: string): ReactNode {
  const comma = member.indexOf(', ');
  const [name, affiliation] = comma < 0 ? [member, ''] : [member.slice(0, comma), member.slice(comma + 2)];
  return (
    <span key={member} className="block" data-board-member="">
      {name}
      {affiliation && <span className="block text-sm font-normal text-slate-600">{affiliation}</span>}
    </span>
  );
}

/** A fact, label and value; `wide` spans both columns of the two-column strip under lg (one column of three or four from lg). */
type FactRow = { label: string; value: ReactNode; wide?: boolean };

const WIDE_CLASS = 'col-span-2 min-w-0 lg:col-span-1';

/**
 * The supplied facts, label and value, in the order a reader scans them; the registered legal entity
 * (identity.yaml `legalName`) last, when there are facts to sit beside and it is not empty.
 */
/** "3 named on our customers page, and 1 pilot": the customers in production the page names, and its pilots apart. */
export function namedCustomersLine(inProduction: number, pilots: number): string {
  const pilotPart = pilots > 0 ? `${pilots} ${pilots === 1 ? 'pilot' : 'pilots'}` : '';
  if (inProduction === 0) return `${pilotPart} named on our customers page`;
  return `${inProduction} named on our customers page${pilotPart ? `, and ${pilotPart}` : ''}`;
}

function factRows(facts: Facts | undefined, legalName = ''): FactRow[] {
  if (!facts) return [];
  const rows: FactRow[] = [];
  if (facts.founded) rows.push({ label: 'Founded', value: String(facts.founded) });
  if (facts.employees) rows.push({ label: 'Team', value: `${facts.employees.toLocaleString('en-US')} people` });
  if (facts.headquarters) rows.push({ label: 'Headquarters', value: facts.headquarters });
  // How many customers run it, never without the date of the count (trust review T2 r46: "no customer count"); before the
  // funding, whose link makes it a full row on phones, so headquarters and it share a row there.
  // With how many of them the customers page names, where it names any (trust review T3 r47: "11" beside four named
  // customers, and "neither page connects the two numbers").
  // Pilots counted apart (trust review T4 r48: "4 named" beside "Customers in production" counted a pilot among them).
  const named = EVIDENCE.customers.filter((customer) => customer.status !== 'pilot').length;
  const namedPilots = EVIDENCE.customers.length - named;
  if (facts.customersInProduction)
    rows.push({
      label: 'Customers in production',
      value: (
        <>
          <span data-customers-in-production="">{`${facts.customersInProduction.count.toLocaleString('en-US')}, as of ${formatShortDate(facts.customersInProduction.asOf)}`}</span>
          {named + namedPilots > 0 && (
            <a href={navHref(CUSTOMERS_PATH)} className="mt-1 flex min-h-6 w-fit items-center text-sm font-semibold text-blue-700 hover:text-blue-800" data-named-customers="">
              {namedCustomersLine(named, namedPilots)}
            </a>
          )}
        </>
      ),
    });
  // The round with its amount when supplied, and the audited financial statements /security offers, linked (trust review
  // T2 r46: "no funding amount"; "the page doesn't point to" the financials it offers under NDA).
  const financials = financialsLink();
  if (facts.funding || facts.fundingAmount)
    rows.push({
      label: 'Funding',
      value: (
        <>
          {[facts.funding, facts.fundingAmount].filter(Boolean).join(', ')}
          {financials && (
            <a href={financials.href} className="mt-1 flex min-h-6 w-fit items-center text-sm font-semibold text-blue-700 hover:text-blue-800" data-financials-link="">
              {financials.label}
            </a>
          )}
        </>
      ),
      wide: Boolean(financials),
    });
  // Names, not a number: the full width of the strip below lg (review round 5: in a half column at 390 px two backers
  // wrapped to four lines); from lg one column of the row of four like every fact (review C r12), a backer a line.
  if (facts.backers) rows.push({ label: facts.backers.length > 1 ? 'Backers' : 'Backer', value: facts.backers.map(backerName), wide: true });
  // One member a line under the one label (review C r9: two people and an affiliation ran on as one line; r31: spread
  // over two columns, the second member sat under the row above's Headquarters with no label of its own), as at 390 px.
  if (facts.board) rows.push({ label: 'Board', value: facts.board.map(boardMember), wide: true });
  if (legalName && rows.length) rows.push({ label: 'Legal entity', value: legalName, wide: true });
  return rows;
}

const FOUR_COLUMNS = 'lg:grid-cols-4';

/**
 * The last fact's span from lg when the facts do not fill rows of four: it runs to the row's end, so no row ends in an
 * empty cell (review C r15) and no fact is spread over cells without a label (review C r31: the board over two columns).
 * Literal classes, one per remainder, for Tailwind's scanner.
 */
const LAST_FACT_SPAN: Record<number, string> = {
  1: 'lg:[&>:last-child]:col-span-4',
  2: 'lg:[&>:last-child]:col-span-3',
  3: 'lg:[&>:last-child]:col-span-2',
};

/**
 * The strip's columns from lg: three when the facts fill rows of three and not of four, so every row is full (review C
 * r15: seven facts in four columns left the second row's last cell empty), four otherwise, the last fact then running to
 * the end of its row.
 */
function factColumns(count: number): string {
  if (count % 3 === 0 && count % 4 !== 0) return 'lg:grid-cols-3';
  const span = LAST_FACT_SPAN[count % 4];
  return span ? `${FOUR_COLUMNS} ${span}` : FOUR_COLUMNS;
}

/** Under the hero's lede and its panel, a rule above, rows of three or four from lg (factColumns); nothing without facts. */
export function CompanyFacts({ facts, legalName }: { facts: Facts | undefined; legalName?: string }) {
  const rows = factRows(facts, legalName);
  if (!rows.length) return null;
  return (
    // A dl may not carry aria-label (html-validate): the group names the facts.
    <div role="group" aria-label="Company facts" className="mt-10 border-t border-slate-200 pt-6">
      <dl className={cx('grid grid-cols-2 gap-x-6 gap-y-5', factColumns(rows.length))} data-company-facts="">
        {rows.map((row) => (
          <div key={row.label} className={row.wide ? WIDE_CLASS : 'min-w-0'}>
            <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600">{row.label}</dt>
            <dd className="mt-1 text-base font-semibold text-pretty text-slate-900">{row.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
