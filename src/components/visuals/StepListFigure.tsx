/**
 * Numbered steps in the figure frame, each a term and what happens in it: the hero visual of an
 * explainer whose subject is a process (/technology/rag). The steps are the page's own bullets.
 */
import { FigureCard } from './FigureCard.tsx';

export function StepListFigure({ label, meta, steps }: { label: string; meta?: string; steps: { term: string; text: string }[] }) {
  return (
    <FigureCard label={label} meta={meta}>
      <ol className="space-y-3">
        {steps.map((step, i) => (
          <li key={step.term} className="flex gap-3">
            <span className="inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-blue-50 text-xs font-bold text-blue-700" aria-hidden="true">
              {i + 1}
            </span>
            <p className="text-sm leading-6 text-slate-700">
              <span className="font-semibold text-slate-900">{step.term}.</span> {step.text}
            </p>
          </li>
        ))}
      </ol>
    </FigureCard>
  );
}
