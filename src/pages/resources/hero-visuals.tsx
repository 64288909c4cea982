/** The three hero visuals of the resource pages, drawn from the page's own data. */
import { Figure } from '../../components/Figure.tsx';

/** One figure of the insight panel and what it measures. */
export interface InsightFigure {
  value: string;
  label: string;
  /** A short sentence under the figure, apart from its label (design review L r45). */
  note?: string;
}

/**
 * The featured insight as a cost breakdown. The bars are the two figures of docs/product-rules.md#claims made to agree:
 * processing averages 65% lower per document, and when processing was about 60% of the workload's
 * cost, the total falls by 40% (61.5 x 0.35 + 38.5 = 60).
 * Design review, round 6: a big 65% under a "40% Question" title, and "40% saved" inside the processing gap,
 * read as three competing answers (and at 390, with the chart left out, a bare 65% sat under the 40% title).
 * The panel leads with the 40% (the whole workload, the featured insight) and shows the 65% under it as the
 * part behind it, each named for what it measures, at every width; the chart names its gap "saved", so it
 * draws the two figures without stating a third. Round 8: the chart at 390 too (left out, the 65% line was hard
 * to parse); its two bars fit a phone's width.
 */
export function InsightCard({ total, part, saved }: { total: InsightFigure; part: InsightFigure; saved: string }) {
  // Bars 28 px tall (design review: 12 px bars read as a thumbnail). The two rows share their columns, named
  // once above them, so the short blue processing segment is named as the grey one is (design review, round 5).
  const bar = 'flex h-7 items-center overflow-hidden rounded px-2 whitespace-nowrap';
  return (
    <figure>
      <figcaption className="text-xs font-semibold uppercase tracking-wide text-blue-700">Featured insight</figcaption>
      {/* Each label first in the markup (a dl's order), its number first on screen; 48 px, so the method cue a
          supplied methodology adds (0.6em) stays a mark, not a second figure. */}
      <dl className="mt-3 sm:mt-4" data-insight="">
        <div className="flex flex-row-reverse items-baseline justify-end gap-3" data-insight-total="">
          <dt className="font-semibold text-slate-700">{total.label}</dt>
          <dd className="text-5xl font-bold tracking-tight text-slate-900"><Figure value={total.value} /></dd>
        </div>
        <div className="mt-4 flex flex-row-reverse items-baseline justify-end gap-3 border-t border-slate-200 pt-4" data-insight-part="">
          <dt className="text-sm text-slate-600">{part.label}</dt>
          <dd className="shrink-0 text-2xl font-bold tracking-tight text-blue-800"><Figure value={part.value} /></dd>
        </div>
      </dl>
      {part.note && (
        <p className="mt-1 text-sm text-pretty text-slate-600" data-insight-note="">
          {part.note}
        </p>
      )}
      <div className="mt-6 text-sm font-medium text-slate-800" aria-hidden="true" data-insight-chart="">
        <p className="flex text-slate-600">
          <span className="w-[61.5%]">Processing</span>
          <span className="pl-1">Review</span>
        </p>
        {/* Review in slate-300, not 200 (design review L r52 item 7: at about 1.2:1 on its panel it read as an empty track).
            Each row's total on the index its key names (design review D r50: the bars had no scale, so the 40% could not
            be read off them): 100 and 60 say the 40% without a second percentage. */}
        <p className="mt-3 mb-2 flex justify-between">
          Per-token API model<span className="tabular-nums">100</span>
        </p>
        <div className="flex gap-0.5">
          <div className={`${bar} w-[61.5%] bg-slate-400`} />
          <div className={`${bar} w-[38.5%] bg-slate-300`} />
        </div>
        <p className="mt-4 mb-2 flex justify-between">
          Specialized model, run locally<span className="tabular-nums">{100 - parseFloat(total.value)}</span>
        </p>
        <div className="flex gap-0.5 text-blue-900">
          <div className={`${bar} w-[21.5%] bg-blue-700`} />
          <div className={`${bar} w-[40%] justify-center border border-dashed border-blue-300 bg-blue-50`}>{saved}</div>
          <div className={`${bar} w-[38.5%] bg-slate-300`} />
        </div>
      </div>
    </figure>
  );
}
