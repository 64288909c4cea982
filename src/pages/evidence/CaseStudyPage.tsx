/**
 * /customers/{slug}: one case study (content/case-studies/). The customer, named with permission;
 * the problem and approach; every result with its source and date; a quote only with its person's
 * consent date. Nothing here is written by us about the customer beyond what the entry holds.
 */
import type { CaseStudyEntry } from '../../content/evidence.ts';
import type { ReactNode } from 'react';
import { CustomerLogoImage } from './CustomerLogoImage.tsx';
import { FactList } from './FactList.tsx';
import { ResultFigure, headlineResult, resultFigureText, resultLabel } from './ResultFigure.tsx';
import { QuoteAttribution } from './QuoteAttribution.tsx';
import { CASE_STUDY_COPY as COPY, CUSTOMERS_PAGE } from '../../content/evidence-copy.ts';
import { EVIDENCE } from '../../content/evidence.ts';
import { caseStudyPath } from '../../content/evidence-paths.ts';
import { Icon } from '../../components/Icon.tsx';
import ArrowRight from 'lucide-react/icons/arrow-right';
import { industryName } from '../../content/industries.ts';
import { PageHero } from '../../components/Hero.tsx';
import { FigureCard } from '../../components/visuals/FigureCard.tsx';
import { Section } from '../../components/Section.tsx';
import { FigureText } from '../../components/Figure.tsx';
import { cx } from '../../components/cx.ts';
import { EvidenceCta } from './EvidenceCta.tsx';
import { navHref } from '../../render/paths.ts';
import { formatDate } from '../../components/format-date.ts';
import { PRODUCT_PROOF_COPY } from '../../content/product-proof.ts';
import { Prose } from '../resources/Prose.tsx';
import { SOLUTIONS, solutionPath } from '../../content/solutions.ts';

/**
 * The hero's picture: who the customer is (logo, what kind of organisation, its industry, how it runs Vertiq and how
 * much it processes, when the entry gives them) and since when it runs in production. When the customer allowed naming
 * and when the study was published are the byline's under the copy (StudyDates). The results are not repeated here:
 * they live once, with their sources, in the Results section.
 */
function CustomerCard({ study }: { study: CaseStudyEntry }) {
  const customer = study.customerEntry;
  const industry = industryName(customer.industry);
  const { deployment, volume } = study.facts ?? {};
  // Review C r12: a logo and three dates left the card sparse; industry, deployment and volume here, and only here
  // (the eyebrow no longer names the industry; Key facts no longer repeats deployment and volume).
  const facts = [
    industry && { term: COPY.facts.industry, value: industry },
    deployment && { term: COPY.facts.deployment, value: deployment },
    volume && { term: COPY.facts.volume, value: volume },
    customer.inProductionSince && { term: COPY.facts.inProduction, value: <DateText date={customer.inProductionSince} /> },
    // Without a production date, the stage the business records (a pilot, or in production), as the /customers table says it.
    !customer.inProductionSince && customer.status && { term: COPY.facts.stage, value: CUSTOMERS_PAGE.status[customer.status] },
  ].filter((fact) => !!fact);
  return (
    // The bar says what the card is; the customer's name is the logo's, not repeated at its right.
    <FigureCard label={COPY.facts.customer}>
      {/* The logo at the strip size, straight on the card (no inner tile left two-thirds empty), and what kind of organisation it is. */}
      <CustomerLogoImage customer={customer} size="strip" priority />
      {customer.descriptor && (
        <p className="mt-2 text-sm font-semibold text-slate-800" data-customer-descriptor="">
          {customer.descriptor}
        </p>
      )}
      {/* Phones: each label over its value (a label column took half the card and wrapped the dates); from sm, side by side.
          Values greedy-wrapped (review C r31: "pretty" broke "About 1,200 credit files a / quarter" early at 390 px). */}
      <dl className="mt-4 grid gap-y-3 border-t border-slate-200 pt-4 sm:grid-cols-[auto_1fr] sm:gap-x-6" data-customer-facts="">
        {facts.map((fact) => (
          <div key={fact.term} className="grid items-baseline sm:col-span-2 sm:grid-cols-subgrid">
            <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{fact.term}</dt>
            <dd className="text-slate-800">{fact.value}</dd>
          </div>
        ))}
      </dl>
    </FigureCard>
  );
}

/**
 * Under the hero's copy, as an article's byline: when the study was published and since when the customer allows
 * naming (review C r15: the copy column ended ~200 px above the customer card; the two dates made that card taller).
 */
function StudyDates({ study }: { study: CaseStudyEntry }) {
  const dates = [
    { term: COPY.facts.published, date: study.publishedOn },
    { term: COPY.facts.named, date: study.customerEntry.namedWithPermissionOn },
  ];
  return (
    <dl className="flex flex-wrap gap-x-10 gap-y-3 border-t border-slate-200 pt-5" data-study-dates="">
      {dates.map((fact) => (
        <div key={fact.term}>
          <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{fact.term}</dt>
          <dd className="mt-1 text-slate-800">
            <DateText date={fact.date} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * At the top of the column beside the story: the study's key facts, from its own entry only, that the hero does not
 * already give: how long it took, what it is connected to and the solutions it shows. Each only when
 * the entry gives it; none at all: no box.
 */
function keyFacts(study: CaseStudyEntry): { term: string; value: ReactNode }[] {
  const solutions = (study.solutions ?? []).flatMap((slug) => SOLUTIONS.filter((solution) => solution.slug === slug));
  const { timeToProduction, integrations } = study.facts ?? {};
  const list = (items: ReactNode[]) => <FactList items={items} />;
  // Only what the hero does not already say (its card gives industry, deployment and volume, its byline the dates): each thing once.
  const facts: ({ term: string; value: ReactNode } | false | undefined)[] = [
    !!timeToProduction && { term: COPY.facts.timeToProduction, value: timeToProduction },
    !!integrations && { term: COPY.facts.integrations, value: list(integrations) },
    solutions.length > 0 && {
      term: COPY.facts.solutions,
      value: list(
        solutions.map((solution) => (
          <a href={navHref(solutionPath(solution))} className="inline-flex min-h-6 items-center font-semibold text-blue-700 hover:text-blue-800">
            {solution.name}
          </a>
        )),
      ),
    },
  ];
  return facts.filter((fact) => !!fact);
}

/**
 * At the top of the column beside the story from lg; the facts two-up from sm, one column beside the story from lg (review round 4: a
 * five-column strip was cramped; round 5: a narrow column of five stacked facts ran past the story's end).
 */
function KeyFacts({ facts }: { facts: { term: string; value: ReactNode }[] }) {
  if (facts.length === 0) return null;
  return (
    // Below lg first in the band, straight after Results (review C r8: on phones it came after the whole story).
    <aside aria-label={COPY.facts.title} className="rounded-card border border-slate-200 bg-white p-6 max-lg:order-first" data-key-facts="">
      <p className="text-xs font-semibold tracking-wide text-blue-700 uppercase">{COPY.facts.title}</p>
      <dl className="mt-4 grid gap-x-8 gap-y-5 sm:grid-cols-2 lg:grid-cols-1">
        {facts.map((fact) => (
          <div key={fact.term}>
            <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{fact.term}</dt>
            {/* Greedy wrapping to the card's edge (review C r31: "pretty" wrapped the values ~100 px short of it at 1280 px). */}
            <dd className="mt-1 text-sm leading-6 text-slate-800">{fact.value}</dd>
          </div>
        ))}
      </dl>
    </aside>
  );
}

/**
 * The pull quote, in the column beside the story from lg under the key facts (review C r15: with the quote in a band of
 * its own, the column beside "In detail" and "What we would do differently" stood empty for ~700 px); sticky there, so
 * it stays beside the story to its end. Below lg, after "The approach" (CaseStudyPage). The words at 20 px medium, under
 * the headings' weight (review C r23/r31: at 24-28 px bold, four heavy lines outweighed them), the person named, the
 * consent date small.
 */
function PullQuote({ quote }: { quote: NonNullable<CaseStudyEntry['quote']> }) {
  return (
    <figure className="border-l-4 border-blue-700 pl-6 sm:pl-8 lg:sticky lg:top-24" data-quote="">
      <blockquote className="text-xl leading-8 font-medium text-pretty text-slate-900">
        <p>{`“${quote.text}”`}</p>
      </blockquote>
      <figcaption className="mt-6 text-base text-slate-700">
        <QuoteAttribution name={quote.name} role={quote.role} />
        <span className="mt-2 block text-xs text-slate-600">{COPY.quoteConsent(formatDate(quote.consentDate))}</span>
      </figcaption>
    </figure>
  );
}

/**
 * Text whose hyphenated words never break at their hyphen (review round 4: "first- / pass review"). Each such
 * word is a no-wrap span rather than a U+2011 hyphen, so the text still reads and searches as typed.
 */
export function KeepHyphenated({ text }: { text: string }) {
  return text.split(/(\S+-\S+)/).map((part, i) => (i % 2 ? <span key={i} className="whitespace-nowrap">{part}</span> : part));
}

/**
 * A business's sentence with a no-break space between each number and the word it counts, as the style guide sets a
 * number and its unit (review C r15: "...shortened the 11 / weeks" at 390 px).
 */
const keepNumbersWithWords = (text: string) => text.replace(/(\d) (?=\p{L})/gu, '$1\u00a0');

/** A date as the style guide writes it, machine-readable too. */
function DateText({ date }: { date: string }) {
  return <time dateTime={date}>{formatDate(date)}</time>;
}

/**
 * Every case study ends the same way, whatever its entry holds: where to go next. The customer's industry
 * page (its peers' documents and model) and the other case studies, each with its dated headline result.
 * Navigation only: nothing here is a claim the entry does not make.
 */
const CARD = 'group flex h-full flex-col rounded-card border border-slate-200 bg-white p-6 hover:border-blue-300';

function NextSteps({ study }: { study: CaseStudyEntry }) {
  const industry = industryName(study.customerEntry.industry);
  const others = EVIDENCE.caseStudies.filter((other) => other.slug !== study.slug);
  if (!industry && !others.length) return null;
  // As many columns as cards (at most three): two cards never leave an empty third.
  const cards = (industry ? 1 : 0) + others.length;
  return (
    <section aria-labelledby="next-heading" className="border-t border-slate-200 bg-white py-16 sm:py-20" data-section="next">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        {/* An eyebrow as over the Results and every section of the site (review C r12). */}
        <p className="text-sm font-semibold tracking-wide text-blue-700 uppercase">{COPY.next.eyebrow}</p>
        <h2 id="next-heading" className="mt-2 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {COPY.next.title}
        </h2>
        <ul className={cx('mt-8 grid gap-4', cards === 1 && 'max-w-xl', cards >= 2 && 'sm:grid-cols-2', cards >= 3 && 'lg:grid-cols-3')}>
          {industry && (
            <li>
              <a href={navHref(`/${study.customerEntry.industry}`)} className={CARD}>
                <span className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{COPY.next.industryLabel}</span>
                {/* A short title and a line under it (review round 5: one two-line run-on title). */}
                <span className="mt-2 text-lg font-semibold text-slate-900 group-hover:text-blue-800">{COPY.next.industry(industry)}</span>
                <span className="mt-1 text-pretty text-slate-600">{COPY.next.industryText}</span>
                <span className="mt-auto inline-flex items-center gap-1.5 pt-4 text-sm font-semibold text-blue-700">
                  {industry}
                  <Icon icon={ArrowRight} className="size-4" />
                </span>
              </a>
            </li>
          )}
          {others.map((other) => (
            <li key={other.slug}>
              <a href={navHref(caseStudyPath(other.slug))} className={CARD}>
                <span className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{COPY.eyebrow}</span>
                <span className="mt-2 text-lg font-semibold text-balance text-slate-900 group-hover:text-blue-800">{other.title}</span>
                {/* Its headline result as the line under the title, as the industry card has its line (review round 6: without one, its link sat lower than its neighbour's). */}
                {other.results.length > 0 && <span className="mt-1 text-pretty text-slate-600">{`${resultFigureText(headlineResult(other.results))} ${headlineResult(other.results).label}`}</span>}
                <span className="mt-auto inline-flex items-center gap-1.5 pt-4 text-sm font-semibold text-blue-700">
                  {CUSTOMERS_PAGE.readStudy}
                  <Icon icon={ArrowRight} className="size-4" />
                </span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/**
 * One part of the story column (problem, approach, detail, limits): a heading and its text, the parts a step apart.
 * Body size on phones (review round 6: lead size made long walls of text at 390 px), lead from sm. Balanced wrapping on
 * headings only: paragraphs greedy (review C r31: "pretty" left ragged short lines at 390 px).
 */
function StoryPart({ title, first = false, children }: { title: string; first?: boolean; children: ReactNode }) {
  return (
    <>
      <h2 className={cx('text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl', !first && 'mt-10')}>{title}</h2>
      <div className="mt-4 text-base leading-7 text-slate-700 sm:text-lg sm:leading-8">{children}</div>
    </>
  );
}

export function CaseStudyPage({ study }: { study: CaseStudyEntry }) {
  const { quote } = study;
  const facts = keyFacts(study);
  const hasRest = !!study.body.html.trim() || !!study.limits;
  return (
    <>
      {/* The eyebrow says what it is; the industry is the card's (review C r12) and the name the logo's and the heading's.
          The H1 a step smaller on phones: at text-4xl a 40-60 character title left a word alone on a line (review C r7: "triaged"). */}
      <PageHero hero={{ eyebrow: COPY.eyebrow, title: study.title, description: study.summary }} visual={<CustomerCard study={study} />} smallerTitleOnPhones>
        <StudyDates study={study} />
      </PageHero>
      {/* Who measured the figures, said once for all of them (review C r8: the same clause closed every source). */}
      <Section id="results" name="results" align="left" eyebrow={COPY.resultsEyebrow} title={COPY.resultsTitle} intro={COPY.resultsIntro(study.customerEntry.name, study.results.filter((result) => result.verifiedBy).length, study.results.length)} className="border-b border-slate-200">
        {/* Open columns under a hairline, not boxed cards (review round 6: equal-height cards left empty bottoms
            under the short results): a result ends where its source ends. Phones: one column (review C r7: two 150 px
            columns of 12 px source text were hard to read); two a row from sm; from lg, one row of up to four. */}
        <ul className={cx('grid gap-y-8 sm:grid-cols-2 sm:gap-x-8', study.results.length === 3 && 'lg:grid-cols-3', study.results.length >= 4 && 'lg:grid-cols-4')}>
          {study.results.map((result) => (
            <li key={result.label} className="border-t border-slate-300 pt-5" data-result="">
              <p>
                <span className="block text-4xl font-bold tracking-tight text-slate-900 tabular-nums sm:text-5xl">
                  <ResultFigure result={result} />
                </span>
                {/* Greedy wrapping, the column's full measure (review C r22: "pretty" sent "first-pass" down to spare a
                    one-word last line, and the label wrapped early with a ragged short first line at 1280 px). */}
                <span className="mt-2 block text-lg leading-7 text-slate-700">
                  <KeepHyphenated text={resultLabel(result)} />
                </span>
              </p>
              {/* 15 px in the label's ink (trust review T3 r41: at 14 px in the lighter grey the source read as small
                  print, at 390 px most of all), a step under the label's 18 px, so the figure and its label still lead. */}
              <p className="mt-3 text-body-sm leading-6 text-slate-700" data-result-source="">
                <span className="font-semibold text-slate-800">{`${COPY.sourceLabel}: `}</span>
                {`${result.source}, ${COPY.measuredLabel} `}
                <DateText date={result.date} />
                {/* A named verifier on its own figure (review C, E4); the customer's own measurement is the intro's line. */}
                {result.verifiedBy ? `; ${PRODUCT_PROOF_COPY.verifiedBy(result.verifiedBy).replace(/^V/, 'v')}.` : '.'}
              </p>
            </li>
          ))}
        </ul>
      </Section>
      {/* The story in one reading column (problem, approach, then the entry's own detail when it has some) with the
          key facts and the quote beside it from lg (review C r7: problem and approach, a paragraph each in two columns,
          made a thin band at 1280, and "In detail" a second band of its own). Below lg both columns' parts are the band's
          own items (display: contents): the facts first, then problem and approach, the quote, and the rest of the story
          (review C r22: on phones the quote came last, after "What we would do differently"). Neither: the column alone,
          at a reading width. */}
      <section className="bg-slate-50 py-16 sm:py-20" data-section="story">
        <div className={cx('mx-auto grid max-w-7xl gap-10 px-4 sm:px-6', (facts.length > 0 || quote) && 'lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-16')}>
          <div className={cx('max-w-3xl', quote && 'max-lg:contents')}>
            <div>
              <StoryPart title={COPY.problemTitle} first>
                <FigureText>{study.problem}</FigureText>
              </StoryPart>
              <StoryPart title={COPY.approachTitle}>
                <FigureText>{study.approach}</FigureText>
              </StoryPart>
            </div>
            {hasRest && (
              // Below lg after the quote, the band's gap above it in place of its first heading's margin.
              <div className={cx(quote && 'max-lg:order-last max-lg:[&>h2:first-child]:mt-0')} data-story-rest="">
                {study.body.html.trim() && (
                  <StoryPart title={COPY.detailTitle}>
                    <Prose body={study.body} />
                  </StoryPart>
                )}
                {/* Last, only when the entry gives it: what would be done differently. */}
                {study.limits && (
                  <StoryPart title={COPY.limitsTitle}>
                    <p data-study-limits="">{keepNumbersWithWords(study.limits)}</p>
                  </StoryPart>
                )}
              </div>
            )}
          </div>
          {(facts.length > 0 || quote) && (
            <div className="flex flex-col gap-12 max-lg:contents">
              <KeyFacts facts={facts} />
              {quote && <PullQuote quote={quote} />}
            </div>
          )}
        </div>
      </section>
      <NextSteps study={study} />
      <EvidenceCta id="case-study-cta" reference back />
    </>
  );
}
