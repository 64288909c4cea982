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
 */
export function InsightCard({ value, label, figures, date, readTime }: { value: string; label: string; figures: readonly { value: string; label: string }[]; date?: string; readTime?: string }) {
  // Bars 28 px tall, each segment named inside it at body size (design review: 12 px bars and legend read as a thumbnail).
  const bar = 'flex h-7 items-center overflow-hidden rounded px-2 whitespace-nowrap';
  return (
    <figure>
      <figcaption className="text-xs font-semibold uppercase tracking-wide text-blue-700">Featured insight</figcaption>
      <p className="mt-4 flex items-baseline gap-3">
        <span className="text-6xl font-bold tracking-tight text-slate-900">{value}</span>
        <span className="font-semibold text-slate-700">{label}</span>
      </p>
      {/* Each segment named inside the bar itself (design review: a legend of paired grey+blue swatches was
          too much for a sidebar). The two review segments are the same width; the local processing segment is
          too short to name at 390, and the figure under the chart says what it measures. */}
      <div className="mt-6 grid gap-5 text-sm text-slate-600" aria-hidden="true">
        <div>
          <p className="mb-2 font-medium text-slate-800">Per-token API model</p>
          <div className="flex gap-0.5 font-medium text-slate-900">
            <div className={`${bar} w-[61.5%] bg-slate-400`}>Processing</div>
            <div className={`${bar} w-[38.5%] bg-slate-200`}>Review</div>
          </div>
        </div>
        <div>
          <p className="mb-2 font-medium text-slate-800">Specialized model, run locally</p>
          <div className="flex gap-0.5 font-medium text-slate-900">
            <div className={`${bar} w-[21.5%] bg-blue-700`} />
            <div className={`${bar} w-[38.5%] bg-blue-200`}>Review</div>
          </div>
        </div>
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
