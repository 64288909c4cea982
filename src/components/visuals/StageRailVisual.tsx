/**
 * The onboarding stages as a rail (the /journey hero): one marker per stage with its timing, the
 * first stage marked as where every engagement starts. Built from the journey's own stage data.
 */
import { cx } from '../cx.ts';
import { VisualCard } from './VisualCard.tsx';

export interface RailStage {
  stage: string;
  title: string;
  timing: string;
}

export function StageRailVisual({ stages, title, label }: { stages: RailStage[]; title: string; label: string }) {
  return (
    <VisualCard title={title} meta={`${stages.length} stages`} label={label}>
      <ol className="relative space-y-5 before:absolute before:top-2 before:bottom-2 before:left-[0.6875rem] before:w-px before:bg-slate-200">
        {stages.map((stage, index) => (
          <li key={stage.title} className="relative flex items-start gap-4">
            <span
              className={cx(
                'relative z-10 mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-bold',
                index === 0 ? 'bg-blue-700 text-white ring-4 ring-blue-100' : 'border border-slate-300 bg-white text-slate-700',
              )}
              aria-hidden="true"
            >
              {index + 1}
            </span>
            <div className="min-w-0 flex-1">
              <p className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
                <span className="font-semibold text-slate-900">
                  {stage.stage}: {stage.title}
                </span>
                <span className="text-xs text-slate-600">{stage.timing}</span>
              </p>
            </div>
          </li>
        ))}
      </ol>
    </VisualCard>
  );
}
