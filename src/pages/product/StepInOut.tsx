/**
 * What a step takes and what it hands on, under its title: /technology's pipeline and /technology/rag's retrieval steps,
 * one pattern (design review G r51 item 2: the pipeline told its steps in long sentences where RAG's showed In and Out).
 */
import type { StepInOut as StepInOutData } from '../../content/technology.ts';

/** Labels, not words of the sentence: the hero card's small capitals (design review N r46: plain "In:"/"Out:"). */
const TERM = 'inline text-xs font-semibold tracking-wide text-slate-600 uppercase';

export function StepInOut({ step }: { step: StepInOutData }) {
  return (
    <dl className="mt-1 space-y-1 text-body-sm leading-6">
      <div>
        <dt className={TERM}>In: </dt>
        <dd className="inline text-slate-700">{step.input}</dd>
      </div>
      <div>
        <dt className={TERM}>Out: </dt>
        <dd className="inline text-slate-700">{step.output}</dd>
      </div>
    </dl>
  );
}
