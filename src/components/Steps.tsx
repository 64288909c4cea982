/**
 * A numbered sequence: the agent pipeline, methodologies, workflow phases, processes. Drawn as a
 * numbered rail rather than a second grid of bordered cards, so a page's "how it works" reads as a
 * sequence and not as more features: each step the site's one step number (StepNumber) on a hairline.
 * On phones the rail runs down the left, number beside title and sentence, a thin line joining the
 * numbers (review round 3: four 2 px full-width blue rules stacked at 390 px read as dividers and
 * added weight). From sm the steps stand in columns, each number on a hairline across its column.
 */
import type { Step } from '../content/types.ts';
import { cx } from './cx.ts';
import { FigureText } from './Figure.tsx';
import { StepNumber } from './StepNumber.tsx';

export function StepList({ steps, name, columns = 4 }: { steps: Step[]; name: string; columns?: 3 | 4 }) {
  return (
    <ol className={cx('grid gap-x-8 sm:gap-y-10', columns === 4 ? 'sm:grid-cols-2 lg:grid-cols-4' : 'sm:grid-cols-3')} data-steps={name}>
      {steps.map((step, index) => (
        <li
          key={step.title}
          className="relative flex gap-4 pb-8 before:absolute before:top-10 before:bottom-2 before:left-4 before:w-px before:bg-slate-300 last:pb-0 last:before:hidden sm:block sm:border-t sm:border-slate-300 sm:pb-0 sm:before:hidden"
          data-step=""
        >
          <span className="shrink-0 sm:-mt-4 sm:block">
            <StepNumber n={index + 1} />
          </span>
          <div className="min-w-0">
            <h3 className="pt-0.5 text-lg font-semibold text-slate-900 sm:mt-3 sm:pt-0">
              <span className="sr-only">Step {index + 1}: </span>
              {step.title}
            </h3>
            <p className="mt-1 text-sm leading-6 text-slate-600 sm:mt-2"><FigureText>{step.description}</FigureText></p>
          </div>
        </li>
      ))}
    </ol>
  );
}
