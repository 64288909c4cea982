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
import { formatDate } from '../resources/format-date.ts';
import { industryName } from './CaseStudyPage.tsx';
import { CustomerCardHeader, CustomerLogoImage } from './CustomerLogoImage.tsx';
import { Icon } from '../../components/Icon.tsx';
import ArrowRight from 'lucide-react/icons/arrow-right';

const studyOf = (customer: CustomerEntry) => EVIDENCE.caseStudies.find((study) => study.customer === customer.slug);

/** A tile's words: what kind of organisation (when given), its industry, and the date it allowed us to name it (the caption says so, once). */
function TileText({ customer }: { customer: CustomerEntry }) {
  return (
    <div className="mt-3 min-w-0">
      {customer.descriptor && (
        <p className="text-sm font-semibold text-slate-800" data-customer-descriptor="">
          {customer.descriptor}
        </p>
      )}
      <p className="text-xs text-slate-600">
        {industryName(customer.industry)}
        {' · '}
        {/* The date keeps together: never "June 2, / 2026". */}
        <time dateTime={customer.namedWithPermissionOn} className="whitespace-nowrap">
          {formatDate(customer.namedWithPermissionOn)}
        </time>
      </p>
    </div>
  );
}

/**
 * The hero's picture: every named customer. A customer with a case study is a tile linking it; the others
 * follow apart, muted and flat (no border or hover that would promise a click). Phones: one tile a row,
 * the logo over its words (beside them, the logo shrank to a 10 px wordmark); from sm, two up.
 */
function NamedCustomers() {
  const withStudy = EVIDENCE.customers.filter((customer) => !!studyOf(customer));
  const without = EVIDENCE.customers.filter((customer) => !studyOf(customer));
  return (
    <FigureCard label={COPY.customersCardLabel} meta={COPY.customersCardMeta(EVIDENCE.customers.length)} caption={COPY.customersCardCaption}>
      {withStudy.length > 0 && (
        <ul className="grid gap-2 sm:grid-cols-2 sm:gap-3" data-named-customers="">
          {withStudy.map((customer) => (
            <li key={customer.slug}>
              <a href={navHref(caseStudyPath(studyOf(customer)!.slug))} className="group relative block h-full rounded-lg border border-slate-200 bg-white p-3 hover:border-blue-300 hover:bg-slate-50" data-customer-tile="study">
                {/* In the hero: fetched first. */}
                <CustomerLogoImage customer={customer} size="strip" priority />
                <TileText customer={customer} />
                <span className="mt-2 inline-flex items-center gap-1 text-sm font-semibold text-blue-700">
                  {COPY.tileStudy}
                  <Icon icon={ArrowRight} className="size-4" />
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}
      {without.length > 0 && (
        <div className={cx(withStudy.length > 0 && 'mt-5 border-t border-slate-200 pt-4')}>
          <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{COPY.alsoUsing}</p>
          <ul className="mt-3 grid gap-2 sm:grid-cols-2 sm:gap-3" data-named-customers="">
            {without.map((customer) => (
              <li key={customer.slug} className="rounded-lg bg-slate-50 p-3" data-customer-tile="named">
                <CustomerLogoImage customer={customer} size="card" priority />
                <TileText customer={customer} />
              </li>
            ))}
          </ul>
        </div>
      )}
    </FigureCard>
  );
}

export function CustomersPage() {
  return (
    <>
      <PageHero hero={COPY.hero} visual={<NamedCustomers />}>
        {/* Counted from the collections, under the lede: the left column carries as much as the card beside it. */}
        {/* Phones: one a line (a wrapped row began a line with its separator); from sm, one row. */}
        <ul className="grid gap-1 text-sm font-semibold text-slate-700 sm:flex sm:flex-wrap sm:gap-x-3" data-customers-aggregate="">
          {COPY.aggregate(EVIDENCE.customers.length, EVIDENCE.caseStudies.length).map((item, i) => (
            <li key={item} className="flex items-center gap-3">
              {i > 0 && (
                <span aria-hidden="true" className="hidden text-slate-400 sm:inline">
                  ·
                </span>
              )}
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
                {/* The logo at the card size; what kind of organisation under it, the industry at the right. */}
                <div className="flex items-start justify-between gap-4">
                  <CustomerCardHeader customer={study.customerEntry} />
                  <span className="pt-1 text-right text-xs font-semibold tracking-wide text-slate-500 uppercase">{industryName(study.customerEntry.industry)}</span>
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
