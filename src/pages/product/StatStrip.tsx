/** A band of headline claims under a hero: large value, short label that completes the sentence. */
import { Figure, FigureText, figureBaseline } from '../../components/Figure.tsx';
import type { Stat } from '../../content/features.ts';

export function StatStrip({ stats }: { stats: Stat[] }) {
  return (
    <section aria-label="Key figures" className="border-b border-slate-200 bg-white" data-section="claims">
      {/* Three across at every width (review: stacked at 390 px, three numbers took ~270 px): on phones
          smaller numbers, small labels and a narrow gap, from sm the full size. */}
      <dl className="mx-auto grid max-w-7xl grid-cols-3 gap-3 px-4 py-6 sm:gap-8 sm:px-6 sm:py-10">
        {stats.map((stat) => (
          <div key={stat.value + stat.label} className="min-w-0 border-l-2 border-blue-700 pl-2.5 sm:pl-4" data-claim="">
            <dt className="text-lg font-bold tracking-tight text-slate-900 sm:text-3xl"><Figure value={stat.value} /></dt>
            {/* A label may complete a two-part figure ("per response, under 500 ms on average"): linked too. */}
            <dd className="mt-1 text-xs leading-4 text-pretty text-slate-600 sm:text-sm sm:leading-5">
              <FigureText>{stat.label}</FigureText>
              <Baseline value={stat.value} />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** "Compared with <baseline>" on its own line under a comparative figure's label, when its methodology entry states one. */
function Baseline({ value }: { value: string }) {
  const baseline = figureBaseline(value);
  return baseline ? <span className="mt-1 block" data-figure-baseline="">{`Compared with ${baseline}`}</span> : null;
}
