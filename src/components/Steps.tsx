/**
 * A numbered sequence: the agent pipeline, methodologies, workflow phases, processes. Drawn as
 * ruled columns (a rule, the step's number, its title and one sentence) rather than a second grid
 * of bordered cards, so a page's "how it works" reads as a sequence and not as more features.
 */
import type { Step } from '../content/types.ts';
import { cx } from './cx.ts';
import { FigureText } from './Figure.tsx';

export function StepList({ steps, name, columns = 4 }: { steps: Step[]; name: string; columns?: 3 | 4 }) {
  return (
    <ol className={cx('grid gap-x-8 gap-y-10', columns === 4 ? 'sm:grid-cols-2 lg:grid-cols-4' : 'sm:grid-cols-3')} data-steps={name}>
      {steps.map((step, index) => (
        <li key={step.title} className="border-t-2 border-blue-700 pt-5" data-step="">
          <span className="font-mono text-sm font-bold text-blue-700" aria-hidden="true">
            {String(index + 1).padStart(2, '0')}
          </span>
          <h3 className="mt-2 text-lg font-semibold text-slate-900">
            <span className="sr-only">Step {index + 1}: </span>
            {step.title}
          </h3>
          <p className="mt-2 text-sm leading-6 text-slate-600"><FigureText>{step.description}</FigureText></p>
        </li>
      ))}
    </ol>
  );
}
