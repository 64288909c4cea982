/**
 * What a step takes and what it hands on, under its title: /technology's pipeline and /technology/rag's retrieval steps,
 * one pattern (design review G r51 item 2: the pipeline told its steps in long sentences where RAG's showed In and Out).
 */
import type { StepInOut as StepInOutData } from '../../content/technology.ts';

/** Labels, not words of the sentence: the hero card's small capitals (design review N r46: plain "In:"/"Out:"). */
const TERM = 'inline text-xs font-semibold tracking-wide text-slate-600 uppercase';

export function StepInOut({ step }: { step: StepInOutData }) {
  return (
    // Side by side from sm: the steps take their column's full width (design review K r52 items 1 and 6), and one line of
    // ~100 characters would be too long to read; Out, the longer, the wider (~60 characters a line at 1280).
    <dl className="mt-1 grid gap-1 text-body-sm leading-6 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] sm:gap-x-6">
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
