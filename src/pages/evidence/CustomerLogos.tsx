/**
 * The logos of customers who allowed the business to name them: under the home hero (all of them)
 * and on an industry page (that industry's). Nothing at all when there are none.
 *
 * One or two customers make a strip look empty (a lone small logo and a link), so beside a page's
 * hero they show as cards instead: the logo, the customer's name, their case study's headline
 * result with its source and date, and a link to the study (a customer without a study: the date
 * they allowed us to name them). Three or more: the strip, logos at 14rem, and under it one headline
 * result (the first study's, with its source and date) linking its case study, so the strip carries a number.
 */
import type { CustomerEntry } from '../../content/evidence.ts';
import { EVIDENCE } from '../../content/evidence.ts';
import { caseStudyPath, CUSTOMERS_PATH } from '../../content/evidence-paths.ts';
import { CASE_STUDY_COPY, CUSTOMERS_PAGE, CUSTOMER_LOGOS_COPY as COPY } from '../../content/evidence-copy.ts';
import { navHref } from '../../render/paths.ts';
import { Image } from '../../components/Image.tsx';
import { cx } from '../../components/cx.ts';
import { formatDate } from '../resources/format-date.ts';

/** A standalone link: at least 24 px tall (WCAG 2.5.8), the arrow silent for screen readers. */
const LINK = 'inline-flex min-h-6 items-center gap-1 font-semibold text-blue-700 hover:text-blue-800';

const studyOf = (customer: CustomerEntry) => EVIDENCE.caseStudies.find((s) => s.customer === customer.slug);

/** One logo at a fixed box (no layout shift as it loads), linked to the customer's case study when there is one. */
export function CustomerLogo({ customer }: { customer: CustomerEntry }) {
  const study = studyOf(customer);
  // Below the hero: lazy. Shown 14rem wide (w-56); 10rem on phones, so two fit a row at 320-390 px.
  const image = <Image {...customer.logo} alt={customer.name} sizes="14rem" pictureClassName="block" className="h-14 w-40 object-contain sm:h-16 sm:w-56" />;
  // Only a logo that leads to a study looks like a target (a hover tile); the others are plain marks.
  return study ? (
    <a href={navHref(caseStudyPath(study.slug))} className="block rounded-md p-1 hover:bg-slate-50">
      {image}
    </a>
  ) : (
    <span className="block p-1">{image}</span>
  );
}

/** One customer as evidence: logo and name, then the headline result of their case study with its source, or the date they allowed us to name them. */
function CustomerCard({ customer }: { customer: CustomerEntry }) {
  const study = studyOf(customer);
  const result = study?.results[0];
  return (
    <div className="flex h-full flex-col gap-4 rounded-card border border-slate-200 bg-slate-50 p-5 sm:flex-row sm:items-center sm:gap-8 sm:p-6" data-customer-card="">
      <div className="shrink-0 sm:w-48">
        {/* The name follows as text, so the logo only decorates. */}
        <Image {...customer.logo} decorative sizes="12rem" pictureClassName="block" className="h-14 w-48 max-w-full object-contain object-left" />
        <p className="mt-2 text-sm font-semibold text-slate-900">{customer.name}</p>
      </div>
      <div className="border-t border-slate-200 pt-4 sm:border-t-0 sm:border-l sm:pt-0 sm:pl-8">
        {study && result ? (
          <>
            <p className="flex flex-wrap items-baseline gap-x-2">
              <span className="text-3xl font-bold tracking-tight text-slate-900">{result.figure}</span>
              <span className="text-pretty text-slate-700">{result.label}</span>
            </p>
            <p className="mt-1 text-sm text-slate-600" data-result-source="">{`${CASE_STUDY_COPY.sourceLabel}: ${result.source}, ${CASE_STUDY_COPY.measuredLabel} ${formatDate(result.date)}.`}</p>
            <a href={navHref(caseStudyPath(study.slug))} className={cx(LINK, 'mt-3 text-sm')}>
              {CUSTOMERS_PAGE.readStudy} <span aria-hidden="true">→</span>
            </a>
          </>
        ) : (
          <p className="text-sm text-slate-600">{CASE_STUDY_COPY.namedSince(formatDate(customer.namedWithPermissionOn))}</p>
        )}
      </div>
    </div>
  );
}

/** Under a strip of three or more logos: one headline result, sourced and dated, linking its case study. */
function StripResult({ customers, allStudies }: { customers: CustomerEntry[]; allStudies: boolean }) {
  const study = customers.map(studyOf).find((s) => !!s);
  const result = study?.results[0];
  if (!study || !result) return null;
  return (
    <div className="mx-auto mt-8 max-w-3xl border-t border-slate-200 pt-6 text-center" data-strip-result="">
      <p className="flex flex-wrap items-baseline justify-center gap-x-2">
        <span className="text-3xl font-bold tracking-tight text-slate-900">{result.figure}</span>
        <span className="text-pretty text-slate-700">{`${result.label} · ${study.customerEntry.name}`}</span>
      </p>
      <p className="mt-1 text-sm text-slate-600" data-result-source="">{`${CASE_STUDY_COPY.sourceLabel}: ${result.source}, ${CASE_STUDY_COPY.measuredLabel} ${formatDate(result.date)}.`}</p>
      {/* The study and, on the same line, every study: one row of links, not two stacked. */}
      <p className="mt-2 flex flex-wrap justify-center gap-x-6 text-sm">
        <a href={navHref(caseStudyPath(study.slug))} className={LINK}>
          {CUSTOMERS_PAGE.readStudy} <span aria-hidden="true">→</span>
        </a>
        {allStudies && (
          <a href={navHref(CUSTOMERS_PATH)} className={LINK}>
            {COPY.caseStudiesLink} <span aria-hidden="true">→</span>
          </a>
        )}
      </p>
    </div>
  );
}

/** `linkToStudies`: a line to /customers under the logos, and cards for one or two customers (not on /customers itself, whose studies follow). */
export function CustomerLogos({ customers, title, id = 'customer-logos', linkToStudies = true }: { customers: CustomerEntry[]; title: string; id?: string; linkToStudies?: boolean }) {
  if (!customers.length) return null;
  const cards = linkToStudies && customers.length <= 2;
  const stripResult = linkToStudies && !cards && customers.some((customer) => !!studyOf(customer));
  return (
    <section aria-labelledby={`${id}-heading`} className="border-b border-slate-200 bg-white py-10 sm:py-12" data-section="customer-logos">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <h2 id={`${id}-heading`} className="text-center text-sm font-semibold tracking-wide text-balance text-slate-600 uppercase">
          {title}
        </h2>
        {cards ? (
          <ul className={cx('mx-auto mt-6 grid gap-4 sm:gap-6', customers.length === 2 ? 'max-w-6xl lg:grid-cols-2' : 'max-w-3xl')}>
            {customers.map((customer) => (
              <li key={customer.slug}>
                <CustomerCard customer={customer} />
              </li>
            ))}
          </ul>
        ) : (
          <ul className="mt-6 flex flex-wrap items-center justify-center gap-x-4 gap-y-4 sm:gap-x-12">
            {customers.map((customer) => (
              <li key={customer.slug}>
                <CustomerLogo customer={customer} />
              </li>
            ))}
          </ul>
        )}
        {stripResult && <StripResult customers={customers} allStudies />}
        {/* To /customers, unless every card already links its own study (or the strip's result line carries it). */}
        {linkToStudies && !stripResult && EVIDENCE.caseStudies.length > 0 && (!cards || customers.some((customer) => !studyOf(customer))) && (
          <p className="mt-6 text-center text-sm">
            <a href={navHref(CUSTOMERS_PATH)} className={LINK}>
              {COPY.caseStudiesLink} <span aria-hidden="true">→</span>
            </a>
          </p>
        )}
      </div>
    </section>
  );
}
