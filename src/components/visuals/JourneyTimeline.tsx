/**
 * The /journey hero card: the decision asked between each adoption stage and the next, on a compact
 * timeline of the stages' names (from the stages themselves, one source). Design review, round 4: it also
 * gave each stage's length, which the stages below state again one scroll later; they now stand there only.
 */
import Split from 'lucide-react/icons/split';
import { FigureCard } from './FigureCard.tsx';
import { StepNumber } from '../StepNumber.tsx';
import { Icon } from '../Icon.tsx';

/**
 * The decision between one stage and the next as a pill with a fork: in the hero card, and on the stages' rail
 * on phones, where the card is left out (design review r8: at 390 the gates were gone with it).
 */
export function DecisionPill({ question, label, className }: { question: string; /** Read first by screen readers. */ label: string; className: string }) {
  return (
    <p className={`${className} flex items-center gap-2 rounded-lg border border-blue-100 bg-blue-50 px-3 py-2 text-sm font-medium text-blue-800`} data-decision="">
      <Icon icon={Split} className="size-4 shrink-0 rotate-180 text-blue-700" />
      <span>
        <span className="sr-only">{label}: </span>
        {question}
      </span>
    </p>
  );
}

export function JourneyTimeline({
  stages,
  decisions,
  decisionLabel,
  label,
}: {
  stages: { title: string }[];
  decisions: string[];
  /** Read before each question by screen readers, which do not see the fork icon. */
  decisionLabel: string;
  label: string;
}) {
  return (
    <FigureCard label={label}>
      <ol data-journey-timeline="">
        {stages.map((stage, i) => (
          // The line joining the numbers runs down each stage but the last, behind its decision.
          <li key={stage.title} className="relative grid grid-cols-[2rem_minmax(0,1fr)] gap-x-4 pb-3 last:pb-0">
            {i < stages.length - 1 && <span className="absolute top-8 bottom-0 left-4 w-px bg-slate-200" aria-hidden="true" />}
            <StepNumber n={i + 1} />
            <p className="flex min-h-8 items-center text-lg font-semibold text-slate-900">{stage.title}</p>
            {decisions[i] && <DecisionPill question={decisions[i]} label={decisionLabel} className="col-start-2 mt-3" />}
          </li>
        ))}
      </ol>
    </FigureCard>
  );
}
