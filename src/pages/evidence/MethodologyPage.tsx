/**
 * /methodology: how each product figure was measured (content/methodology/), in the order of the
 * figures (src/content/figures.ts). Every figure component links to its section here; a figure
 * without an entry has no section and no link.
 */
import { EVIDENCE } from '../../content/evidence.ts';
import { METHODOLOGY_PAGE as COPY } from '../../content/evidence-copy.ts';
import { PRODUCT_FIGURES } from '../../content/figures.ts';
import { PageHero } from '../../components/Hero.tsx';
import { FigureCard } from '../../components/visuals/FigureCard.tsx';
import { formatDate } from '../resources/format-date.ts';
import { Prose } from '../resources/Prose.tsx';
import { EvidenceCta } from './EvidenceCta.tsx';

export function MethodologyPage() {
  const entries = PRODUCT_FIGURES.flatMap((figure) => {
    const entry = EVIDENCE.methodology.find((e) => e.figure === figure.id);
    return entry ? [{ figure, entry }] : [];
  });
  return (
    <>
      <PageHero
        hero={COPY.hero}
        visual={
          <FigureCard label={COPY.cardLabel} meta={COPY.cardMeta}>
            <ul className="grid gap-1">
              {entries.map(({ figure, entry }) => (
                <li key={figure.id}>
                  <a href={`#${figure.id}`} className="flex items-baseline justify-between gap-4 rounded-md px-2 py-2 hover:bg-slate-50">
                    <span className="font-semibold text-slate-900">{figure.statement}</span>
                    <span className="shrink-0 text-sm text-slate-600 tabular-nums">{formatDate(entry.measuredOn)}</span>
                  </a>
                </li>
              ))}
            </ul>
          </FigureCard>
        }
      />
      <div className="bg-white py-12 sm:py-16" data-section="methodology">
        <div className="mx-auto grid max-w-5xl gap-8 px-4 sm:px-6">
          {entries.map(({ figure, entry }) => (
            <section key={figure.id} id={figure.id} aria-labelledby={`${figure.id}-heading`} className="scroll-mt-24 rounded-card border border-slate-200 bg-white p-6 sm:p-8" data-methodology={figure.id}>
              <h2 id={`${figure.id}-heading`} className="text-2xl font-bold tracking-tight text-slate-900">
                {figure.statement}
              </h2>
              <dl className="mt-6 grid gap-4 border-y border-slate-200 py-5 sm:grid-cols-3">
                {[
                  { term: COPY.dataset, value: entry.dataset },
                  { term: COPY.measuredOn, value: formatDate(entry.measuredOn) },
                  { term: COPY.conditions, value: entry.conditions },
                ].map((fact) => (
                  <div key={fact.term}>
                    <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{fact.term}</dt>
                    <dd className="mt-1 text-pretty text-slate-800">{fact.value}</dd>
                  </div>
                ))}
              </dl>
              <Prose body={entry.body} className="mt-6 max-w-3xl" />
            </section>
          ))}
        </div>
      </div>
      {/* Every page ends on the one closing band (the design system's rule). */}
      <EvidenceCta id="methodology-cta" />
    </>
  );
}
