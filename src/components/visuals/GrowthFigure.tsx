/**
 * The market's growth (docs/product-rules.md#claims: 42% CAGR) as two labelled bars: the market at its
 * base year, indexed to 100, and two years on at that rate (202). Only a claim with a stated base is
 * charted: 500% ARR growth has none, so it stands as a figure beside it.
 *
 * Design review, round 4: a column chart with a y-axis, grid lines, value labels and placeholder years
 * drew only the stat beside it. Two bars with their values at their ends are all the data supports; the
 * bars are HTML widths (no SVG), so their labels stay body-size at every width.
 */
import { FigureCard } from './FigureCard.tsx';

export interface GrowthBar {
  label: string;
  /** Index value, base = 100. */
  index: number;
}

/**
 * Bar widths as literal classes (the CSP's style-src 'self' forbids style attributes), by the value's
 * share of the longest rounded to a whole percent: 100 against 202 is 50%, within half a percent.
 */
const WIDTHS: Record<number, string> = { 25: 'w-1/4', 33: 'w-1/3', 50: 'w-1/2', 67: 'w-2/3', 70: 'w-[70%]', 100: 'w-full' };

function widthClass(share: number): string {
  const width = WIDTHS[Math.round(share)];
  if (!width) throw new Error(`GrowthFigure: no bar width for ${share.toFixed(1)}%; add it to WIDTHS.`);
  return width;
}

export function GrowthFigure({ label, caption, bars }: { label: string; caption: string; bars: GrowthBar[] }) {
  const top = Math.max(...bars.map((b) => b.index));
  return (
    <FigureCard label={label} caption={caption}>
      <ul className="grid gap-5" data-growth-chart="">
        {bars.map((bar, i) => (
          <li key={bar.label}>
            <p className="flex items-baseline justify-between gap-3 text-sm">
              <span className="font-medium text-slate-700" data-category="">
                {bar.label}
              </span>
              <span className="text-base font-semibold text-slate-900 tabular-nums" data-bar-value="">
                {bar.index}
              </span>
            </p>
            {/* The bar's length is its value against the longest; the number above says it in words. */}
            <div className="mt-2 h-8 rounded bg-slate-100" aria-hidden="true">
              <div className={`h-8 rounded ${widthClass((100 * bar.index) / top)} ${i === bars.length - 1 ? 'bg-blue-700' : 'bg-slate-400'}`} />
            </div>
          </li>
        ))}
      </ul>
    </FigureCard>
  );
}
