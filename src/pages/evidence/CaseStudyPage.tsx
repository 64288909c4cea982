/**
 * /customers/{slug}: one case study (content/case-studies/). The customer, named with permission;
 * the problem and approach; every result with its source and date; a quote only with its person's
 * consent date. Nothing here is written by us about the customer beyond what the entry holds.
 */
import type { CaseStudyEntry } from '../../content/evidence.ts';
import { Image } from '../../components/Image.tsx';
import { CASE_STUDY_COPY as COPY } from '../../content/evidence-copy.ts';
import { INDUSTRY_CARDS } from '../../content/industries.ts';
import { PageHero } from '../../components/Hero.tsx';
import { FigureCard } from '../../components/visuals/FigureCard.tsx';
import { Section } from '../../components/Section.tsx';
import { Quotation } from '../../components/Quotation.tsx';
import { FigureText } from '../../components/Figure.tsx';
import { cx } from '../../components/cx.ts';
import { EvidenceCta } from './EvidenceCta.tsx';
import { navHref } from '../../render/paths.ts';
import { formatDate } from '../resources/format-date.ts';
import { Prose } from '../resources/Prose.tsx';

/** The industry page's name for a customer's industry slug. */
export function industryName(slug: string): string | undefined {
  return INDUSTRY_CARDS.find((card) => card.href === `/${slug}`)?.title;
}

/**
 * The hero's picture: who the customer is (logo, industry) and since when they allow us to name them.
 * The results are not repeated here: they live once, with their sources, in the Results section.
 */
function CustomerCard({ study }: { study: CaseStudyEntry }) {
  const customer = study.customerEntry;
  const industry = industryName(customer.industry);
  const facts = [
    industry && {
      term: COPY.facts.industry,
      value: (
        <a href={navHref(`/${customer.industry}`)} className="inline-flex min-h-6 items-center font-semibold text-blue-700 hover:text-blue-800">
          {industry}
        </a>
      ),
    },
    { term: COPY.facts.named, value: <DateText date={customer.namedWithPermissionOn} /> },
    { term: COPY.facts.published, value: <DateText date={study.publishedOn} /> },
  ].filter((fact) => !!fact);
  return (
    <FigureCard label={COPY.facts.customer} meta={customer.name}>
      {/* In the hero: fetched first. Shown at most 15rem wide (w-60). */}
      <Image {...customer.logo} alt={customer.name} sizes="15rem" priority pictureClassName="block" className="h-18 w-60 max-w-full object-contain object-left" />
      <dl className="mt-5 grid gap-x-6 gap-y-3 border-t border-slate-200 pt-4 sm:grid-cols-[auto_1fr]" data-customer-facts="">
        {facts.map((fact) => (
          <div key={fact.term} className="grid gap-y-0.5 sm:col-span-2 sm:grid-cols-subgrid sm:items-baseline sm:gap-x-6">
            <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{fact.term}</dt>
            <dd className="text-slate-800">{fact.value}</dd>
          </div>
        ))}
      </dl>
    </FigureCard>
  );
}

/** A date as the style guide writes it, machine-readable too. */
function DateText({ date }: { date: string }) {
  return <time dateTime={date}>{formatDate(date)}</time>;
}

export function CaseStudyPage({ study }: { study: CaseStudyEntry }) {
  const { quote } = study;
  return (
    <>
      <PageHero hero={{ eyebrow: `${COPY.eyebrow} · ${study.customerEntry.name}`, title: study.title, description: study.summary }} visual={<CustomerCard study={study} />} />
      <Section id="results" name="results" align="left" title={COPY.resultsTitle} intro={COPY.resultsIntro(study.customerEntry.name)} className="border-b border-slate-200">
        <ul className={cx('grid gap-6 sm:grid-cols-2', study.results.length >= 3 && 'lg:grid-cols-3')}>
          {study.results.map((result) => (
            <li key={result.label} className="flex flex-col rounded-card border border-slate-200 bg-white p-6 shadow-card" data-result="">
              <p className="border-l-4 border-blue-700 pl-4">
                <span className="block text-5xl font-bold tracking-tight text-slate-900 tabular-nums">{result.figure}</span>
                <span className="mt-2 block text-lg leading-7 text-pretty text-slate-700">{result.label}</span>
              </p>
              <p className="mt-6 border-t border-slate-200 pt-4 text-sm leading-6 text-slate-600" data-result-source="">
                <span className="font-semibold text-slate-800">{`${COPY.sourceLabel}: `}</span>
                {`${result.source}, ${COPY.measuredLabel} `}
                <DateText date={result.date} />
                {'.'}
              </p>
            </li>
          ))}
        </ul>
      </Section>
      <section aria-label={`${COPY.problemTitle} and ${COPY.approachTitle.toLowerCase()}`} className="bg-slate-50 py-16 sm:py-20" data-section="story">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-2 lg:gap-16">
          {[
            { title: COPY.problemTitle, text: study.problem },
            { title: COPY.approachTitle, text: study.approach },
          ].map((part) => (
            <div key={part.title}>
              <h2 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{part.title}</h2>
              <p className="mt-4 text-lg leading-8 text-pretty text-slate-700">
                <FigureText>{part.text}</FigureText>
              </p>
            </div>
          ))}
        </div>
      </section>
      {quote && (
        <section aria-label={`${quote.name}, ${quote.role}`} className="bg-white py-16 sm:py-20" data-section="quote">
          <Quotation text={quote.text}>
            <span className="font-semibold text-slate-900">{quote.name}</span>
            {`, ${quote.role}`}
            <span className="mt-1 block text-xs">{COPY.quoteConsent(formatDate(quote.consentDate))}</span>
          </Quotation>
        </section>
      )}
      {study.body.html.trim() && (
        <section aria-labelledby="detail-heading" className="bg-white px-4 pb-16 sm:px-6 sm:pb-20" data-section="detail">
          <div className="mx-auto max-w-3xl">
            <h2 id="detail-heading" className="text-2xl font-bold tracking-tight text-slate-900">
              {COPY.detailTitle}
            </h2>
            <Prose body={study.body} className="mt-4" />
          </div>
        </section>
      )}
      <EvidenceCta id="case-study-cta" back />
    </>
  );
}
