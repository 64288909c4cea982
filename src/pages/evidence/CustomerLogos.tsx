/**
 * The logos of customers who allowed the business to name them: under the home hero (all of them)
 * and on an industry page (that industry's). Nothing at all when there are none.
 *
 * One or two customers make a strip look empty (a lone small logo and a link), so beside a page's
 * hero they show as cards instead: the logo, the customer's name, their case study's headline
 * result with its source and date, and a link to the study (a customer without a study: the date
 * they allowed us to name them); a page's only customer shows up to three results and their quote.
 * Three or more: the strip, logos in their own colours at the strip size (the one logo style of every
 * surface: review round 5 found the strip grey beside coloured marks in the proof cards), and under it one headline result (the first study's, with its source and date) linking
 * its case study, so the strip carries a number.
 */
import type { CustomerEntry } from '../../content/evidence.ts';
import { EVIDENCE } from '../../content/evidence.ts';
import { caseStudyPath, CUSTOMERS_PATH } from '../../content/evidence-paths.ts';
import { CASE_STUDY_COPY, CUSTOMER_LOGOS_COPY as COPY } from '../../content/evidence-copy.ts';
import { navHref } from '../../render/paths.ts';
import { CustomerCardHeader, CustomerLogoImage } from './CustomerLogoImage.tsx';
import { ReadStudyLink, Result, StudyQuote } from '../product/CustomerProof.tsx';
import { Icon } from '../../components/Icon.tsx';
import ArrowRight from 'lucide-react/icons/arrow-right';
import { cx } from '../../components/cx.ts';
import { formatDate } from '../../components/format-date.ts';
import { industryName } from './CaseStudyPage.tsx';

/** A standalone link: at least 24 px tall (WCAG 2.5.8), the arrow the site's icon, silent for screen readers. */
const LINK = 'inline-flex min-h-6 items-center gap-1 font-semibold text-blue-700 hover:text-blue-800';

const studyOf = (customer: CustomerEntry) => EVIDENCE.caseStudies.find((s) => s.customer === customer.slug);

/** The link to every customer and study (/customers). */
function AllCustomersLink() {
  return (
    <a href={navHref(CUSTOMERS_PATH)} className={LINK}>
      {COPY.allCustomersLink}
      <Icon icon={ArrowRight} className="size-4" />
    </a>
  );
}

/**
 * One logo in the strip, in its own colours, and its industry under it (review round 6: four bare logos spread
 * across 1280 px read as sparse); linked to the customer's case study when there is one, the industry line then
 * set as a link with the site's arrow, so the logos that lead somewhere look like it.
 */
export function CustomerLogo({ customer }: { customer: CustomerEntry }) {
  const study = studyOf(customer);
  const image = <CustomerLogoImage customer={customer} size="strip" centered />;
  const industry = industryName(customer.industry);
  return study ? (
    <a href={navHref(caseStudyPath(study.slug))} className="group block rounded-md p-1 text-center hover:bg-slate-50">
      {image}
      {industry && (
        <span className="mt-1 inline-flex items-center gap-1 text-sm font-semibold text-blue-700 group-hover:text-blue-800">
          {industry}
          <Icon icon={ArrowRight} className="size-4" />
        </span>
      )}
    </a>
  ) : (
    <span className="block p-1 text-center">
      {image}
      {industry && <span className="mt-1 block text-sm text-slate-600">{industry}</span>}
    </span>
  );
}

/**
 * One customer as evidence: the logo and what kind of organisation it is, then its case study's results with their sources (`results`: how many), the quote when
 * `quote` and there is one, or the date the customer allowed us to name them.
 */
function CustomerCard({ customer, results, quote }: { customer: CustomerEntry; results: number; quote: boolean }) {
  const study = studyOf(customer);
  const shown = study?.results.slice(0, results) ?? [];
  // A page's only customer (its results and quote) takes the width: the logo heads the card above them (review
  // round 5: in a column of its own it left a tall blank cell under the name). One result sits beside the logo.
  const stacked = quote || shown.length >= 3;
  return (
    <div className={cx('flex h-full flex-col gap-4 rounded-card border border-slate-200 bg-slate-50 p-5 sm:p-6', !stacked && 'sm:flex-row sm:gap-8', !study && 'sm:items-center')} data-customer-card="">
      <CustomerCardHeader customer={customer} className={cx('shrink-0', !stacked && 'sm:w-44')} />
      <div className={cx('min-w-0 flex-1 border-t border-slate-200 pt-4', !stacked && 'sm:border-t-0 sm:border-l sm:pt-0 sm:pl-8', stacked && 'sm:pt-5')}>
        {study && shown.length ? (
          <>
            <dl className={cx('grid gap-5', shown.length >= 2 && 'sm:grid-cols-2', shown.length >= 3 && 'lg:grid-cols-3')}>
              {shown.map((result) => (
                <Result key={result.label} result={result} />
              ))}
            </dl>
            {quote && <StudyQuote study={study} className="mt-5" />}
            <div className="mt-4">
              <ReadStudyLink study={study} />
            </div>
          </>
        ) : (
          <p className="text-sm text-slate-600">{CASE_STUDY_COPY.namedSince(formatDate(customer.namedWithPermissionOn))}</p>
        )}
      </div>
    </div>
  );
}

/**
 * Under a strip of three or more logos: one headline result, sourced and dated, linking its case study. A
 * left-aligned mini card (review round 6: centred, its source ran to three centred grey lines, five at 390 px):
 * the figure beside its label and whose it is, the source under them, the links at the foot.
 */
function StripResult({ customers, allStudies }: { customers: CustomerEntry[]; allStudies: boolean }) {
  const study = customers.map(studyOf).find((s) => !!s);
  const result = study?.results[0];
  if (!study || !result) return null;
  return (
    <div className="mx-auto mt-6 max-w-3xl rounded-card border border-slate-200 bg-slate-50 p-5 sm:mt-8 sm:flex sm:gap-6 sm:p-6" data-strip-result="">
      <p className="shrink-0 text-4xl font-bold tracking-tight text-slate-900 tabular-nums">{result.figure}</p>
      <div className="mt-1 min-w-0 sm:mt-0">
        <p className="text-pretty text-slate-800">
          {result.label}
          <span className="text-slate-600">{` · ${study.customerEntry.name}`}</span>
        </p>
        <p className="mt-1 text-sm text-pretty text-slate-600" data-result-source="">{`${CASE_STUDY_COPY.sourceLabel}: ${result.source}, ${CASE_STUDY_COPY.measuredLabel} ${formatDate(result.date)}.`}</p>
        {/* The study and, on the same line, every customer: one row of links with distinct labels, not two stacked. */}
        <p className="mt-2 flex flex-wrap gap-x-6 text-sm">
          <ReadStudyLink study={study} />
          {allStudies && <AllCustomersLink />}
        </p>
      </div>
    </div>
  );
}

/** `linkToStudies`: a line to /customers under the logos, and cards for one or two customers (not on /customers itself, whose studies follow). */
export function CustomerLogos({ customers, title, id = 'customer-logos', linkToStudies = true }: { customers: CustomerEntry[]; title: string; id?: string; linkToStudies?: boolean }) {
  if (!customers.length) return null;
  const cards = linkToStudies && customers.length <= 2;
  const stripResult = linkToStudies && !cards && customers.some((customer) => !!studyOf(customer));
  // A page's only customer has the band to itself: up to three of its results and its quote; two share it, one result each.
  const alone = customers.length === 1;
  return (
    <section aria-labelledby={`${id}-heading`} className="border-b border-slate-200 bg-white py-10 sm:py-12" data-section="customer-logos">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <h2 id={`${id}-heading`} className="text-center text-sm font-semibold tracking-wide text-balance text-slate-600 uppercase">
          {title}
        </h2>
        {cards ? (
          // A lone customer with a study gets the width for three results; one without, a card its own size.
          <ul className={cx('mx-auto mt-6 grid gap-4 sm:gap-6', !alone ? 'max-w-6xl lg:grid-cols-2' : studyOf(customers[0]) ? 'max-w-5xl' : 'max-w-3xl')}>
            {customers.map((customer) => (
              <li key={customer.slug}>
                <CustomerCard customer={customer} results={alone ? 3 : 1} quote={alone} />
              </li>
            ))}
          </ul>
        ) : (
          // Phones: two logos a row, each centred in its half, the rows close (the strip and its result were a long block at 390 px);
          // from sm, one centred row at a fixed pitch (review round 6: spread over the full width the gaps were larger than the logos).
          <ul className="mt-5 grid grid-cols-2 items-start gap-x-4 gap-y-3 sm:mt-6 sm:flex sm:flex-wrap sm:justify-center sm:gap-x-4 sm:gap-y-4">
            {customers.map((customer) => (
              <li key={customer.slug} className="min-w-0 sm:w-52">
                <CustomerLogo customer={customer} />
              </li>
            ))}
          </ul>
        )}
        {stripResult && <StripResult customers={customers} allStudies />}
        {/* To /customers, unless every card already links its own study (or the strip's result line carries it). */}
        {linkToStudies && !stripResult && EVIDENCE.caseStudies.length > 0 && (!cards || customers.some((customer) => !studyOf(customer))) && (
          <p className="mt-6 text-center text-sm">
            <AllCustomersLink />
          </p>
        )}
      </div>
    </section>
  );
}
