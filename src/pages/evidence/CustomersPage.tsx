/**
 * /customers: beside the hero's copy how many customers and studies there are and the reference offer; every case study
 * as a card (logo, headline result with its source, summary; the quote is the study page's), then the other named
 * customers as cards of the same frame: each customer once on the page.
 */
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
import { navHref } from '../../render/paths.ts';
import { formatShortDate } from '../../components/format-date.ts';
import { industryName, KeepHyphenated } from './CaseStudyPage.tsx';
import { CustomerCardHeader } from './CustomerLogoImage.tsx';
import { ResultFigure } from './ResultFigure.tsx';
import { ReferenceRequestLink } from '../product/CustomerProof.tsx';
import { Icon } from '../../components/Icon.tsx';
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

/** A customer's own place on the page, for a link to it (#customer-{slug}): its study card or its named-customer card. */
const entryId = (customer: CustomerEntry) => customerEntryId(customer.slug);

/** A customer's card on this page, a case study's or not: one frame, so the two lists read as one set (review C r15). */
const CARD = 'rounded-card border border-slate-200 bg-white p-6';

/** The industry on its own line above a card's logo (review round 4: beside it at 390 px it wrapped to two right-aligned lines). */
function IndustryEyebrow({ customer }: { customer: CustomerEntry }) {
  return <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{industryName(customer.industry) ?? customer.industry}</p>;
}

/**
 * The customers without a case study, each once (review C r7: the studies' customers were listed again under their
 * cards), as cards side by side that match the case-study cards above (review C r15: a two-row table across the page
 * at 1280 px, its Stage column wide and empty): industry, logo and what kind of organisation, what the customer runs
 * it on when the entry says (review C r22: without it the cards were mostly empty), then two labelled facts,
 * where it stands (in production since, or pilot) and since when it is a public reference. A date the business does
 * not give is an em dash, with no reason we were not told. No link: a customer card never leads to an industry's
 * marketing page (review C r7); it has an id of its own to link to.
 */
function OtherCustomers() {
  const others = EVIDENCE.customers.filter((customer) => !studyOf(customer));
  if (others.length === 0) return null;
  const { facts } = COPY;
  return (
    <Section id="named-customers" name="named-customers" align="left" eyebrow={COPY.customersEyebrow} title={COPY.customersTitle} intro={COPY.customersCardCaption}>
      <ul className={cx('grid gap-6 md:grid-cols-2', others.length >= 3 && 'lg:grid-cols-3')} data-named-customers="">
        {others.map((customer) => (
          <li key={customer.slug} id={entryId(customer)} className={cx(CARD, 'flex flex-col')} data-customer-row="">
            {/* Who, and what they run it on when the entry says; the facts at the card's foot, level across a row. */}
            <div className="flex-1 pb-5">
              <IndustryEyebrow customer={customer} />
              <CustomerCardHeader customer={customer} className="mt-3" />
              {customer.uses && (
                <p className="mt-4 text-pretty text-slate-700" data-customer-uses="">
                  {customer.uses}
                </p>
              )}
            </div>
            {/* The two facts side by side from 390 px, labels in one row and values in the next (a label that wraps, as
                "Public reference since" does at 390 px, keeps both values level), at one weight (review C r12). */}
            <dl className="grid grid-flow-col grid-cols-2 grid-rows-[auto_1fr] gap-x-4 gap-y-1 border-t border-slate-200 pt-5 text-sm">
              <dt className="text-slate-500">{facts.production}</dt>
              <dd className="text-slate-900">
                <CustomerStage customer={customer} />
              </dd>
              <dt className="text-slate-500">{facts.named}</dt>
              <dd className="text-slate-900">
                <DateCell date={customer.namedWithPermissionOn} />
              </dd>
            </dl>
          </li>
        ))}
      </ul>
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
 * Beside the hero's copy, what the page holds, counted from the collections (review C r22: the hero's logos repeated
 * the four customers the cards below list, each customer is now shown once, in its card): how many customers agreed
 * to be named and how many studies are published, then the page's one reference offer, an email to sales asking to
 * speak to one of them, as a text link (r22: a second button stacked under the first at 390 px competed with it). One
 * card at every width.
 */
function CustomersFacts() {
  const { summary } = COPY;
  const counts = [
    { label: summary.customers, value: EVIDENCE.customers.length },
    { label: summary.studies, value: EVIDENCE.caseStudies.length },
  ];
  return (
    <div className="rounded-card border border-slate-200 bg-white p-6 shadow-card sm:p-8" data-customers-facts="">
      <dl className="grid grid-cols-2 gap-6">
        {counts.map(({ label, value }) => (
          <div key={label} className="flex flex-col-reverse justify-end">
            <dt className="mt-1 text-sm text-slate-600">{label}</dt>
            <dd className="text-4xl font-bold tracking-tight text-slate-900 tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-6 border-t border-slate-200 pt-5 text-sm text-slate-600">
        {`${summary.reference} `}
        <ReferenceRequestLink data="data-reference-offer" />
      </p>
    </div>
  );
}

export function CustomersPage() {
  return (
    <>
      {/* Beside the copy what the page holds and the way to speak to a customer (review C r22: logos here repeated the
          cards'); the reference offer said once on the page (review C r11: in the closing band it came after the
          evidence), a request to sales (r12: as a caption it read as stray text). */}
      <PageHero hero={COPY.hero} visual={<CustomersFacts />}>
        <div className={HERO_ACTIONS}>
          <ButtonLink href={navHref(COPY.cta.path)} size="lg">
            {COPY.cta.label}
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
              <li key={study.slug} id={entryId(study.customerEntry)} className={cx(CARD, 'relative row-span-3 grid grid-rows-subgrid gap-0 transition hover:border-blue-300 hover:shadow-card')} data-case-study="">
                <div>
                  <IndustryEyebrow customer={study.customerEntry} />
                  <div className="mt-3">
                    <CustomerCardHeader customer={study.customerEntry} />
                  </div>
                </div>
                {/* The headline result is the card's hero: the figure large, its label under it, its one-line citation
                    (who measured, when, "Source" opening the sentence), above the card's stretched link (review C r6: E4). */}
                <div className="mt-5 border-t border-slate-200 pt-5">
                  <p>
                    <span className="block text-5xl font-bold tracking-tight text-slate-900 tabular-nums">
                      <ResultFigure result={headline} />
                    </span>
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
