/**
 * The models the business ships (content/models/, trust review T1 r34: "no model facts, which a bank's model inventory and
 * SR 11-7 validation need"): on /technology/small-llms each model's facts as a card, and on the model's industry page one
 * line naming it, linked to them. Nothing without entries, so the real site, whose collection is empty, does not change.
 */
import type { ReactNode } from 'react';
import ArrowRight from 'lucide-react/icons/arrow-right';
import { EVIDENCE, evaluationOf, statementOn, type ModelEntry } from '../../content/evidence.ts';
import { ASSURANCE_COPY, MODEL_FACTS_COPY as COPY } from '../../content/evidence-copy.ts';
import { breakdownRowId, CUSTOM_TRAINING_ID, methodologyHref } from '../../content/evidence-paths.ts';
import { industries } from '../../content/industries.ts';
import { formatShortDate } from '../../components/format-date.ts';
import { Icon } from '../../components/Icon.tsx';
import { sectionHref } from '../../render/paths.ts';
import { IndependenceTag } from '../../components/Figure.tsx';
import { industryName } from '../../content/industries.ts';
import { FactList } from './FactList.tsx';
import { cx } from '../../components/cx.ts';

const SMALL_LLMS_PATH = '/technology/small-llms';
export const modelId = (model: Pick<ModelEntry, 'slug'>) => `model-${model.slug}`;

/** Whether /technology/small-llms has model cards: the page then gives them the content width (TechnologySubPage). */
export const hasModelFacts = () => EVIDENCE.models.length > 0;

/**
 * The facts in the order a model inventory lists them, every row on every card (trust review T3 r41: one card lacked the
 * context window and model card the other had, so a reader could not tell omitted from unknown): a row the entry does not
 * give says "Not published", muted, as on /methodology; never a value made up for it. The evaluation is not among them: it
 * leads the card (ModelEvaluation).
 */
function modelFacts(model: ModelEntry): { term: string; value: ReactNode }[] {
  // Ten rows: the cards' subgrid spans them (ModelFactsSection, lg:row-span-10 and 13); a test checks the rows align.
  const list = (items: string[] | undefined) => items && <FactList items={items} className="list-disc pl-4 marker:text-slate-400" />;
  return [
    { term: COPY.terms.parameters, value: model.parameters },
    { term: COPY.terms.contextWindow, value: model.contextWindow },
    { term: COPY.terms.minimumHardware, value: model.minimumHardware },
    { term: COPY.terms.baseModel, value: model.baseModel },
    { term: COPY.terms.licence, value: model.licence },
    // The de-identification standard a line of the training data, not a row of its own (trust review T7 r53): the cards'
    // subgrid spans ten rows, and the standard qualifies the data it follows.
    {
      term: COPY.terms.trainingData,
      value: model.deidentification ? (
        <>
          {model.trainingData}
          <span className="mt-1 block" data-model-deidentification="">{`${COPY.terms.deidentification}: ${model.deidentification}`}</span>
        </>
      ) : (
        model.trainingData
      ),
    },
    { term: COPY.terms.updateCadence, value: model.updateCadence },
    { term: COPY.terms.knownLimits, value: list(model.knownLimits) },
    { term: COPY.terms.outOfScope, value: list(model.outOfScope) },
    { term: COPY.terms.modelCard, value: model.modelCard },
  ];
}

/**
 * How many industry models have a card, out of the industries the site has a model for (one model a vertical, each
 * industry page's): counted from the data, never written (trust review r43: "For each model we ship" sat over 2 cards on
 * a site of 13 industry models). Industries, not entries, so a second model of one industry does not count twice.
 */
export function modelCardCount(): { cards: number; models: number } {
  return { cards: new Set(EVIDENCE.models.map((model) => model.industry)).size, models: industries.length };
}

/**
 * /technology/small-llms: the models' cards at the content width, side by side from lg (trust review r43: in the
 * explainer's 768 px prose column the cards were "hard to scan"), each its facts as a label column beside a value column
 * from sm and label over value on phones, values at 15 px.
 */
export function ModelFactsSection() {
  if (!hasModelFacts()) return null;
  const { cards, models } = modelCardCount();
  return (
    <section aria-labelledby="model-facts" className="border-t border-slate-200 bg-slate-50" data-section="model-facts">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20">
        <h2 id="model-facts" className="text-2xl font-bold tracking-tight text-pretty text-slate-900">
          {COPY.heading}
        </h2>
        <p className="mt-4 max-w-3xl text-lg leading-8 text-slate-700" data-model-count="">
          {COPY.intro(cards, models)}
        </p>
        <div className="mt-8 grid gap-6 lg:grid-cols-2">
          {EVIDENCE.models.map((model) => (
            // From lg each card spans thirteen rows of the pair's grid (heading, release, evaluation, the ten facts) as a
            // subgrid, and so does its list, so side by side the two are one height and each fact starts level with the
            // same fact beside it (design review r44: a card four rows shorter ended ~170 px above its neighbour's rows).
            <article key={model.slug} id={modelId(model)} className="scroll-mt-24 rounded-card border border-slate-200 bg-white p-5 sm:p-6 lg:row-span-13 lg:grid lg:grid-rows-subgrid lg:gap-y-0" data-model={model.slug}>
              <h3 className="text-lg font-semibold text-balance text-slate-900">{model.name}</h3>
              <p className="mt-1 text-sm text-slate-600">
                {industryName(model.industry) ?? model.industry}
                {' \u00b7 '}
                <span className="whitespace-nowrap">{COPY.release(model.version, formatShortDate(model.released))}</span>
              </p>
              <ModelEvaluation model={model} />
              {/* Label over value on phones, beside it from sm (one column of labels, as /methodology's table). */}
              <dl className="mt-5 grid gap-y-3 border-t border-slate-200 pt-5 text-body-sm leading-6 sm:grid-cols-[10rem_minmax(0,1fr)] sm:gap-x-6 lg:row-span-10 lg:grid-rows-subgrid">
                {modelFacts(model).map(({ term, value }) => (
                  <div key={term} className="grid gap-0.5 sm:col-span-2 sm:grid-cols-subgrid" data-not-published={value ? undefined : ''}>
                    <dt className="text-sm font-semibold text-slate-600 sm:pt-px">{term}</dt>
                    <dd className={cx('text-pretty', value ? 'text-slate-900' : 'text-slate-600')}>{value || COPY.notPublished}</dd>
                  </div>
                ))}
              </dl>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}

/**
 * The card's own evaluation, first under its heading (trust review r43: both cards showed the site-wide "98%", measured on
 * "release 4.2" while one card was release 3.1): the model's row of the figure's methodology entry, its value and what it
 * measures, the date and the release measured, and a link to that row. Where the release measured is not the card's, it
 * says so in words, never hidden. Without an evaluation, "Not published", as any fact.
 */
function ModelEvaluation({ model }: { model: ModelEntry }) {
  const evaluation = evaluationOf(model);
  if (!evaluation)
    return (
      <p className="mt-4 flex flex-wrap gap-x-3 rounded-lg bg-slate-50 px-4 py-3 text-body-sm" data-model-evaluation="" data-not-published="">
        <span className="text-sm font-semibold text-slate-600">{COPY.terms.evaluation}</span>
        <span className="text-slate-600">{COPY.notPublished}</span>
      </p>
    );
  const { entry, row } = evaluation;
  const date = formatShortDate(entry.measuredOn);
  const same = row.release === model.version;
  return (
    <div className="mt-4 rounded-lg border-l-4 border-blue-700 bg-blue-50/60 px-4 py-3" data-model-evaluation="">
      <p className="text-sm font-semibold text-slate-600">{COPY.terms.evaluation}</p>
      <p className="mt-1 text-slate-900">
        <span className="text-2xl font-bold tracking-tight tabular-nums">{row.value}</span> {row.label}
      </p>
      <p className={cx('mt-1 text-body-sm text-pretty text-slate-800', !same && 'font-semibold text-slate-900')} data-release-mismatch={same ? undefined : ''}>
        {same ? COPY.measuredSame(date, row.release) : COPY.measuredOther(date, row.release, model.version)}
      </p>
      <a
        href={methodologyHref(breakdownRowId(entry.figure, row.id))}
        aria-label={COPY.methodLinkName(model.name)}
        className="mt-1 inline-flex min-h-6 items-center gap-1 text-sm font-semibold text-blue-700 hover:text-blue-800"
        data-model-method-link={entry.figure}
      >
        {COPY.methodLink}
        <Icon icon={ArrowRight} className="size-4" />
      </a>
    </div>
  );
}

/**
 * Under the industry page's model line: the model's own evaluation, who measured it and when, linked to its row on
 * /methodology (trust review T4 r48: the finance model's independent 98.4% was on its card and /methodology, not on
 * /financial-services, where the page's only figures were internal speed ones). Nothing without an evaluation.
 */
function ModelEvaluationLine({ model }: { model: ModelEntry }) {
  const evaluation = evaluationOf(model);
  if (!evaluation) return null;
  const { entry, row } = evaluation;
  return (
    <p className="mt-2 text-pretty" data-industry-model-evaluation="">
      <span className="font-semibold text-slate-900 tabular-nums">{row.value}</span> {row.label}
      {entry.independence && <IndependenceTag independence={entry.independence} className="ml-1.5" />}{' '}
      <span className="text-slate-600">{COPY.measuredOn(formatShortDate(entry.measuredOn), row.release)}</span>{' '}
      <a href={methodologyHref(breakdownRowId(entry.figure, row.id))} aria-label={COPY.methodLinkName(model.name)} className="inline-flex min-h-6 items-center gap-1 font-semibold whitespace-nowrap text-blue-700 hover:text-blue-800" data-model-method-link={entry.figure}>
        {COPY.methodLink}
        <Icon icon={ArrowRight} className="size-4" />
      </a>
    </p>
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
          <ModelEvaluationLine model={model} />
          {/* The card's known limits on the page its buyers land on (trust review T2 r46: "'Trained on US documents only' is
              on the model card, not on this page. A non-US bank would want it here"), from the same entry; none, nothing. */}
          {model.knownLimits && (
            <div className="mt-2" data-industry-model-limits="">
              <p className="font-semibold text-slate-900">{COPY.terms.knownLimits}</p>
              <FactList items={model.knownLimits} className="mt-1 list-disc pl-4 marker:text-slate-400" />
            </div>
          )}
          <a href={sectionHref(SMALL_LLMS_PATH, modelId(model))} className="mt-1 flex min-h-6 w-fit items-center gap-1 font-semibold text-blue-700 hover:text-blue-800">
            {COPY.facts}
            <Icon icon={ArrowRight} className="size-4" />
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * /technology/small-llms: the business's statement on custom training and the customer's data (assurance, kind statement,
 * topic custom-training; trust review T2 r46: "Either custom training stays local and per-customer, or customer data feeds
 * Vertiq's model updates. The site never says which"), under the model cards whose training data it completes; /security
 * links here. Nothing without the statement.
 */
export function CustomTrainingSection() {
  const statement = statementOn('custom-training');
  if (!statement) return null;
  return (
    <section aria-labelledby={CUSTOM_TRAINING_ID} className="border-t border-slate-200 bg-white" data-section="custom-training">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:grid lg:grid-cols-[20rem_minmax(0,1fr)] lg:gap-x-16">
        <h2 id={CUSTOM_TRAINING_ID} className="scroll-mt-24 text-2xl font-bold tracking-tight text-pretty text-slate-900">
          {ASSURANCE_COPY.statements.topics['custom-training']}
        </h2>
        <p className="mt-4 max-w-3xl text-lg leading-8 text-pretty text-slate-700 lg:mt-0">{statement.statement}</p>
      </div>
    </section>
  );
}
