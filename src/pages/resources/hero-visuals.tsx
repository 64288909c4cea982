/** The three hero visuals of the resource pages, drawn from the page's own data. */
import { Icon } from '../../components/Icon.tsx';
import type { MarkdownHeading } from '../../collections/markdown.ts';
import { formatDate } from './format-date.ts';
import { HeroCard } from './ResourceHero.tsx';
import { Figure } from '../../components/Figure.tsx';

/**
 * The featured insight as a cost breakdown. The bars are the two figures of docs/product-rules.md#claims made to agree:
 * processing averages 65% lower per document, and when processing was about 60% of the workload's
 * cost, the total falls by 40% (61.5 x 0.35 + 38.5 = 60).
 */
export function InsightCard({ value, label, figures, date, readTime }: { value: string; label: string; figures: readonly { value: string; label: string }[]; date?: string; readTime?: string }) {
  // Bars 24 px tall and a body-size key (design review: the 12 px bars and 12 px legend read as a thumbnail).
  const bar = 'h-6 rounded';
  const swatch = 'size-3.5 rounded-sm';
  return (
    <figure>
      <figcaption className="text-xs font-semibold uppercase tracking-wide text-blue-700">Featured insight</figcaption>
      <p className="mt-4 flex items-baseline gap-3">
        <span className="text-6xl font-bold tracking-tight text-slate-900">{value}</span>
        <span className="font-semibold text-slate-700">{label}</span>
      </p>
      <div className="mt-6 grid gap-5 text-sm text-slate-600" aria-hidden="true">
        <div>
          <p className="mb-2 font-medium text-slate-800">Per-token API model</p>
          <div className="flex gap-0.5">
            <div className={`${bar} w-[61.5%] bg-slate-400`} />
            <div className={`${bar} w-[38.5%] bg-slate-300`} />
          </div>
        </div>
        <div>
          <p className="mb-2 font-medium text-slate-800">Specialized model, run locally</p>
          <div className="flex gap-0.5">
            <div className={`${bar} w-[21.5%] bg-blue-700`} />
            <div className={`${bar} w-[38.5%] bg-blue-300`} />
          </div>
        </div>
        {/* Each key pairs the segment's grey (per-token) and blue (local) swatch: the grey ones had no key. */}
        <p className="flex flex-wrap gap-x-4 gap-y-1">
          <span className="inline-flex items-center gap-1.5">
            <span className={`${swatch} bg-slate-400`} />
            <span className={`${swatch} -ml-1 bg-blue-700`} /> Processing
          </span>
          <span className="inline-flex items-center gap-1.5">
            <span className={`${swatch} bg-slate-300`} />
            <span className={`${swatch} -ml-1 bg-blue-300`} /> Review and oversight
          </span>
        </p>
      </div>
      {/* The figures behind the 40%, each naming what it measures (the bars' key above names only the segments). */}
      {/* At every width: the card's summary states no figure, so the panel is where they stand (once). */}
      <dl className="mt-6 grid gap-4 border-t border-slate-200 pt-4" data-insight="">
        {figures.map((figure) => (
          <div key={figure.label} className="flex flex-col-reverse border-l-2 border-blue-700 pl-3">
            <dt className="text-sm text-slate-600">{figure.label}</dt>
            <dd className="text-2xl font-bold tracking-tight text-slate-900"><Figure value={figure.value} /></dd>
          </div>
        ))}
      </dl>
      {/* Without a date the page shows it by the analysis's title instead. */}
      {date && (
        <p className="mt-6 border-t border-slate-200 pt-4 text-sm text-slate-600">
          <time dateTime={date}>{formatDate(date)}</time> · <span data-read-time="">{readTime}</span>
        </p>
      )}
    </figure>
  );
}
