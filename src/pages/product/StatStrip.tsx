/** A band of headline claims under a hero: large value, short label that completes the sentence. */
import { Figure, FigureText, figureBaseline } from '../../components/Figure.tsx';
import type { Stat } from '../../content/features.ts';

export function StatStrip({ stats }: { stats: Stat[] }) {
  // What a comparative figure is compared with, when its methodology entry says ("5x" than what):
  // a note under the row, not inside a third of it, where a long baseline ran to nine lines at 390 px.
  const baselines = stats.flatMap((stat) => {
    const baseline = figureBaseline(stat.value);
    return baseline ? [{ value: stat.value, baseline }] : [];
  });
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
            </dd>
          </div>
        ))}
      </dl>
      {baselines.map(({ value, baseline }) => (
        <p key={value} className="mx-auto -mt-3 max-w-7xl px-4 pb-6 text-xs text-slate-600 sm:-mt-6 sm:px-6 sm:pb-8 sm:text-sm" data-figure-baseline="">
          {/* The value through the figure component, as everywhere a product figure is shown (linked to its method). */}
          <Figure value={value} />
          {`: compared with ${baseline}`}
        </p>
      ))}
    </section>
  );
}
