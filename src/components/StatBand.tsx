/** A white band of headline figures, value over label, four to a row from 1024 px (about, investors, /solutions). */
import { Figure } from './Figure.tsx';

export interface BandStat {
  value: string;
  label: string;
}

export function StatBand({ stats, label }: { stats: readonly BandStat[]; label: string }) {
  return (
    <section aria-label={label} className="border-b border-slate-200 bg-white" data-section="stats">
      <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-8 px-4 py-12 sm:px-6 lg:grid-cols-4">
        {stats.map((stat) => (
          <div key={stat.label} className="flex flex-col-reverse justify-end gap-1 border-l-2 border-blue-700 pl-4" data-stat="">
            <dt className="text-sm leading-5 text-slate-600">{stat.label}</dt>
            <dd className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"><Figure value={stat.value} /></dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
