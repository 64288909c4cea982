/**
 * The adoption stages as a track: one column per stage, a bar whose shade deepens as the stage
 * commits more, the stage's icon, name and typical duration. 2 x 2 on phones, 4 across from sm.
 */
import type { LucideIcon } from 'lucide-react';
import { Icon } from '../Icon.tsx';
import { FigureCard } from './FigureCard.tsx';

export interface TrackStage {
  icon: LucideIcon;
  stage: string;
  title: string;
  timing: string;
}

/** One shade per stage, lightest first: commitment grows stage by stage. */
const BAR_SHADES = ['bg-blue-200', 'bg-blue-400', 'bg-blue-600', 'bg-blue-800'];

export function StageTrack({ stages, label, caption }: { stages: TrackStage[]; label: string; caption: string }) {
  return (
    <FigureCard label={label} caption={caption}>
      <ol className="grid grid-cols-2 gap-x-4 gap-y-6 sm:grid-cols-4" data-stage-track="">
        {stages.map((stage, i) => (
          <li key={stage.title} className="min-w-0">
            <span className={`block h-1.5 rounded-full ${BAR_SHADES[i % BAR_SHADES.length]}`} aria-hidden="true" />
            <Icon icon={stage.icon} className="mt-4 size-6 text-blue-700" />
            <span className="mt-2 block text-xs font-semibold text-slate-500">{stage.stage}</span>
            <span className="block font-semibold text-slate-900">{stage.title}</span>
            <span className="mt-1 block text-sm text-slate-600">{stage.timing}</span>
          </li>
        ))}
      </ol>
    </FigureCard>
  );
}
