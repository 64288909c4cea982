/**
 * Headline figures, value over label, two to a row (investors: the traction figures beside the
 * hero's lede, so they stand once, not again in a band of their own).
 */
import { Figure } from './Figure.tsx';

export interface BandStat {
  value: string;
  label: string;
}

export function StatList({ stats, label }: { stats: readonly BandStat[]; label: string }) {
  return (
    // A dl may not carry aria-label (html-validate's aria-label-misuse): the group names the figures.
    <div role="group" aria-label={label}>
      {/* Phones: one figure a row, its value right above its label (two columns squeezed labels into 3-4 line
          stacks; a value column beside the labels left short values far from theirs). */}
      <dl className="grid gap-y-4 sm:grid-cols-2 sm:gap-x-6 sm:gap-y-8" data-stats="">
        {stats.map((stat) => (
          <div key={stat.label} className="flex flex-col-reverse justify-end gap-0.5 border-l-2 border-blue-700 pl-4 sm:gap-1" data-stat="">
            <dt className="text-sm leading-5 text-slate-600">{stat.label}</dt>
            <dd className="text-xl font-bold tracking-tight whitespace-nowrap text-slate-900 sm:text-3xl"><Figure value={stat.value} /></dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
