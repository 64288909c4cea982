/** A band of headline claims under a hero: large value, short label that completes the sentence. */
import { Figure, FigureNote, FigureText } from '../../components/Figure.tsx';
import type { Stat } from '../../content/features.ts';

export function StatStrip({ stats }: { stats: Stat[] }) {
  return (
    <section aria-label="Key figures" className="border-b border-slate-200 bg-white" data-section="claims">
      {/* Phones: a compact list, one figure a row, value left and label right (three ~100 px columns
          ran labels to 5-6 lines, review A round 4); from sm three across, value over label. The value
          keeps a stat's size on phones (review A r7: body-bold "5x" lost its emphasis), so the value
          column is as wide as the widest value ("§164.312(b)"), shared by the rows through a subgrid. */}
      <dl className="mx-auto grid max-w-7xl grid-cols-[auto_minmax(0,1fr)] px-4 py-3 max-sm:divide-y max-sm:divide-slate-200 sm:grid-cols-3 sm:gap-8 sm:px-6 sm:py-10">
        {stats.map((stat) => (
          <div key={stat.value + stat.label} className="col-span-2 grid min-w-0 grid-cols-subgrid items-baseline gap-4 py-3 sm:col-span-1 sm:block sm:border-l-2 sm:border-blue-700 sm:py-0 sm:pl-4" data-claim="">
            <dt className="text-2xl font-bold tracking-tight whitespace-nowrap text-slate-900 sm:text-3xl"><Figure value={stat.value} /></dt>
            {/* A label may complete a two-part figure ("per response, under 500 ms on average"): linked too. */}
            <dd className="text-sm leading-5 text-pretty text-slate-600 sm:mt-1">
              <FigureText>{stat.label}</FigureText>
              {/* Who measured it, as under every stat (SectionFigures); its caveat is the page's note's (review C r15:
                  a line under the row cited the figure a second time for it). */}
              <FigureNote value={stat.value} className="mt-1" />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
