/** A band of headline claims under a hero: large value, short label that completes the sentence. */
import { Figure, FigureText } from '../../components/Figure.tsx';
import type { Stat } from '../../content/features.ts';

export function StatStrip({ stats }: { stats: Stat[] }) {
  return (
    <section aria-label="Key figures" className="border-b border-slate-200 bg-white" data-section="claims">
      <dl className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-3 sm:px-6">
        {stats.map((stat) => (
          <div key={stat.value + stat.label} className="border-l-2 border-blue-700 pl-4" data-claim="">
            <dt className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"><Figure value={stat.value} /></dt>
            {/* A label may complete a two-part figure ("per response, under 500 ms on average"): linked too. */}
            <dd className="mt-1 text-sm text-slate-600">
              <FigureText>{stat.label}</FigureText>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
