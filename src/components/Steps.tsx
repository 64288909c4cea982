/**
 * A numbered sequence: the agent pipeline, methodologies, workflow phases, processes. Drawn as a
 * numbered rail rather than a second grid of bordered cards, so a page's "how it works" reads as a
 * sequence and not as more features: each step the site's one step number (StepNumber) on a hairline.
 * On phones the rail runs down the left, number beside title and sentence, a thin line joining the
 * numbers (review round 3: four 2 px full-width blue rules stacked at 390 px read as dividers and
 * added weight). From sm the steps stand in columns, each number on a hairline across its column.
 */
import type { ReactNode } from 'react';
import type { Step } from '../content/types.ts';
import { cx } from './cx.ts';
import { FigureText, figurePhrases } from './Figure.tsx';
import { Headline } from './Headline.tsx';
import { StepNumber } from './StepNumber.tsx';

/** A step's title (numbered for screen readers: the visible number is decoration) and its sentence. */
function StepText({ step, n, className, detail, keepWords }: { step: Step; n: number; className?: string; detail?: ReactNode; keepWords?: boolean }) {
  return (
    <>
      <h3 className={cx(className, 'text-lg font-semibold text-slate-900')}>
        <span className="sr-only">Step {n}: </span>
        {step.title}
      </h3>
      {/* Pretty: a step's last line holds more than one word (design review L r45: "network.", "is.", "cloud." alone at 390). */}
      {/* `keepWords`: hyphenated words whole (design review N r52 teams item 7: "go- / live" at 1280), as CardGrid's keepWords. */}
      {step.description && (
        <p className="mt-2 text-body-sm leading-6 text-pretty text-slate-600">
          {keepWords && figurePhrases(step.description).length === 1 ? <Headline text={step.description} /> : <FigureText>{step.description}</FigureText>}
        </p>
      )}
      {detail}
    </>
  );
}

/**
 * The steps as a connected flow: numbered badges joined by a line, down the left on phones and, `across`, from lg
 * in a row. Across: for a page where the ruled columns would be the third four-column grid in a row
 * (/prompt-engineering's method after its concept cards and prompt books). Not across, the flow down the left at
 * every width: for a split section's narrow column or a reading column (/technology's pipeline and /technology/rag's
 * retrieval; design reviews D and E r50: in a 2 x 2 grid the rules joined 1 to 2 and 3 to 4 but not 2 to 3, so the order
 * hung on reading habit).
 */
function StepFlow({ steps, name, across, details, keepWords, fill }: { steps: Step[]; name: string; across: boolean; details?: ReactNode[]; keepWords?: boolean; fill?: boolean }) {
  return (
    // Down the left, at most ~65 characters of step text a line (design review G r51 items 2: ~100 characters, then ~80 at
    // max-w-prose). Steps with details (In and Out) take their column's width, the details side by side from sm, each
    // at most ~60 characters a line (design review K r52 items 1 and 6: capped at ~500 px the pipeline left a dead right third
    // at 1280, and /technology/rag's list ended short of the prose around it).
    // `fill`: the column's whole width, but as tall as its steps, from the top (design review V r54 teams item 7: stretched
    // to the tall matrix beside it, the grid's rows shared out the height and left big gaps between one-line steps).
    <ol className={cx('grid', across ? 'lg:grid-cols-4 lg:gap-x-6' : fill ? 'self-start' : !details && 'max-w-lg')} data-steps={name}>
      {steps.map((step, index) => (
        <li key={step.title} className={cx('relative flex gap-4 pb-8 last:pb-0', across && 'lg:block lg:pb-0')} data-step="">
          {/* The connector to the next step: from under the badge down to the next one, or from its right to the next column.
              Slate-300, StepList's rail colour: one connector colour site-wide (design review L r45: blue-200 here, slate-300 there). */}
          {index < steps.length - 1 && (
            <span
              className={cx('absolute top-10 bottom-2 left-4 w-0.5 -translate-x-1/2 bg-slate-300', across && 'lg:top-4 lg:-right-4 lg:bottom-auto lg:left-11 lg:h-0.5 lg:w-auto lg:translate-x-0')}
              aria-hidden="true"
            />
          )}
          <StepNumber n={index + 1} />
          {/* With details, the text the row's full width, so every step's In and Out columns stand on the same lines. */}
          <div className={cx('min-w-0', across && 'lg:mt-4', details && !across && 'w-full')}>
            <StepText step={step} n={index + 1} detail={details?.[index]} keepWords={keepWords} />
          </div>
        </li>
      ))}
    </ol>
  );
}

/**
 * `details`: what each step adds under its title, by position (RAG's "In" and "Out", where a sentence would not say it
 * as plainly); `detailsAtFoot`: from sm, each detail at the foot of its step, so a row's details stand on one line
 * whatever the sentences' lengths (the speed page's trace times read as one chart: design review N r46, item 4);
 * `columns={1}` the flow down the left at every width (a split section's column, an explainer's article). `keepWords`
 * (the flow down the left only): hyphenated words in the sentences kept whole; opt-in, the spans cost first-load bytes.
 */
export function StepList({
  steps,
  name,
  columns = 4,
  flow = false,
  details,
  detailsAtFoot = false,
  keepWords = false,
  fill = false,
}: {
  steps: Step[];
  name: string;
  columns?: 1 | 3 | 4;
  flow?: boolean;
  details?: ReactNode[];
  detailsAtFoot?: boolean;
  keepWords?: boolean;
  /** The flow its column's whole width, no measure cap, top-aligned at its own height: beside a taller sample card. */
  fill?: boolean;
}) {
  if (flow || columns === 1) return <StepFlow steps={steps} name={name} across={columns !== 1} details={details} keepWords={keepWords} fill={fill} />;
  return (
    // From sm each step's rule leads on to the next; the last step's is kept (its height) but not drawn (reviews B r31, r32:
    // after the last step the line "runs to the edge and ends at nothing"). Across the gap too, to the next number, where
    // that step is beside it in the row (design review M r45: each rule stopped at its column's edge, and the sequence
    // read as "four underlined items").
    <ol className={cx('grid gap-x-8 sm:gap-y-10', STEP_COLUMNS[columns])} data-steps={name}>
      {steps.map((step, index) => (
        <li
          key={step.title}
          className={cx(
            'relative flex gap-4 pb-8 before:absolute before:top-10 before:bottom-2 before:left-4 before:w-px before:bg-slate-300 last:pb-0 last:before:hidden sm:border-t sm:border-slate-300 sm:pb-0 sm:before:hidden sm:last:border-t-transparent',
            'sm:after:absolute sm:after:-top-px sm:after:left-full sm:after:h-px sm:after:w-8 sm:after:bg-slate-300 last:after:hidden',
            GAP_RULE_ENDS[columns],
            // A column from sm, without the phone row's gap between number and text (the block layout has none).
            detailsAtFoot ? 'sm:flex-col sm:gap-0' : 'sm:block',
          )}
          data-step=""
        >
          <span className="shrink-0 sm:-mt-4 sm:block">
            <StepNumber n={index + 1} />
          </span>
          <div className={cx('min-w-0', detailsAtFoot && 'sm:flex sm:flex-1 sm:flex-col')}>
            <StepText step={step} n={index + 1} className="pt-0.5 sm:mt-3 sm:pt-0" detail={detailsAtFoot ? <div className="sm:mt-auto">{details?.[index]}</div> : details?.[index]} />
          </div>
        </li>
      ))}
    </ol>
  );
}

const STEP_COLUMNS = { 3: 'sm:grid-cols-3', 4: 'sm:grid-cols-2 lg:grid-cols-4' } as const;

/**
 * The steps that end a row: their rule is kept (its height) but not drawn, and does not cross a gap, as the last step's
 * (design review N r46: in a 2 x 2 grid the rule after step 2 "runs to the column edge and ends at nothing").
 */
const GAP_RULE_ENDS = {
  3: 'sm:[&:nth-child(3n)]:border-t-transparent sm:[&:nth-child(3n)]:after:hidden',
  4: 'sm:even:border-t-transparent sm:even:after:hidden lg:even:border-t-slate-300 lg:even:after:block lg:[&:nth-child(4n)]:border-t-transparent lg:[&:nth-child(4n)]:after:hidden',
} as const;
