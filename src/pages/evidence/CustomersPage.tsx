/**
 * /customers: beside the hero's copy the customers' logos and the reference offer; every case study as a card (who, title,
 * headline result with its source, summary; the quote is the study page's), then the other named customers as cards of
 * the same frame: each customer once in the cards, each mark once on the page (the hero's).
 */
import { Fragment } from 'react';
import type { CustomerEntry } from '../../content/evidence.ts';
import { EVIDENCE } from '../../content/evidence.ts';
import { CUSTOMERS_PAGE as COPY } from '../../content/evidence-copy.ts';
import { caseStudyPath, customerEntryId } from '../../content/evidence-paths.ts';
import { PageHero } from '../../components/Hero.tsx';
import { ButtonLink, HERO_ACTIONS } from '../../components/Button.tsx';
import { cx } from '../../components/cx.ts';
import { Section } from '../../components/Section.tsx';
import { EvidenceCta } from './EvidenceCta.tsx';
import { ResultCitation } from '../product/CustomerProof.tsx';
import { navHref } from '../../render/paths.ts';
import { formatShortDate } from '../../components/format-date.ts';
import { KeepHyphenated } from './CaseStudyPage.tsx';
import { industryName } from '../../content/industries.ts';
import { InProductionLine, StripLogo } from './CustomerLogos.tsx';
import { ResultFigure, headlineResult, resultLabel } from './ResultFigure.tsx';
import { ReferenceRequestLink } from '../product/CustomerProof.tsx';
import { StageBadge } from './StageBadge.tsx';
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

/**
 * A card's header: who, in two short lines (review C r28: industry eyebrow, logo and descriptor stacked took ~150 px at
 * 390): the name, with the stage badge when `stage`, then what kind of organisation and its industry on one line
 * ("Regional bank · Financial services"). The name as text: the customers' marks are the hero's, above, each once on
 * the page (review C r22: the same mark in the hero and in its card read as said twice).
 */
function CardHeader({ customer, stage = false }: { customer: CustomerEntry; stage?: boolean }) {
  const industry = industryName(customer.industry) ?? customer.industry;
  return (
    <div className="min-w-0">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <p className="text-sm font-semibold text-slate-900" data-customer-name="">
          {customer.name}
        </p>
        {stage && <StageBadge customer={customer} />}
      </div>
      <p className="mt-1 text-sm text-slate-600">
        {customer.descriptor && (
          <>
            <span data-customer-descriptor="">{customer.descriptor}</span>
            {' \u00b7 '}
          </>
        )}
        <span data-customer-industry="">{industry}</span>
      </p>
    </div>
  );
}

/**
 * A named customer's dates, each only when the entry records it: since when it runs in production, or, for a pilot, since
 * when the pilot runs (review C r31: a pilot's card had one date where a live customer's has two), then since when it is
 * named publicly.
 */
function customerDates(customer: CustomerEntry): { term: string; date: string }[] {
  const { facts } = COPY;
  const dates = [
    { term: facts.live, date: customer.inProductionSince },
    { term: facts.pilot, date: customer.pilotSince },
    { term: facts.named, date: customer.namedWithPermissionOn },
  ];
  return dates.filter((fact): fact is { term: string; date: string } => !!fact.date);
}

/** A customer's dates, label and value on one row each, the labels short enough for one line at 390 px; at one weight (review C r12). */
function CustomerDates({ customer, className }: { customer: CustomerEntry; className?: string }) {
  return (
    <dl className={cx('grid grid-cols-[auto_1fr] content-start gap-x-4 gap-y-1 border-t border-slate-200 pt-4 text-sm', className)} data-customer-dates="">
      {customerDates(customer).map(({ term, date }) => (
        <Fragment key={term}>
          <dt className="text-slate-500">{term}</dt>
          <dd className="text-slate-900">
            <DateCell date={date} />
          </dd>
        </Fragment>
      ))}
    </dl>
  );
}

/**
 * The customers without a case study, each once (review C r7: the studies' customers were listed again under their
 * cards), as compact cards in the case-study cards' frame, three or four a row from lg (review C r28: two wide cards at
 * 1280 px held a line each and looked under-filled): who with the stage badge, what the customer runs it on when the
 * entry says (review C r22), then its dates as short labelled rows, since when it runs in production when the business
 * records it and since when it is named publicly (review C r28: "Public reference since" wrapped at 390 px). No link: a
 * customer card never leads to an industry's marketing page (review C r7); it has an id of its own to link to.
 */
function OtherCustomers() {
  const others = EVIDENCE.customers.filter((customer) => !studyOf(customer));
  if (others.length === 0) return null;
  return (
    <Section id="named-customers" name="named-customers" align="left" eyebrow={COPY.customersEyebrow} title={COPY.customersTitle} intro={COPY.customersCardCaption}>
      {/* As many columns as cards, up to three from lg and four from xl (review C r31: two cards in three columns left the
          right third empty; r28: two cards stayed narrow in three). */}
      <ul className={cx('grid gap-6 sm:grid-cols-2', others.length >= 3 && 'lg:grid-cols-3', others.length >= 4 && 'xl:grid-cols-4')} data-named-customers="">
        {others.map((customer) => (
          // Two rows of the list's grid (subgrid): the dates' rule level across a row whatever the `uses` line's length
          // and however many dates a card has.
          <li key={customer.slug} id={entryId(customer)} className={cx(CARD, 'row-span-2 grid grid-rows-subgrid gap-0')} data-customer-row="">
            <div className="pb-5">
              <CardHeader customer={customer} stage />
              {customer.uses && (
                <p className="mt-3 text-sm text-pretty text-slate-700" data-customer-uses="">
                  {customer.uses}
                </p>
              )}
            </div>
            <CustomerDates customer={customer} />
          </li>
        ))}
      </ul>
    </Section>
  );
}

/**
 * Beside the hero's copy the customers' marks, each once on the page (review C r28 and r23: the counts "4" and "2" set
 * large drew the eye to how small the base is), two a row, each linked as on the home strip (to its case study, else to
 * its card below), then the page's one reference offer, an email to sales asking to speak to one of them, as a text
 * link (r22: a second button stacked under the first at 390 px competed with it). One card at every width.
 */
function CustomersFacts() {
  const { summary } = COPY;
  return (
    <div className="rounded-card border border-slate-200 bg-white p-6 shadow-card sm:p-8" data-customers-facts="">
      <p className="text-sm font-semibold text-slate-600">{summary.customers}</p>
      <InProductionLine />
      {/* The marks at the case study's logo size, a fifth larger than the card size (review C r31: small marks floating in a
          large box), the rows and the offer under them close, the panel no taller than before. */}
      <ul className="mt-3 grid grid-cols-2 gap-x-6 gap-y-2" data-hero-logos="">
        {EVIDENCE.customers.map((customer) => (
          <li key={customer.slug} className="min-w-0">
            <StripLogo customer={customer} size="strip" />
          </li>
        ))}
      </ul>
      <p className="mt-4 border-t border-slate-200 pt-4 text-sm text-slate-600">
        {`${summary.reference} `}
        <ReferenceRequestLink data="data-reference-offer" />
      </p>
    </div>
  );
}

export function CustomersPage() {
  return (
    <>
      {/* Beside the copy the customers' marks and the way to speak to one (the cards below name them in text, so each
          mark is shown once); the reference offer said once on the page (review C r11: in the closing band it came after the
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
            const headline = headlineResult(study.results);
            return (
              // Who, then the study's title, then its headline result with its basis, then a summary that adds to it and
              // the way in (review C r28: the figure came before the title, and the summary restated it). Three rows of the
              // list's grid (subgrid), so the figures and the summaries start level across cards whatever the titles'
              // lengths. The deployment line is the study page's (its Key facts).
              <li key={study.slug} id={entryId(study.customerEntry)} className={cx(CARD, 'relative row-span-3 grid grid-rows-subgrid gap-0 transition hover:border-blue-300 hover:shadow-card')} data-case-study="">
                <div>
                  <CardHeader customer={study.customerEntry} />
                  <h3 className="mt-4 text-lg font-semibold text-balance text-slate-900">
                    <a href={navHref(caseStudyPath(study.slug))} className="after:absolute after:inset-0 hover:text-blue-800">
                      {study.title}
                    </a>
                  </h3>
                </div>
                {/* The headline result is the card's hero: the figure large, its label under it, its citation (basis, who
                    measured it, ending on "Source" as on every card, review C r31), above the card's stretched link (review C r6: E4). */}
                <div className="mt-4 border-t border-slate-200 pt-5">
                  <p>
                    <span className="block text-5xl font-bold tracking-tight text-slate-900 tabular-nums">
                      <ResultFigure result={headline} />
                    </span>
                    <span className="mt-1 block text-pretty text-slate-700">
                      <KeepHyphenated text={resultLabel(headline)} />
                    </span>
                  </p>
                  <div className="relative z-10 mt-1">
                    <ResultCitation result={headline} />
                  </div>
                </div>
                <div className="flex flex-col pt-4">
                  <p className="pb-4 text-pretty text-slate-600">{study.summary}</p>
                  {/* Since when the customer runs it and is named, as the other customers' cards say (trust review T2 r34:
                      the study cards alone left them out); at the card's foot, so the rules are level across a row. */}
                  <CustomerDates customer={study.customerEntry} className="mt-auto" />
                  <span className="inline-flex items-center gap-1.5 pt-5 text-sm font-semibold text-blue-700" aria-hidden="true">
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
