/**
 * What a feature page's "How it works" step shows under its text (src/content/feature-visuals.ts, FEATURE_STEP_DETAILS):
 * its time on the request trace's scale, or the artefact it leaves behind. Design review N r46 (item 4): the band was
 * two lines of grey text a step over ~90 px of empty band, and the speed steps did not show the trace's times.
 */
import type { StepDetail as StepDetailData } from '../../content/feature-visuals.ts';
import { Icon } from '../Icon.tsx';

/**
 * Both kinds on one ruled foot line, the step's data (design review P r47, item 3: the artefact was a small bordered chip
 * on a white ground that looked like a button and was not one). 14 px, not 12 (item 5).
 */
const FOOT = 'mt-4 flex items-center border-t border-slate-200 pt-3 text-sm';

export function StepDetail({ detail }: { detail: StepDetailData }) {
  if (detail.kind === 'timing')
    return (
      <div className={`${FOOT} gap-3`} data-step-detail="timing">
        {/* The whole trace as the track, this step's span on it: where in the request it falls, and how long. The track
            spans the column up to the time (design review C r48: a fixed 160 px left the right half of a 280 px column dead).
            w-0: the svg's own width (its height times the viewBox's ratio, ~700 px) would otherwise set the step's
            narrowest width and push a phone's page sideways. */}
        <svg viewBox={`0 0 ${detail.max} 10`} preserveAspectRatio="none" className="h-2.5 w-0 flex-1 rounded-sm" aria-hidden="true">
          <rect width={detail.max} height="10" className="fill-slate-200" />
          <rect x={detail.from} width={detail.to - detail.from} height="10" className="fill-blue-700" />
        </svg>
        {/* One width for every time, right-aligned, so the four tracks end on one line ("234 ms" is the widest). */}
        <span className="min-w-14 shrink-0 text-right font-semibold whitespace-nowrap tabular-nums text-slate-900">{detail.value}</span>
      </div>
    );
  return (
    <div className={`${FOOT} gap-2 font-medium text-slate-700`} data-step-detail="artefact">
      <Icon icon={detail.icon} className="size-4 shrink-0 text-blue-700" />
      {detail.label}
    </div>
  );
}
