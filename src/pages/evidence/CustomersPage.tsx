/** /customers: every named customer (the hero), then every case study as a card (logo, headline result with its source, quote, summary). */
import type { CustomerEntry } from '../../content/evidence.ts';
import { EVIDENCE } from '../../content/evidence.ts';
import { CASE_STUDY_COPY, CUSTOMERS_PAGE as COPY } from '../../content/evidence-copy.ts';
import { caseStudyPath } from '../../content/evidence-paths.ts';
import { PageHero } from '../../components/Hero.tsx';
import { ButtonLink } from '../../components/Button.tsx';
import { cx } from '../../components/cx.ts';
import { FigureCard } from '../../components/visuals/FigureCard.tsx';
import { Section } from '../../components/Section.tsx';
import { EvidenceCta } from './EvidenceCta.tsx';
import { StudyQuote } from '../product/CustomerProof.tsx';
import { navHref } from '../../render/paths.ts';
import { formatDate, formatShortDate } from '../../components/format-date.ts';
import { industryName } from './CaseStudyPage.tsx';
import { CustomerCardHeader, CustomerLogoImage } from './CustomerLogoImage.tsx';
import { Icon } from '../../components/Icon.tsx';
import ArrowRight from 'lucide-react/icons/arrow-right';

const studyOf = (customer: CustomerEntry) => EVIDENCE.caseStudies.find((study) => study.customer === customer.slug);

/**
 * A tile's words: what kind of organisation (when given), then its industry and the date it allowed us to
 * name it, labelled (review round 4: an unlabelled "June 2, 2026" read as a go-live date), pinned to the
 * tile's foot so tiles in a row end level however the descriptor wraps.
 */
function TileText({ customer }: { customer: CustomerEntry }) {
  return (
    <div className="mt-3 flex min-w-0 flex-1 flex-col">
      {customer.descriptor && (
        <p className="text-sm font-semibold text-slate-800" data-customer-descriptor="">
          {customer.descriptor}
        </p>
      )}
      {/* Industry and date a line each: run together, the longer industries wrapped mid-line and the tiles ended unevenly. */}
      <p className="mt-auto pt-1 text-xs text-slate-600">
        <span className="block">{industryName(customer.industry)}</span>
        {/* The date keeps together: never "Jun 2, / 2026". */}
        <span className="block whitespace-nowrap">
          {`${COPY.namedLabel} `}
          <time dateTime={customer.namedWithPermissionOn}>{formatShortDate(customer.namedWithPermissionOn)}</time>
        </span>
      </p>
    </div>
  );
}

/**
 * The hero's picture: the named customers the case studies below do not already show (review round 4: the
 * bank and the hospital appeared as hero tiles, then again as case-study cards). One tile style, equal
 * heights. Every customer has a study: all of them, each tile linking its study (no customer is left out).
 * Phones: one tile a row, the logo over its words; from sm, two up.
 */
function NamedCustomers() {
  const without = EVIDENCE.customers.filter((customer) => !studyOf(customer));
  const shown = without.length > 0 ? without : EVIDENCE.customers;
  return (
    <FigureCard label={without.length > 0 ? COPY.alsoUsing : COPY.customersCardLabel} meta={COPY.customersCardMeta(shown.length)} caption={COPY.customersCardCaption}>
      <ul className="grid gap-2 sm:grid-cols-2 sm:gap-3" data-named-customers="">
        {shown.map((customer) => {
          const study = studyOf(customer);
          const tile = 'flex h-full flex-col rounded-lg border border-slate-200 bg-white p-4';
          return (
            <li key={customer.slug}>
              {study ? (
                <a href={navHref(caseStudyPath(study.slug))} className={`${tile} hover:border-blue-300 hover:bg-slate-50`} data-customer-tile="study">
                  {/* In the hero: fetched first. */}
                  <CustomerLogoImage customer={customer} size="card" priority />
                  <TileText customer={customer} />
                  <span className="mt-2 inline-flex items-center gap-1 text-sm font-semibold text-blue-700">
                    {COPY.tileStudy}
                    <Icon icon={ArrowRight} className="size-4" />
                  </span>
                </a>
              ) : (
                <div className={tile} data-customer-tile="named">
                  <CustomerLogoImage customer={customer} size="card" priority />
                  <TileText customer={customer} />
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </FigureCard>
  );
}

export function CustomersPage() {
  return (
    <>
      <PageHero hero={COPY.hero} visual={<NamedCustomers />}>
        {/* Counted from the collections, under the lede: the left column carries as much as the card beside it. */}
        {/* Phones: one a line (a wrapped row began a line with its separator); from sm, one row. */}
        {/* Small chips on one wrapping row (review round 4: at 390 px three bold lines read as headings). */}
        <ul className="flex flex-wrap gap-2 text-sm font-semibold text-slate-700" data-customers-aggregate="">
          {COPY.aggregate(EVIDENCE.customers.length, EVIDENCE.caseStudies.length).map((item) => (
            <li key={item} className="rounded-full bg-slate-100 px-3 py-1 ring-1 ring-slate-200 ring-inset">
              {item}
            </li>
          ))}
        </ul>
        <ButtonLink href={navHref(COPY.cta.path)} size="lg" className="mt-6">
          {COPY.cta.label}
        </ButtonLink>
      </PageHero>
      {/* Who they are is the hero; what they found, study by study, follows (muted, which gives the closing band its gap). */}
      <Section id="case-studies" name="case-studies" tone="muted" align="left" eyebrow={COPY.studiesEyebrow} title={COPY.studiesTitle}>
        {/* Three columns only when there are three studies or more: two never leave an empty third. */}
        <ul className={cx('grid gap-6 md:grid-cols-2', EVIDENCE.caseStudies.length >= 3 && 'lg:grid-cols-3')}>
          {EVIDENCE.caseStudies.map((study) => {
            const headline = study.results[0];
            return (
              // A flex column: the headline result and the link sit at the card's foot (mt-auto), level across cards.
              <li key={study.slug} className="relative flex flex-col rounded-card border border-slate-200 bg-white p-6 transition hover:border-blue-300 hover:shadow-card" data-case-study="">
                                {/* The industry on its own line above the logo (review round 4: beside it at 390 px it wrapped to two right-aligned lines). */}
                <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{industryName(study.customerEntry.industry)}</p>
                <div className="mt-3">
                  <CustomerCardHeader customer={study.customerEntry} />
                </div>
                <h3 className="mt-5 text-lg font-semibold text-balance text-slate-900">
                  <a href={navHref(caseStudyPath(study.slug))} className="after:absolute after:inset-0 hover:text-blue-800">
                    {study.title}
                  </a>
                </h3>
                <p className="mt-2 text-pretty text-slate-600">{study.summary}</p>
                <StudyQuote study={study} className="mt-5" />
                <div className="mt-auto pt-6">
                  {/* The headline result is the card's hero: the figure large, its label under it, its source inline as everywhere else. */}
                  <p className="border-t border-slate-200 pt-5">
                    <span className="block text-5xl font-bold tracking-tight text-slate-900 tabular-nums">{headline.figure}</span>
                    <span className="mt-1 block text-pretty text-slate-700">{headline.label}</span>
                  </p>
                  <p className="mt-2 text-xs leading-5 text-slate-600" data-result-source="">
                    {`${CASE_STUDY_COPY.sourceLabel}: ${headline.source}, ${CASE_STUDY_COPY.measuredLabel} `}
                    <time dateTime={headline.date}>{formatDate(headline.date)}</time>
                    {'.'}
                  </p>
                  <span className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-blue-700" aria-hidden="true">
                    {COPY.readStudy}
                    <Icon icon={ArrowRight} className="size-4" />
                  </span>
                </div>
              </li>
            );
          })}
        </ul>
      </Section>
      <EvidenceCta id="customers-cta" />
    </>
  );
}
