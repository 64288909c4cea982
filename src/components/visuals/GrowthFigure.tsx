/**
 * The two traction figures (docs/product-rules.md#claims). A claim with a stated base is drawn as a chart
 * with real axes (base = 100, y ticks and title, labelled categories, the value on each bar): 42% a year
 * compounds to 142 and 202. A claim without one (500% ARR growth) stands as its figure and qualifier only:
 * bars against an unstated base looked like data we do not have. No invented series, dates or amounts.
 * The axis title is HTML text below the drawing, so its size does not shrink with the chart.
 */
import { FigureCard } from './FigureCard.tsx';
import { cx } from '../cx.ts';

export interface GrowthBar {
  label: string;
  /** Index value, base = 100. */
  index: number;
}

export interface GrowthClaim {
  value: string;
  label: string;
  meaning: string;
  /** The y axis title, stating the base, e.g. "Market size index, base year = 100". */
  axis?: string;
  /** Absent for a claim with no stated base (500% ARR growth): it stands as a figure with its qualifier, not a chart. */
  bars?: GrowthBar[];
}

const W = 220;
const H = 160;
const PLOT = { left: 36, right: 216, top: 16, bottom: 136 };
/**
 * Label size in user units. The chart is at most 15rem wide (12 -> ~13 px), 12rem from lg to xl where
 * the hero column is narrower (183-192 px: 15.2 -> 12.6-13.3 px), so its labels read at ~12.5-13.5 px
 * at every width: on a phone it had the card's whole width and scaled them up to ~18 px, larger than
 * the captions around it. Larger would make "Base year" touch its neighbour.
 */
const LABEL = 'text-[12px] lg:max-xl:text-[15.2px]';

function ticksFor(max: number): number[] {
  const step = max <= 300 ? 50 : 200;
  const top = Math.ceil(max / step) * step;
  return Array.from({ length: top / step + 1 }, (_, i) => i * step);
}

function Chart({ claim }: { claim: Required<GrowthClaim> }) {
  const ticks = ticksFor(Math.max(...claim.bars.map((b) => b.index)));
  const top = ticks[ticks.length - 1];
  const y = (v: number) => PLOT.bottom - ((PLOT.bottom - PLOT.top) * v) / top;
  const slot = (PLOT.right - PLOT.left) / claim.bars.length;
  const barWidth = Math.min(36, slot * 0.55);
  const summary = `${claim.axis}: ${claim.bars.map((b) => `${b.label} ${b.index}`).join(', ')}`;
  return (
    <div className="mt-4" data-growth-chart="">
      <svg className="h-auto w-full max-w-60 lg:max-xl:max-w-48" viewBox={`0 0 ${W} ${H}`} role="img" aria-label={summary}>
        {ticks.map((t) => (
          <g key={t}>
            <line x1={PLOT.left} x2={PLOT.right} y1={y(t)} y2={y(t)} className={t === 0 ? 'stroke-slate-400' : 'stroke-slate-200'} strokeWidth="1" />
            <text x={PLOT.left - 5} y={y(t) + 4} textAnchor="end" className={`fill-slate-600 ${LABEL}`} data-tick="">
              {t}
            </text>
          </g>
        ))}
        <line x1={PLOT.left} x2={PLOT.left} y1={PLOT.top} y2={PLOT.bottom} className="stroke-slate-400" strokeWidth="1" />
        {claim.bars.map((bar, i) => {
          const cx = PLOT.left + slot * i + slot / 2;
          const last = i === claim.bars.length - 1;
          return (
            <g key={bar.label}>
              <rect x={cx - barWidth / 2} y={y(bar.index)} width={barWidth} height={PLOT.bottom - y(bar.index)} rx="2" className={last ? 'fill-blue-700' : 'fill-slate-300'} />
              <text x={cx} y={y(bar.index) - 4} textAnchor="middle" className={`fill-slate-900 font-semibold ${LABEL}`}>
                {bar.index}
              </text>
              <text x={cx} y={PLOT.bottom + 17} textAnchor="middle" className={`fill-slate-600 ${LABEL}`} data-category="">
                {bar.label}
              </text>
            </g>
          );
        })}
      </svg>
      <p className="mt-1 text-[0.8125rem] leading-5 text-slate-600" data-axis-title="">
        {claim.axis}
      </p>
    </div>
  );
}

export function GrowthFigure({ claims, label, caption }: { claims: GrowthClaim[]; label: string; caption: string }) {
  return (
    <FigureCard label={label} caption={caption}>
      {/* From sm the two claims' figures and labels share the top rows side by side, and the one chart (the
          CAGR's) takes the row under both, so no column ends in an empty area under a figure with no chart. */}
      <div className="grid gap-8 sm:grid-cols-2 sm:gap-x-6 sm:gap-y-0">
        {claims.map((claim, i) => (
          <div key={claim.label} className="sm:contents" data-growth-claim="">
            <p className={cx('text-3xl font-bold tracking-tight text-slate-900 sm:row-start-1 sm:text-4xl', i === 0 ? 'sm:col-start-1' : 'sm:col-start-2')}>{claim.value}</p>
            <div className={cx('mt-1 text-sm sm:row-start-2', i === 0 ? 'sm:col-start-1' : 'sm:col-start-2')}>
              <p className="font-semibold text-slate-900">{claim.label}</p>
              <p className="text-pretty text-slate-600">{claim.meaning}</p>
            </div>
            {claim.bars && claim.axis && (
              <div className="sm:col-span-2 sm:row-start-3 sm:flex sm:justify-center">
                <Chart claim={{ ...claim, bars: claim.bars, axis: claim.axis }} />
              </div>
            )}
          </div>
        ))}
      </div>
    </FigureCard>
  );
}
