/** /customers: every case study as a card (logo, headline result, summary) and the logos of every named customer. */
import { EVIDENCE } from '../../content/evidence.ts';
import { CUSTOMERS_PAGE as COPY } from '../../content/evidence-copy.ts';
import { caseStudyPath } from '../../content/evidence-paths.ts';
import { PageHero } from '../../components/Hero.tsx';
import { cx } from '../../components/cx.ts';
import { FigureCard } from '../../components/visuals/FigureCard.tsx';
import { Section } from '../../components/Section.tsx';
import { EvidenceCta } from './EvidenceCta.tsx';
import { navHref } from '../../render/paths.ts';
import { Image } from '../../components/Image.tsx';
import { CustomerLogos } from './CustomerLogos.tsx';
import { industryName } from './CaseStudyPage.tsx';

/** The hero's picture: each study's headline result, with whose it is. */
function HeadlineResults() {
  return (
    <FigureCard label={COPY.resultsCardLabel} meta={COPY.resultsCardMeta(EVIDENCE.caseStudies.length)}>
      <dl className="grid gap-4">
        {EVIDENCE.caseStudies.map((study) => (
          <div key={study.slug} className="flex flex-col border-l-2 border-blue-700 pl-4">
            <dt className="text-sm leading-5 text-slate-600">{`${study.results[0].label} (${study.customerEntry.name})`}</dt>
            <dd className="order-first text-3xl font-bold tracking-tight text-slate-900">{study.results[0].figure}</dd>
          </div>
        ))}
      </dl>
    </FigureCard>
  );
}

export function CustomersPage() {
  return (
    <>
      <PageHero hero={COPY.hero} visual={<HeadlineResults />} />
      {/* Logos first: who they are, then what they found (and the muted studies give the closing band its gap). */}
      <CustomerLogos customers={EVIDENCE.customers} title={COPY.logosTitle} id="all-customers" linkToStudies={false} />
      <Section id="case-studies" name="case-studies" tone="muted" align="left" title={COPY.studiesTitle}>
        {/* Three columns only when there are three studies or more: two never leave an empty third. */}
        <ul className={cx('grid gap-6 md:grid-cols-2', EVIDENCE.caseStudies.length >= 3 && 'lg:grid-cols-3')}>
          {EVIDENCE.caseStudies.map((study) => {
            const headline = study.results[0];
            return (
              <li key={study.slug} className="relative flex flex-col rounded-card border border-slate-200 bg-white p-6 transition hover:border-blue-300 hover:shadow-card" data-case-study="">
                <div className="flex items-center justify-between gap-4">
                  <Image {...study.customerEntry.logo} alt={study.customerEntry.name} sizes="10rem" className="h-12 w-40 object-contain object-left" />
                  <span className="text-right text-xs font-semibold tracking-wide text-slate-500 uppercase">{industryName(study.customerEntry.industry)}</span>
                </div>
                <h3 className="mt-6 text-lg font-semibold text-balance text-slate-900">
                  <a href={navHref(caseStudyPath(study.slug))} className="after:absolute after:inset-0 hover:text-blue-800">
                    {study.title}
                  </a>
                </h3>
                <p className="mt-2 text-pretty text-slate-600">{study.summary}</p>
                <p className="mt-6 flex items-baseline gap-2 border-t border-slate-200 pt-4">
                  <span className="text-2xl font-bold tracking-tight text-slate-900">{headline.figure}</span>
                  <span className="text-sm text-slate-600">{headline.label}</span>
                </p>
                <span className="mt-4 text-sm font-semibold text-blue-700" aria-hidden="true">
                  {`${COPY.readStudy} →`}
                </span>
              </li>
            );
          })}
        </ul>
      </Section>
      <EvidenceCta id="customers-cta" />
    </>
  );
}
