/**
 * The /journey hero card: the adoption stages as a compact timeline, each with its typical length, and
 * the decision asked in each gap. Names and lengths come from the stages themselves (one source); the
 * card says nothing the stage cards below say in sentences (design review: it used to copy them).
 */
import Split from 'lucide-react/icons/split';
import { FigureCard } from './FigureCard.tsx';
import { StepNumber } from '../StepNumber.tsx';
import { Icon } from '../Icon.tsx';

export function JourneyTimeline({
  stages,
  decisions,
  decisionLabel,
  label,
  caption,
}: {
  stages: { title: string; length: string }[];
  decisions: string[];
  /** Read before each question by screen readers, which do not see the fork icon. */
  decisionLabel: string;
  label: string;
  caption: string;
}) {
  return (
    <FigureCard label={label} caption={caption}>
      <ol data-journey-timeline="">
        {stages.map((stage, i) => (
          // The line joining the numbers runs down each stage but the last, behind its decision.
          <li key={stage.title} className="relative grid grid-cols-[2rem_minmax(0,1fr)] gap-x-4 pb-3 last:pb-0">
            {i < stages.length - 1 && <span className="absolute top-8 bottom-0 left-4 w-px bg-slate-200" aria-hidden="true" />}
            <StepNumber n={i + 1} />
            <p className="flex min-h-8 flex-wrap items-baseline justify-between gap-x-3">
              <span className="text-lg font-semibold text-slate-900">{stage.title}</span>
              <span className="text-sm text-slate-600">{stage.length}</span>
            </p>
            {decisions[i] && (
              <p className="col-start-2 mt-3 flex items-center gap-2 rounded-lg border border-blue-100 bg-blue-50 px-3 py-2 text-sm font-medium text-blue-800" data-decision="">
                <Icon icon={Split} className="size-4 shrink-0 rotate-180 text-blue-700" />
                <span>
                  <span className="sr-only">{decisionLabel}: </span>
                  {decisions[i]}
                </span>
              </p>
            )}
          </li>
        ))}
      </ol>
    </FigureCard>
  );
}
