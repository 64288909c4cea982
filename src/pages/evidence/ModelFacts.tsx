/**
 * The models the business ships (content/models/, trust review T1 r34: "no model facts, which a bank's model inventory and
 * SR 11-7 validation need"): on /technology/small-llms each model's facts as a card, and on the model's industry page one
 * line naming it, linked to them. Nothing without entries, so the real site, whose collection is empty, does not change.
 */
import type { ReactNode } from 'react';
import ArrowRight from 'lucide-react/icons/arrow-right';
import { EVIDENCE, methodologyFor, type ModelEntry } from '../../content/evidence.ts';
import { MODEL_FACTS_COPY as COPY } from '../../content/evidence-copy.ts';
import { FigureText } from '../../components/Figure.tsx';
import { PRODUCT_FIGURES } from '../../content/figures.ts';
import { formatShortDate } from '../../components/format-date.ts';
import { Icon } from '../../components/Icon.tsx';
import { navHref } from '../../render/paths.ts';
import { industryName } from './CaseStudyPage.tsx';
import { FactList } from './FactList.tsx';
import { cx } from '../../components/cx.ts';

const SMALL_LLMS_PATH = '/technology/small-llms';
export const modelId = (model: Pick<ModelEntry, 'slug'>) => `model-${model.slug}`;

/**
 * The facts in the order a model inventory lists them, every row on every card (trust review T3 r41: one card lacked the
 * context window and model card the other had, so a reader could not tell omitted from unknown): a row the entry does not
 * give says "Not published", muted, as on /methodology; never a value made up for it.
 */
function modelFacts(model: ModelEntry): { term: string; value: ReactNode }[] {
  const figure = model.evaluation ? PRODUCT_FIGURES.find((f) => f.id === model.evaluation) : undefined;
  const list = (items: string[] | undefined) => items && <FactList items={items} className="list-disc pl-4 marker:text-slate-400" />;
  return [
    { term: COPY.terms.parameters, value: model.parameters },
    { term: COPY.terms.contextWindow, value: model.contextWindow },
    { term: COPY.terms.minimumHardware, value: model.minimumHardware },
    { term: COPY.terms.baseModel, value: model.baseModel },
    { term: COPY.terms.licence, value: model.licence },
    { term: COPY.terms.trainingData, value: model.trainingData },
    { term: COPY.terms.updateCadence, value: model.updateCadence },
    // The figure as every page cites one (FigureText: its cue, numbered among the page's figure notes, which lead to its
    // method on /methodology); only where /methodology has the figure's entry (a cue to nothing is no evidence).
    { term: COPY.terms.evaluation, value: figure && methodologyFor(figure.id) && <FigureText>{figure.statement}</FigureText> },
    { term: COPY.terms.knownLimits, value: list(model.knownLimits) },
    { term: COPY.terms.outOfScope, value: list(model.outOfScope) },
    { term: COPY.terms.modelCard, value: model.modelCard },
  ];
}

/** /technology/small-llms: a section in the explainer's column, one card a model, its facts label beside value from sm. */
export function ModelFactsSection() {
  if (!EVIDENCE.models.length) return null;
  return (
    <section aria-labelledby="model-facts" className="mt-12" data-section="model-facts">
      <h2 id="model-facts" className="text-2xl font-bold tracking-tight text-pretty text-slate-900">
        {COPY.heading}
      </h2>
      <p className="mt-4 text-lg leading-8 text-slate-700">{COPY.intro}</p>
      {EVIDENCE.models.map((model) => (
        <article key={model.slug} id={modelId(model)} className="mt-6 scroll-mt-24 rounded-card border border-slate-200 bg-white p-5 sm:p-6" data-model={model.slug}>
          <h3 className="text-lg font-semibold text-balance text-slate-900">{model.name}</h3>
          <p className="mt-1 text-sm text-slate-600">
            {industryName(model.industry) ?? model.industry}
            {' \u00b7 '}
            <span className="whitespace-nowrap">{COPY.release(model.version, formatShortDate(model.released))}</span>
          </p>
          {/* Label over value on phones, beside it from sm (one column of labels, as /methodology's table). */}
          <dl className="mt-4 grid gap-y-3 border-t border-slate-200 pt-4 text-sm sm:grid-cols-[9rem_minmax(0,1fr)] sm:gap-x-6">
            {modelFacts(model).map(({ term, value }) => (
              <div key={term} className="grid gap-0.5 sm:col-span-2 sm:grid-cols-subgrid" data-not-published={value ? undefined : ''}>
                <dt className="font-medium text-slate-600">{term}</dt>
                <dd className={cx('text-pretty', value ? 'text-slate-900' : 'text-slate-600')}>{value || COPY.notPublished}</dd>
              </div>
            ))}
          </dl>
        </article>
      ))}
    </section>
  );
}

/** The models an industry page names (its `industry`). */
export const modelsFor = (industry: string) => EVIDENCE.models.filter((model) => model.industry === industry);

/**
 * On an industry page, beside its agents (the capabilities section's aside): the model they run on, linked to its facts.
 * The page passes it only when `modelsFor` has one, so a page without leaves the section's grid as it was.
 */
export function IndustryModelLine({ industry }: { industry: string }) {
  const models = modelsFor(industry);
  return (
    <ul className="grid gap-2 text-sm" data-industry-model="">
      {models.map((model) => (
        <li key={model.slug} className="text-slate-700">
          {COPY.runsOn} <span className="font-semibold text-slate-900">{model.name}</span>, <span className="whitespace-nowrap">{COPY.releaseInline(model.version, formatShortDate(model.released))}</span>
          <a href={`${navHref(SMALL_LLMS_PATH).replace(/#.*$/, '')}#${modelId(model)}`} className="mt-1 flex min-h-6 w-fit items-center gap-1 font-semibold text-blue-700 hover:text-blue-800">
            {COPY.facts}
            <Icon icon={ArrowRight} className="size-4" />
          </a>
        </li>
      ))}
    </ul>
  );
}
