/**
 * The /journey hero card: the decisions between the adoption stages, each with the evidence it rests
 * on. The stages themselves (names, timings) are the timeline below; this card does not repeat them.
 */
import { FigureCard } from './FigureCard.tsx';
import { StepNumber } from '../StepNumber.tsx';

export interface DecisionGate {
  after: string;
  question: string;
  evidence: string;
}

export function DecisionGates({ gates, label, caption }: { gates: DecisionGate[]; label: string; caption: string }) {
  return (
    <FigureCard label={label} caption={caption}>
      <ol className="divide-y divide-slate-200" data-decision-gates="">
        {gates.map((gate, i) => (
          <li key={gate.question} className="flex gap-4 py-4 first:pt-0 last:pb-0">
            <StepNumber n={i + 1} />
            <span className="min-w-0">
              <span className="block text-xs font-semibold uppercase tracking-wide text-slate-600">{gate.after}</span>
              <span className="mt-0.5 block text-lg font-semibold text-slate-900">{gate.question}</span>
              <span className="mt-1 block text-sm leading-6 text-pretty text-slate-600">{gate.evidence}</span>
            </span>
          </li>
        ))}
      </ol>
    </FigureCard>
  );
}
