/** A numbered sequence: the agent pipeline, methodologies, workflow phases, processes. */
import type { Step } from '../content/types.ts';
import { cx } from './cx.ts';

export function StepList({ steps, name, columns = 4 }: { steps: Step[]; name: string; columns?: 3 | 4 }) {
  return (
    <ol className={cx('grid gap-6 sm:grid-cols-2', columns === 4 ? 'lg:grid-cols-4' : 'lg:grid-cols-3')} data-steps={name}>
      {steps.map((step, index) => (
        <li key={step.title} className="relative rounded-card border border-slate-200 bg-white p-6" data-step="">
          <span className="inline-flex size-9 items-center justify-center rounded-full bg-blue-700 text-sm font-bold text-white" aria-hidden="true">
            {index + 1}
          </span>
          <h3 className="mt-4 text-lg font-semibold text-slate-900">
            <span className="sr-only">Step {index + 1}: </span>
            {step.title}
          </h3>
          <p className="mt-2 text-sm leading-6 text-slate-600">{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
