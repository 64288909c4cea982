/** /customers: every case study as a card (logo, headline result with its source, quote, summary), then every named customer as one grid of logo tiles. */
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
import { StudyQuote } from '../product/CustomerProof.tsx';
import { navHref } from '../../render/paths.ts';
import { formatDate, formatShortDate } from '../../components/format-date.ts';
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

/**
 * A tile's words: what kind of organisation (when given), then its industry, since when it runs in production
 * (when the business gives it) and since when it is a public reference, labelled (review round 6: "Named Jun 2, 2026" read as cryptic; round 4: an unlabelled date read as a
 * go-live date), at body-small size (round 6: 12 px grey metadata), straight under the descriptor.
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
      <p className="pt-1 text-sm text-slate-600">
        <span className="block">{industryName(customer.industry)}</span>
        {customer.inProductionSince && <DatedLine label={COPY.productionLabel} date={customer.inProductionSince} />}
        <DatedLine label={COPY.namedLabel} date={customer.namedWithPermissionOn} />
      </p>
    </div>
  );
}

/**
 * Columns by how many customers: one is a single tile, two and three share a row at a tile's width (never a row
 * with empty cells beside them), four are two by two then one row from lg, and more run four a row. Phones: one
 * column (review round 6: two a row shrank the wordmarks to about 11 px).
 */
const TILE_COLUMNS = ['', 'max-w-xs', 'max-w-2xl sm:grid-cols-2', 'max-w-4xl sm:grid-cols-3', 'sm:grid-cols-2 lg:grid-cols-4', 'sm:grid-cols-3 lg:grid-cols-4'];

/**
 * Every named customer once, as one grid of logo tiles under the case studies (review round 5: an "Also
 * using" card ranked the customers without results above the studies and counted "2 customers" beside a
 * "4 named customers" chip). A customer with a study links it. Phones: one a row; up to four a row from lg,
 * so 4 customers make one row and 20 make five.
 */
function NamedCustomers() {
  const { customers } = EVIDENCE;
  return (
    <Section id="named-customers" name="named-customers" align="left" eyebrow={COPY.customersEyebrow} title={COPY.customersTitle(customers.length)} intro={COPY.customersCardCaption}>
      <ul className={cx('grid gap-3 sm:gap-4', TILE_COLUMNS[Math.min(customers.length, 5)])} data-named-customers="">
        {customers.map((customer) => {
          const study = studyOf(customer);
          const industry = industryName(customer.industry);
          // Every tile ends on a link line (review round 6: two tiles with a link and two without ended ragged):
          // its case study, or else its industry's page.
          const target = study ? { href: caseStudyPath(study.slug), label: COPY.tileStudy, kind: 'study' } : industry ? { href: `/${customer.industry}`, label: CASE_STUDY_COPY.next.industry(industry), kind: 'industry' } : undefined;
          const tile = 'flex h-full flex-col rounded-lg border border-slate-200 bg-white p-4';
          return (
            <li key={customer.slug}>
              {target ? (
                <a href={navHref(target.href)} className={`${tile} hover:border-blue-300 hover:bg-slate-50`} data-customer-tile={target.kind}>
                  <CustomerLogoImage customer={customer} size="card" />
                  <TileText customer={customer} />
                  <span className="mt-auto inline-flex items-center gap-1 pt-3 text-sm font-semibold text-blue-700">
                    {target.label}
                    <Icon icon={ArrowRight} className="size-4" />
                  </span>
                </a>
              ) : (
                <div className={tile} data-customer-tile="named">
                  <CustomerLogoImage customer={customer} size="card" />
                  <TileText customer={customer} />
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

/**
 * The hero's picture: which sectors the named customers are in, each industry once with how many customers and
 * case studies it counts, linking the industry's page (review round 5: no grouping by industry and an empty right
 * half at 1280 px; round 6: listing each customer here repeated the grid below, so the rows carry counts instead).
 * Counted from the collections, nothing added.
 */
function ByIndustry() {
  const groups = new Map<string, CustomerEntry[]>();
  for (const customer of EVIDENCE.customers) groups.set(customer.industry, [...(groups.get(customer.industry) ?? []), customer]);
  return (
    <FigureCard label={COPY.byIndustryLabel} meta={COPY.byIndustryMeta(groups.size)}>
      <ul className="-my-3 divide-y divide-slate-200" data-customers-by-industry="">
        {[...groups].map(([slug, customers]) => {
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
      {/* The sectors card from sm only: on a phone it would push the case studies a screen down (review round 5). */}
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
        <ButtonLink href={navHref(COPY.cta.path)} size="lg" className="mt-6">
          {COPY.cta.label}
        </ButtonLink>
      </PageHero>
      {/* The studies first, straight under the hero (what customers found, study by study); then every customer named. */}
      <Section id="case-studies" name="case-studies" tone="muted" align="left" eyebrow={COPY.studiesEyebrow} title={COPY.studiesTitle}>
        {/* Three columns only when there are three studies or more: two never leave an empty third. */}
        <ul className={cx('grid gap-6 md:grid-cols-2', EVIDENCE.caseStudies.length >= 3 && 'lg:grid-cols-3')}>
          {EVIDENCE.caseStudies.map((study) => {
            const headline = study.results[0];
            return (
              // Two rows of the list's grid (subgrid): the story on top, the headline result under it, so the
              // results' rules and figures start level across cards whatever the quotes' lengths (review round 6:
              // pinned only by their foot, the figures sat 15-20 px apart); the link at each card's foot.
              <li key={study.slug} className="relative row-span-2 grid grid-rows-subgrid gap-0 rounded-card border border-slate-200 bg-white p-6 transition hover:border-blue-300 hover:shadow-card" data-case-study="">
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
                  <StudyQuote study={study} className="mt-5" />
                </div>
                <div className="flex flex-col pt-6">
                  {/* The headline result is the card's hero: the figure large, its label under it, its source inline as everywhere else. */}
                  <p className="border-t border-slate-200 pt-5">
                    <span className="block text-5xl font-bold tracking-tight text-slate-900 tabular-nums">{headline.figure}</span>
                    <span className="mt-1 block text-pretty text-slate-700">{headline.label}</span>
                  </p>
                  <p className="mt-2 text-sm leading-5 text-slate-600" data-result-source="">
                    {`${CASE_STUDY_COPY.sourceLabel}: ${headline.source}, ${CASE_STUDY_COPY.measuredLabel} `}
                    <time dateTime={headline.date}>{formatDate(headline.date)}</time>
                    {'.'}
                  </p>
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
      <NamedCustomers />
      <EvidenceCta id="customers-cta" />
    </>
  );
}
