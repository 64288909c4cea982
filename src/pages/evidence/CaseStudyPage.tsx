/**
 * /customers/{slug}: one case study (content/case-studies/). The customer, named with permission;
 * the problem and approach; every result with its source and date; a quote only with its person's
 * consent date. Nothing here is written by us about the customer beyond what the entry holds.
 */
import type { CaseStudyEntry } from '../../content/evidence.ts';
import { Image } from '../../components/Image.tsx';
import { CASE_STUDY_COPY as COPY } from '../../content/evidence-copy.ts';
import { CUSTOMERS_PATH } from '../../content/evidence-paths.ts';
import { INDUSTRY_CARDS } from '../../content/industries.ts';
import { PageHero } from '../../components/Hero.tsx';
import { FigureCard } from '../../components/visuals/FigureCard.tsx';
import { Section } from '../../components/Section.tsx';
import { Quotation } from '../../components/Quotation.tsx';
import { EvidenceCta } from './EvidenceCta.tsx';
import { navHref } from '../../render/paths.ts';
import { formatDate } from '../resources/format-date.ts';
import { Prose } from '../resources/Prose.tsx';

/** The industry page's name for a customer's industry slug. */
export function industryName(slug: string): string | undefined {
  return INDUSTRY_CARDS.find((card) => card.href === `/${slug}`)?.title;
}

function CustomerCard({ study }: { study: CaseStudyEntry }) {
  const customer = study.customerEntry;
  const industry = industryName(customer.industry);
  return (
    <FigureCard label={customer.name} meta={industry} caption={COPY.namedSince(formatDate(customer.namedWithPermissionOn))}>
      {/* In the hero: fetched first. Shown at most 15rem wide (w-60). */}
      <Image {...customer.logo} alt={customer.name} sizes="15rem" priority pictureClassName="block" className="h-18 w-60 max-w-full object-contain object-left" />
      <dl className="mt-5 grid gap-4 sm:grid-cols-2">
        {study.results.slice(0, 2).map((result) => (
          <div key={result.label} className="flex flex-col border-l-2 border-blue-700 pl-3">
            <dt className="text-sm leading-5 text-slate-600">{result.label}</dt>
            <dd className="order-first text-2xl font-bold tracking-tight text-slate-900">{result.figure}</dd>
          </div>
        ))}
      </dl>
    </FigureCard>
  );
}

export function CaseStudyPage({ study }: { study: CaseStudyEntry }) {
  const { quote } = study;
  return (
    <>
      <PageHero hero={{ eyebrow: `${COPY.eyebrow} · ${study.customerEntry.name}`, title: study.title, description: study.summary }} visual={<CustomerCard study={study} />} />
      <Section id="results" name="results" align="left" title={COPY.resultsTitle} className="border-b border-slate-200">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {study.results.map((result) => (
            <li key={result.label} className="flex flex-col rounded-card border border-slate-200 bg-slate-50 p-6" data-result="">
              <p className="text-4xl font-bold tracking-tight text-slate-900">{result.figure}</p>
              <p className="mt-2 text-pretty text-slate-700">{result.label}</p>
              <p className="mt-auto border-t border-slate-200 pt-4 text-sm text-slate-600" data-result-source="">
                <span className="font-semibold text-slate-700">{`${COPY.sourceLabel}: `}</span>
                {`${result.source}, ${COPY.measuredLabel} ${formatDate(result.date)}.`}
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
              <p className="mt-4 text-lg leading-8 text-pretty text-slate-700">{part.text}</p>
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
      <p className="bg-white px-4 pb-8 text-center sm:px-6">
        <a href={navHref(CUSTOMERS_PATH)} className="font-semibold text-blue-700 hover:text-blue-800">
          <span aria-hidden="true">← </span>
          {COPY.backToIndex}
        </a>
      </p>
      <EvidenceCta id="case-study-cta" />
    </>
  );
}
