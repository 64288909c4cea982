/**
 * A numbered sequence: the agent pipeline, methodologies, workflow phases, processes. Drawn as
 * ruled columns (a rule, the step's number, its title and one sentence) rather than a second grid
 * of bordered cards, so a page's "how it works" reads as a sequence and not as more features.
 */
import type { Step } from '../content/types.ts';
import { cx } from './cx.ts';
import { FigureText } from './Figure.tsx';
import { StepNumber } from './StepNumber.tsx';

/** A step's title (numbered for screen readers: the visible number is decoration) and its sentence. */
function StepText({ step, n, className }: { step: Step; n: number; className?: string }) {
  return (
    <>
      <h3 className={cx(className, 'text-lg font-semibold text-slate-900')}>
        <span className="sr-only">Step {n}: </span>
        {step.title}
      </h3>
      <p className="mt-2 text-sm leading-6 text-slate-600"><FigureText>{step.description}</FigureText></p>
    </>
  );
}

/**
 * The steps as a connected flow: numbered badges joined by a line, across from lg and down the left on
 * phones. For a page where the ruled columns would be the third four-column grid in a row
 * (/prompt-engineering's method after its concept cards and prompt books).
 */
function StepFlow({ steps, name }: { steps: Step[]; name: string }) {
  return (
    <ol className="grid lg:grid-cols-4 lg:gap-x-6" data-steps={name}>
      {steps.map((step, index) => (
        <li key={step.title} className="relative flex gap-4 pb-8 last:pb-0 lg:block lg:pb-0" data-step="">
          {/* The connector to the next step: from under the badge down to the next one, or from its right to the next column. */}
          {index < steps.length - 1 && <span className="absolute top-10 bottom-2 left-4 w-0.5 -translate-x-1/2 bg-blue-200 lg:top-4 lg:-right-4 lg:bottom-auto lg:left-11 lg:h-0.5 lg:w-auto lg:translate-x-0" aria-hidden="true" />}
          <StepNumber n={index + 1} />
          <div className="lg:mt-4">
            <StepText step={step} n={index + 1} />
          </div>
        </li>
      ))}
    </ol>
  );
}

export function StepList({ steps, name, columns = 4, flow = false }: { steps: Step[]; name: string; columns?: 3 | 4; flow?: boolean }) {
  if (flow) return <StepFlow steps={steps} name={name} />;
  return (
    <ol className={cx('grid gap-x-8 gap-y-10', columns === 4 ? 'sm:grid-cols-2 lg:grid-cols-4' : 'sm:grid-cols-3')} data-steps={name}>
      {steps.map((step, index) => (
        <li key={step.title} className="border-t-2 border-blue-700 pt-5" data-step="">
          <span className="font-mono text-sm font-bold text-blue-700" aria-hidden="true">
            {String(index + 1).padStart(2, '0')}
          </span>
          <StepText step={step} n={index + 1} className="mt-2" />
        </li>
      ))}
    </ol>
  );
}
