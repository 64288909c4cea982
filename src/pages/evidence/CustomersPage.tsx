/** /customers: every case study as a card (logo, headline result with its source, quote, summary), then the other named customers as compact rows: each customer once. */
import type { CustomerEntry } from '../../content/evidence.ts';
import { EVIDENCE } from '../../content/evidence.ts';
import { CASE_STUDY_COPY, CUSTOMERS_PAGE as COPY } from '../../content/evidence-copy.ts';
import { caseStudyPath } from '../../content/evidence-paths.ts';
import { PageHero } from '../../components/Hero.tsx';
import { FigureCard } from '../../components/visuals/FigureCard.tsx';
import { ButtonLink } from '../../components/Button.tsx';
import { cx } from '../../components/cx.ts';
import { Section } from '../../components/Section.tsx';
import { EvidenceCta } from './EvidenceCta.tsx';
import { ResultCitation, StudyQuote } from '../product/CustomerProof.tsx';
import { navHref } from '../../render/paths.ts';
import { formatShortDate } from '../../components/format-date.ts';
import { industryName } from './CaseStudyPage.tsx';
import { CustomerCardHeader, CustomerLogoImage } from './CustomerLogoImage.tsx';
import { Icon } from '../../components/Icon.tsx';
import ArrowRight from 'lucide-react/icons/arrow-right';

const studyOf = (customer: CustomerEntry) => EVIDENCE.caseStudies.find((study) => study.customer === customer.slug);

/** A labelled date on a line of its own, the date kept together (never "Jun 2, / 2026"). */
function DatedLine({ label, date }: { label: string; date: string }) {
  return (
    <span className="block">
      {`${label} `}
      <time dateTime={date} className="whitespace-nowrap">
        {formatShortDate(date)}
      </time>
    </span>
  );
}

/** A customer's own place on the page, for a link to it (#customer-{slug}): its study card or its row. */
const entryId = (customer: CustomerEntry) => `customer-${customer.slug}`;

/**
 * The customers without a case study, each once (review C r7: the studies' customers were listed again in a
 * grid under their cards), as compact rows of one list with the same fields in the same columns: logo, what
 * kind of organisation and its industry, since when it runs in production (only when the business gives it:
 * otherwise its column stays empty, so the rows still line up), since when it is a public reference. No link:
 * a customer row never leads to an industry's marketing page (review C r7); it has an id of its own to link to.
 * Phones: the fields under the logo; from sm, the fields beside it; from lg, one row a customer.
 */
function OtherCustomers() {
  const others = EVIDENCE.customers.filter((customer) => !studyOf(customer));
  if (others.length === 0) return null;
  return (
    <Section id="named-customers" name="named-customers" align="left" eyebrow={COPY.customersEyebrow} title={COPY.customersTitle(others.length)} intro={COPY.customersCardCaption}>
      <ul className="divide-y divide-slate-200 rounded-card border border-slate-200 bg-white px-5 sm:px-6" data-named-customers="">
        {others.map((customer) => (
          <li
            key={customer.slug}
            id={entryId(customer)}
            className="grid gap-y-1 py-5 text-sm text-slate-600 sm:grid-cols-[11rem_minmax(0,1fr)] sm:gap-x-6 lg:grid-cols-[11rem_repeat(3,minmax(0,1fr))] lg:items-center"
            data-customer-row=""
          >
            <CustomerLogoImage customer={customer} size="card" className="mb-2 sm:row-span-3 sm:mb-0 lg:row-span-1" />
            <p>
              {customer.descriptor && (
                <span className="block font-semibold text-slate-800" data-customer-descriptor="">
                  {customer.descriptor}
                </span>
              )}
              <span className="block">{industryName(customer.industry) ?? customer.industry}</span>
            </p>
            {customer.inProductionSince && (
              <p className="lg:col-start-3">
                <DatedLine label={COPY.productionLabel} date={customer.inProductionSince} />
              </p>
            )}
            <p className="lg:col-start-4">
              <DatedLine label={COPY.namedLabel} date={customer.namedWithPermissionOn} />
            </p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** Each industry of the named customers once, with its customers, in the collection's order. */
function industryGroups(): [string, CustomerEntry[]][] {
  const groups = new Map<string, CustomerEntry[]>();
  for (const customer of EVIDENCE.customers) groups.set(customer.industry, [...(groups.get(customer.industry) ?? []), customer]);
  return [...groups];
}

/**
 * Phones' stand-in for the hero's sectors card (review C r7: dropped below sm, the page lost its overview):
 * one wrapping row of chips, each industry with how many customers it counts. Plain text: the card's links
 * to the industry pages are the 1280 px view's.
 */
function IndustryChips() {
  return (
    <div className="mt-4 sm:hidden" data-industry-chips="">
      <p className="sr-only">{COPY.byIndustryLabel}</p>
      <ul className="flex flex-wrap gap-2">
        {industryGroups().map(([slug, customers]) => (
          <li key={slug} className="rounded-full border border-slate-200 bg-white px-3 py-1 text-sm font-medium text-slate-700">
            {industryName(slug) ?? slug}
            <span className="ml-1.5 text-slate-500 tabular-nums">{customers.length}</span>
            <span className="sr-only">{` ${customers.length === 1 ? 'customer' : 'customers'}`}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The hero's picture: which sectors the named customers are in, each industry once with how many customers and
 * case studies it counts, linking the industry's page (review round 5: no grouping by industry and an empty right
 * half at 1280 px; round 6: listing each customer here repeated the grid below, so the rows carry counts instead).
 * Counted from the collections, nothing added.
 */
function ByIndustry() {
  const groups = industryGroups();
  return (
    <FigureCard label={COPY.byIndustryLabel} meta={COPY.byIndustryMeta(groups.length)}>
      <ul className="-my-3 divide-y divide-slate-200" data-customers-by-industry="">
        {groups.map(([slug, customers]) => {
          const name = industryName(slug);
          const studies = customers.filter((customer) => !!studyOf(customer)).length;
          return (
            <li key={slug} className="flex items-baseline justify-between gap-4 py-3">
              {name ? (
                <a href={navHref(`/${slug}`)} className="inline-flex min-h-6 shrink-0 items-center font-semibold text-blue-700 hover:text-blue-800">
                  {name}
                </a>
              ) : (
                <span className="shrink-0 font-semibold text-slate-900">{slug}</span>
              )}
              <span className="text-right text-sm text-slate-600 tabular-nums">{COPY.byIndustryCount(customers.length, studies)}</span>
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
      {/* The sectors card from sm only: on a phone it would push the case studies a screen down (review round 5); there, a chip row instead. */}
      <PageHero hero={COPY.hero} visual={<ByIndustry />} visualOnPhones={false}>
        {/* Counted from the collections, under the lede: one stat line, each item kept whole and its separator
            held to it by a no-break space, so a wrap never starts a line with "·" (review round 5: at 390 px
            three chips stacked one per line). */}
        <ul className="text-base font-semibold text-slate-800" data-customers-aggregate="">
          {COPY.aggregate(EVIDENCE.customers.length, EVIDENCE.caseStudies.length).map((item, i, items) => (
            <li key={item} className="inline">
              <span className="whitespace-nowrap">{item}</span>
              {i < items.length - 1 && <span aria-hidden="true" className="font-normal text-slate-400">{'\u00a0·'}</span>}{' '}
            </li>
          ))}
        </ul>
        <IndustryChips />
        <ButtonLink href={navHref(COPY.cta.path)} size="lg" className="mt-6">
          {COPY.cta.label}
        </ButtonLink>
      </PageHero>
      {/* The studies first, straight under the hero (what customers found, study by study); then the other named customers, each once. */}
      {/* "References on request" over the customers' cards, where a buyer weighing them reads it (review C r7: in the hero's stat line it was far from them). */}
      <Section id="case-studies" name="case-studies" tone="muted" align="left" eyebrow={COPY.studiesEyebrow} title={COPY.studiesTitle} intro={COPY.references}>
        {/* Three columns only when there are three studies or more: two never leave an empty third. */}
        <ul className={cx('grid gap-6 md:grid-cols-2', EVIDENCE.caseStudies.length >= 3 && 'lg:grid-cols-3')}>
          {EVIDENCE.caseStudies.map((study) => {
            const headline = study.results[0];
            return (
              // Two rows of the list's grid (subgrid): the story on top, the headline result under it, so the
              // results' rules and figures start level across cards whatever the quotes' lengths (review round 6:
              // pinned only by their foot, the figures sat 15-20 px apart); the link at each card's foot.
              <li key={study.slug} id={entryId(study.customerEntry)} className="relative row-span-2 grid grid-rows-subgrid gap-0 rounded-card border border-slate-200 bg-white p-6 transition hover:border-blue-300 hover:shadow-card" data-case-study="">
                <div>
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
                  {/* How it runs, when the entry says (review C r7: the cards said nothing the industry pages do not). */}
                  {study.facts?.deployment && (
                    <p className="mt-3 text-sm text-pretty text-slate-600" data-study-deployment="">
                      <span className="font-semibold text-slate-800">{`${CASE_STUDY_COPY.facts.deployment}: `}</span>
                      {study.facts.deployment}
                    </p>
                  )}
                  <StudyQuote study={study} className="mt-5" />
                </div>
                <div className="flex flex-col pt-6">
                  {/* The headline result is the card's hero: the figure large, its label under it, its source inline as everywhere else. */}
                  <p className="border-t border-slate-200 pt-5">
                    <span className="block text-5xl font-bold tracking-tight text-slate-900 tabular-nums">{headline.figure}</span>
                    <span className="mt-1 block text-pretty text-slate-700">{headline.label}</span>
                  </p>
                  {/* The one citation of customer figures (who measured, when, "Source" opening the sentence), above the card's
                      stretched link; one line (review C r6: E4). */}
                  <div className="relative mt-1">
                    <ResultCitation result={headline} />
                  </div>
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
      <EvidenceCta id="customers-cta" />
    </>
  );
}
