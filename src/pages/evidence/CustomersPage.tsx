/** /customers: every case study as a card (logo, headline result with its source, summary; the quote is the study page's), then the other named customers as compact rows: each customer once. */
import type { CustomerEntry } from '../../content/evidence.ts';
import { EVIDENCE } from '../../content/evidence.ts';
import { CASE_STUDY_COPY, CUSTOMERS_PAGE as COPY } from '../../content/evidence-copy.ts';
import { caseStudyPath, customerEntryId } from '../../content/evidence-paths.ts';
import { PageHero } from '../../components/Hero.tsx';
import { ButtonLink, HERO_ACTIONS } from '../../components/Button.tsx';
import { cx } from '../../components/cx.ts';
import { Section } from '../../components/Section.tsx';
import { EvidenceCta } from './EvidenceCta.tsx';
import { ResultCitation } from '../product/CustomerProof.tsx';
import { CONTACT } from '../../site.ts';
import { navHref } from '../../render/paths.ts';
import { formatShortDate } from '../../components/format-date.ts';
import { industryName, KeepHyphenated } from './CaseStudyPage.tsx';
import { CustomerCardHeader, CustomerLogoImage } from './CustomerLogoImage.tsx';
import { Icon } from '../../components/Icon.tsx';
import { StatList } from '../../components/StatBand.tsx';
import { CARD_HEADER } from '../../components/card-header.ts';
import ArrowRight from 'lucide-react/icons/arrow-right';

const studyOf = (customer: CustomerEntry) => EVIDENCE.caseStudies.find((study) => study.customer === customer.slug);

/** A date, machine-readable too, kept on one line (never "Jun 2, / 2026"). */
function DateCell({ date }: { date: string }) {
  return (
    <time dateTime={date} className="whitespace-nowrap">
      {formatShortDate(date)}
    </time>
  );
}

/** A customer's own place on the page, for a link to it (#customer-{slug}): its study card or its row. */
const entryId = (customer: CustomerEntry) => customerEntryId(customer.slug);

/** The table's cells under 640 px: a block each, its column's name before its value (the header row is for screen readers there). */
const CELL = 'block py-1.5 sm:table-cell sm:py-4 sm:pr-6 sm:align-middle';
/** A cell's column name, shown before its value on phones only, where the header row is hidden. */
const PhoneLabel = ({ children }: { children: string }) => <span className="mr-1 font-semibold text-slate-800 sm:hidden">{`${children}:`}</span>;

/**
 * The customers without a case study, each once (review C r7: the studies' customers were listed again in a grid
 * under their cards), as one table with column headers (review C r8: rows of unlabelled fields with wide gutters):
 * customer, what kind of organisation ("Type"), industry, stage (in production since, or pilot), public reference since. A date the business
 * does not give is an em dash, with no reason we were not told; a customer it records as in pilot reads "Pilot" there. From sm a real table row a customer; on phones each
 * row a block, each value after its column's name. No link: a customer row never leads to an industry's marketing
 * page (review C r7); it has an id of its own to link to.
 */
function OtherCustomers() {
  const others = EVIDENCE.customers.filter((customer) => !studyOf(customer));
  if (others.length === 0) return null;
  const { columns } = COPY;
  return (
    <Section id="named-customers" name="named-customers" align="left" eyebrow={COPY.customersEyebrow} title={COPY.customersTitle} intro={COPY.customersCardCaption}>
      <div className="rounded-card border border-slate-200 bg-white px-5 sm:px-6">
        <table className="block w-full text-left text-sm text-slate-600 sm:table" data-named-customers="">
          <thead className="max-sm:sr-only">
            <tr className="border-b border-slate-200 text-xs font-semibold tracking-wide text-slate-500 uppercase">
              {[columns.customer, columns.organization, columns.industry, columns.production, columns.named].map((column) => (
                <th key={column} scope="col" className="py-3 pr-6 font-semibold">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="block divide-y divide-slate-200 sm:table-row-group">
            {others.map((customer) => (
              <tr key={customer.slug} id={entryId(customer)} className="block py-4 sm:table-row sm:py-0" data-customer-row="">
                <th scope="row" className={cx(CELL, 'pb-2 font-normal')}>
                  <CustomerLogoImage customer={customer} size="card" />
                </th>
                {/* Regular weight like the row's other values (review C r12: a bold Type column weighted the row unevenly). */}
                <td className={CELL} data-customer-descriptor="">
                  {customer.descriptor ?? EM_DASH}
                </td>
                <td className={CELL}>
                  <PhoneLabel>{columns.industry}</PhoneLabel>
                  {industryName(customer.industry) ?? customer.industry}
                </td>
                <td className={CELL}>
                  <PhoneLabel>{columns.production}</PhoneLabel>
                  <CustomerStage customer={customer} />
                </td>
                <td className={cx(CELL, 'sm:pr-0')}>
                  <PhoneLabel>{columns.named}</PhoneLabel>
                  <DateCell date={customer.namedWithPermissionOn} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Section>
  );
}

/**
 * Where a customer stands, from what the business records: in production since a date, in production, or in pilot;
 * nothing recorded, a dash (never a guess).
 */
function CustomerStage({ customer }: { customer: CustomerEntry }) {
  if (customer.inProductionSince) {
    return (
      <>
        {`${CASE_STUDY_COPY.facts.inProduction} `}
        <DateCell date={customer.inProductionSince} />
      </>
    );
  }
  return customer.status ? <span data-customer-status={customer.status}>{COPY.status[customer.status]}</span> : EM_DASH;
}

/** A value the business does not give: a dash, read out as what it means. */
const EM_DASH = (
  <>
    <span aria-hidden="true">{'\u2014'}</span>
    <span className="sr-only">{COPY.notGiven}</span>
  </>
);

/**
 * The extent of the evidence below, counted from the entries (never typed in), in a card beside the hero's copy:
 * named customers, their industries, the case studies and their sourced results. Said here only.
 */
function EvidenceCounts() {
  const { counts } = COPY;
  const stats = [
    { value: String(EVIDENCE.customers.length), label: counts.customers },
    { value: String(new Set(EVIDENCE.customers.map((customer) => customer.industry)).size), label: counts.industries },
    { value: String(EVIDENCE.caseStudies.length), label: counts.studies },
    { value: String(EVIDENCE.caseStudies.reduce((sum, study) => sum + study.results.length, 0)), label: counts.results },
  ];
  return (
    <div className="rounded-card border border-slate-200 bg-white shadow-card" data-evidence-counts="">
      <p className={CARD_HEADER}>{counts.title}</p>
      <div className="px-5 py-6">
        <StatList stats={stats} label={counts.title} size="sm" />
      </div>
    </div>
  );
}

export function CustomersPage() {
  return (
    <>
      {/* Beside the copy the evidence's extent in four counts, not a row per industry (review C r9: a "Customers by
          industry" card of "1 customer" rows spent the hero on a thin count and repeated the sections below; r12: the
          right half was empty). The case studies rise under it. Each card and row names its industry. */}
      {/* The reference offer beside the button, said once on the page (review C r11: in the closing band it came after the
          evidence), as the secondary action it is: a request to sales (review C r12: as a caption it read as stray text). */}
      <PageHero hero={COPY.hero} visual={<EvidenceCounts />}>
        <div className={HERO_ACTIONS}>
          <ButtonLink href={navHref(COPY.cta.path)} size="lg">
            {COPY.cta.label}
          </ButtonLink>
          <ButtonLink href={`mailto:${CONTACT.email}?subject=${encodeURIComponent(COPY.reference.subject)}`} variant="secondary" size="lg" data-reference-offer="">
            {COPY.reference.label}
          </ButtonLink>
        </div>
      </PageHero>
      {/* The studies first, straight under the hero (what customers found, study by study); then the other named customers, each once.
          The reference offer is said once, in the hero (review C r8: also this section's intro; r11: not only at the foot). */}
      <Section id="case-studies" name="case-studies" tone="muted" align="left" eyebrow={COPY.studiesEyebrow} title={COPY.studiesTitle}>
        {/* Three columns only when there are three studies or more: two never leave an empty third. */}
        <ul className={cx('grid gap-6 md:grid-cols-2', EVIDENCE.caseStudies.length >= 3 && 'lg:grid-cols-3')}>
          {EVIDENCE.caseStudies.map((study) => {
            const headline = study.results[0];
            return (
              // Metric first (review C r8: the result, the reason to click, came last of eight levels): who, then the
              // headline result with its citation, then the story and the way in. Three rows of the list's grid (subgrid),
              // so the figures and the titles start level across cards whatever the descriptors' and quotes' lengths.
              // The deployment line is the study page's (its Key facts).
              <li key={study.slug} id={entryId(study.customerEntry)} className="relative row-span-3 grid grid-rows-subgrid gap-0 rounded-card border border-slate-200 bg-white p-6 transition hover:border-blue-300 hover:shadow-card" data-case-study="">
                <div>
                  {/* The industry on its own line above the logo (review round 4: beside it at 390 px it wrapped to two right-aligned lines). */}
                  <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{industryName(study.customerEntry.industry)}</p>
                  <div className="mt-3">
                    <CustomerCardHeader customer={study.customerEntry} />
                  </div>
                </div>
                {/* The headline result is the card's hero: the figure large, its label under it, its one-line citation
                    (who measured, when, "Source" opening the sentence), above the card's stretched link (review C r6: E4). */}
                <div className="mt-5 border-t border-slate-200 pt-5">
                  <p>
                    <span className="block text-5xl font-bold tracking-tight text-slate-900 tabular-nums">{headline.figure}</span>
                    <span className="mt-1 block text-pretty text-slate-700">
                      <KeepHyphenated text={headline.label} />
                    </span>
                  </p>
                  <div className="relative z-10 mt-1">
                    <ResultCitation result={headline} />
                  </div>
                </div>
                <div className="flex flex-col pt-6">
                  <h3 className="text-lg font-semibold text-balance text-slate-900">
                    <a href={navHref(caseStudyPath(study.slug))} className="after:absolute after:inset-0 hover:text-blue-800">
                      {study.title}
                    </a>
                  </h3>
                  <p className="mt-2 text-pretty text-slate-600">{study.summary}</p>
                  <span className="mt-auto inline-flex items-center gap-1.5 pt-5 text-sm font-semibold text-blue-700" aria-hidden="true">
                    {COPY.readStudy}
                    <Icon icon={ArrowRight} className="size-4" />
                  </span>
                </div>
              </li>
            );
          })}
        </ul>
      </Section>
      <OtherCustomers />
      <EvidenceCta id="customers-cta" description={COPY.ctaDescription} />
    </>
  );
}
