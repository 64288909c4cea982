/**
 * The market's growth (docs/product-rules.md#claims: 42% CAGR) as a chart with real axes: base = 100,
 * y ticks, labelled categories and the value of each bar; 42% a year compounds to 142 and 202. Only a
 * claim with a stated base is charted: 500% ARR growth has none, so it stands as a figure beside it.
 *
 * Design review: a 220-unit SVG scaled into the card drew a 170 x 110 px chart with small type. The
 * drawing (grid lines and bars) now stretches to the card's width and a fixed height, and every label
 * is HTML text at 13-14 px, so the type stays one size at every width (stretched SVG text would distort).
 */
import { FigureCard } from './FigureCard.tsx';

export interface GrowthBar {
  label: string;
  /** Index value, base = 100. */
  index: number;
}

/** The drawing's own units: 100 across per bar, 100 up to the top tick. */
const SLOT = 100;
const BAR = 44;
/** The label row's columns, one per bar (literal classes, so Tailwind generates them). */
const COLUMNS: Record<number, string> = { 2: 'grid-cols-2', 3: 'grid-cols-3', 4: 'grid-cols-4', 5: 'grid-cols-5' };

function ticksFor(max: number): number[] {
  const step = max <= 300 ? 50 : 200;
  const top = Math.ceil(max / step) * step;
  return Array.from({ length: top / step + 1 }, (_, i) => i * step);
}

export function GrowthFigure({ label, caption, axis, bars }: { label: string; caption: string; axis: string; bars: GrowthBar[] }) {
  const ticks = ticksFor(Math.max(...bars.map((b) => b.index)));
  const top = ticks[ticks.length - 1];
  const y = (v: number) => 100 - (100 * v) / top;
  const width = SLOT * bars.length;
  return (
    <FigureCard label={label} caption={caption}>
      <div data-growth-chart="">
        <div className="grid grid-cols-[2rem_minmax(0,1fr)] gap-x-2">
          {/* Tick labels, evenly spaced as the grid lines are: zero-height rows spread from the bottom (0) to the top. */}
          <div className="flex h-44 flex-col-reverse justify-between sm:h-52 lg:h-44" aria-hidden="true">
            {ticks.map((t) => (
              <div key={t} className="relative h-0">
                <span className="absolute right-0 -translate-y-1/2 text-[13px] leading-none text-slate-600 tabular-nums" data-tick="">
                  {t}
                </span>
              </div>
            ))}
          </div>
          {/* Shapes only (the values are the list below): stretched to the column, lines kept 1 px. */}
          <svg className="h-44 w-full sm:h-52 lg:h-44" viewBox={`0 0 ${width} 100`} preserveAspectRatio="none" aria-hidden="true">
            {ticks.map((t) => (
              <line key={t} x1="0" x2={width} y1={y(t)} y2={y(t)} className={t === 0 ? 'stroke-slate-400' : 'stroke-slate-200'} strokeWidth="1" vectorEffect="non-scaling-stroke" />
            ))}
            {bars.map((bar, i) => (
              <rect key={bar.label} x={SLOT * i + (SLOT - BAR) / 2} y={y(bar.index)} width={BAR} height={100 - y(bar.index)} className={i === bars.length - 1 ? 'fill-blue-700' : 'fill-slate-300'} />
            ))}
          </svg>
          {/* Each bar's category and value, centred under it (the columns match the drawing's slots). */}
          <ul className={`col-start-2 mt-2 grid text-center ${COLUMNS[bars.length]}`}>
            {bars.map((bar) => (
              <li key={bar.label} className="flex flex-col">
                <span className="text-sm font-semibold text-slate-900 tabular-nums" data-bar-value="">
                  {bar.index}
                </span>
                <span className="text-[13px] leading-5 text-slate-600" data-category="">
                  {bar.label}
                </span>
              </li>
            ))}
          </ul>
        </div>
        <p className="mt-3 text-[0.8125rem] leading-5 text-slate-600" data-axis-title="">
          {axis}
        </p>
      </div>
    </FigureCard>
  );
}
