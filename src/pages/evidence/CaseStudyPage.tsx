/**
 * /customers/{slug}: one case study (content/case-studies/). The customer, named with permission;
 * the problem and approach; every result with its source and date; a quote only with its person's
 * consent date. Nothing here is written by us about the customer beyond what the entry holds.
 */
import type { CaseStudyEntry } from '../../content/evidence.ts';
import { CASE_STUDY_COPY as COPY } from '../../content/evidence-copy.ts';
import { CUSTOMERS_PATH } from '../../content/evidence-paths.ts';
import { INDUSTRY_CARDS } from '../../content/industries.ts';
import { PageHero } from '../../components/Hero.tsx';
import { FigureCard } from '../../components/visuals/FigureCard.tsx';
import { ClosingCta } from '../../components/ClosingCta.tsx';
import { ButtonLink } from '../../components/Button.tsx';
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
      <img src={customer.logo.src} alt={customer.name} width={240} height={72} className="h-18 w-60 max-w-full object-contain object-left" />
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
      <section aria-labelledby="results-heading" className="border-b border-slate-200 bg-white py-16 sm:py-20" data-section="results">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <h2 id="results-heading" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            {COPY.resultsTitle}
          </h2>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
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
        </div>
      </section>
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
          <figure className="mx-auto max-w-3xl px-4 text-center sm:px-6">
            <span className="block h-8 text-5xl leading-none font-bold text-blue-700" aria-hidden="true">
              “
            </span>
            <blockquote className="mt-4 text-xl leading-8 font-medium text-pretty text-slate-900 sm:text-2xl sm:leading-9">
              <p>{quote.text}</p>
            </blockquote>
            <figcaption className="mt-6 text-sm text-slate-600">
              <span className="font-semibold text-slate-900">{quote.name}</span>
              {`, ${quote.role}`}
              <span className="mt-1 block text-xs">{COPY.quoteConsent(formatDate(quote.consentDate))}</span>
            </figcaption>
          </figure>
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
      <ClosingCta id="case-study-cta" title={COPY.cta.title} description={COPY.cta.description}>
        <ButtonLink href={navHref(COPY.cta.path)} size="lg">
          {COPY.cta.label}
        </ButtonLink>
      </ClosingCta>
    </>
  );
}
