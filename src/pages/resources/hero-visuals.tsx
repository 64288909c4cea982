/** The three hero visuals of the resource pages, drawn from the page's own data. */
import { Icon } from '../../components/Icon.tsx';
import type { MarkdownHeading } from '../../collections/markdown.ts';
import { formatDate } from '../../components/format-date.ts';
import { HeroCard } from './ResourceHero.tsx';
import { Figure } from '../../components/Figure.tsx';

/**
 * The featured insight as a cost breakdown. The bars are the two figures of docs/product-rules.md#claims made to agree:
 * processing averages 65% lower per document, and when processing was about 60% of the workload's
 * cost, the total falls by 40% (61.5 x 0.35 + 38.5 = 60).
 * The large number is the 65%, a figure the analysis's title (which gives the 40%) does not: design review,
 * round 5, the title's 40% again as the panel's big number said one thing twice. The 40% stands in the chart,
 * as the share the specialized model saves; the chart is for sm and up (on a phone it ran the featured
 * block to 1.5 screens before the first article).
 */
export function InsightCard({ value, label, saved, date, readTime }: { value: string; label: string; saved: string; date?: string; readTime?: string }) {
  // Bars 28 px tall (design review: 12 px bars read as a thumbnail). The two rows share their columns, named
  // once above them, so the short blue processing segment is named as the grey one is (design review, round 5).
  const bar = 'flex h-7 items-center overflow-hidden rounded px-2 whitespace-nowrap';
  return (
    <figure>
      <figcaption className="text-xs font-semibold uppercase tracking-wide text-blue-700">Featured insight</figcaption>
      {/* The label first in the markup (a dl's order), the number first on screen; 48 px, so the method cue a
          supplied methodology adds (0.6em) stays a mark, not a second figure. */}
      <dl className="mt-3 flex flex-row-reverse items-baseline justify-end gap-3 sm:mt-4" data-insight="">
        <dt className="font-semibold text-slate-700">{label}</dt>
        <dd className="text-5xl font-bold tracking-tight text-slate-900"><Figure value={value} /></dd>
      </dl>
      <div className="mt-6 hidden text-sm font-medium text-slate-800 sm:block" aria-hidden="true" data-insight-chart="">
        <p className="flex text-slate-600">
          <span className="w-[61.5%]">Processing</span>
          <span className="pl-1">Review</span>
        </p>
        <p className="mt-3 mb-2">Per-token API model</p>
        <div className="flex gap-0.5">
          <div className={`${bar} w-[61.5%] bg-slate-400`} />
          <div className={`${bar} w-[38.5%] bg-slate-200`} />
        </div>
        <p className="mt-4 mb-2">Specialized model, run locally</p>
        <div className="flex gap-0.5 text-blue-900">
          <div className={`${bar} w-[21.5%] bg-blue-700`} />
          <div className={`${bar} w-[40%] justify-center border border-dashed border-blue-300`}>{saved}</div>
          <div className={`${bar} w-[38.5%] bg-blue-200`} />
        </div>
      </div>
      {/* Without a date the page shows it by the analysis's title instead. */}
      {date && (
        <p className="mt-6 border-t border-slate-200 pt-4 text-sm text-slate-600">
          <time dateTime={date}>{formatDate(date)}</time> · <span data-read-time="">{readTime}</span>
        </p>
      )}
    </figure>
  );
}
