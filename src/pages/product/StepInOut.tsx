/**
 * What a step takes and what it hands on, under its title: /technology's pipeline and /technology/rag's retrieval steps,
 * one pattern (design review G r51 item 2: the pipeline told its steps in long sentences where RAG's showed In and Out).
 * Both are drawn as one flow of numbered nodes (design review Q r52 item 2: "written, not drawn"), across from lg and down
 * the left on phones, and what a step hands to the next sits as a chip on the connector between them.
 */
import ArrowRight from 'lucide-react/icons/arrow-right';
import { Icon } from '../../components/Icon.tsx';
import { cx } from '../../components/cx.ts';
import type { StepInOut as StepInOutData } from '../../content/technology.ts';

/** Labels, not words of the sentence: the hero card's small capitals (design review N r46: plain "In:"/"Out:"). */
const TERM = 'inline text-xs font-semibold tracking-wide text-slate-600 uppercase';

/**
 * `narrow`: the flow in an explainer's text column (/technology/rag), down the left at every width (design review Q r54
 * technology item 6: across the ~770 px column from lg each step had ~150 px, In and Out ran four to five lines and the
 * chips crowded the connectors); In and Out side by side from sm there, as on a tablet. Pretty everywhere (design review
 * Q r53 item 7: a step's last line never one word).
 */
export function StepInOut({ step, narrow = false }: { step: StepInOutData; narrow?: boolean }) {
  return (
    <>
      {/* Side by side from sm, where a step has the row's width; one over the other from lg on /technology's pipeline, where
          the flow runs across and each step has a quarter of it. Out, the longer, the wider. Pretty, inherited by the inline
          terms: a step's last line never one word (design review Q r53 technology item 7: "intact" alone under /technology's
          "Ingest and parse"). */}
      <dl className={cx('mt-1 grid gap-1 text-body-sm leading-6 text-pretty sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] sm:gap-x-6', !narrow && 'lg:grid-cols-1')}>
        <div>
          <dt className={TERM}>In: </dt>
          <dd className="inline text-slate-700">{step.input}</dd>
        </div>
        <div>
          <dt className={TERM}>Out: </dt>
          <dd className="inline text-slate-700">{step.output}</dd>
        </div>
      </dl>
      {step.carries && <PassedOn artifact={step.carries} down={narrow} />}
    </>
  );
}

/**
 * The artifact a step hands to the next, on the connector between them: under the step's text beside the rail on phones
 * and, `down`, at every width (the flow down the left); otherwise from lg on the line across to the next node (the step's
 * li is the positioned box; the line runs at 16 px, the node's middle).
 */
function PassedOn({ artifact, down }: { artifact: string; down: boolean }) {
  return (
    <p className={cx('mt-3', !down && 'lg:absolute lg:top-4 lg:right-0 lg:mt-0 lg:-translate-y-1/2')} data-passes="">
      <span className="inline-flex items-center gap-1 rounded-full border border-blue-200 bg-blue-50 px-2.5 py-0.5 text-xs font-medium text-blue-800">
        <span className="sr-only">Hands on: </span>
        {artifact}
        <Icon icon={ArrowRight} className={cx('size-3.5 shrink-0', down ? 'rotate-90' : 'max-lg:rotate-90')} />
      </span>
    </p>
  );
}
