/**
 * The product figures a prose section is the point of (a technology explainer's, a /learn lesson's):
 * value over a label that gives only its unit and context, so the number is said once (design review:
 * "80%" over "Up to 80% lower..." said it twice). One figure takes the row; two or three share it from sm.
 * `then` completes a two-part figure ("Under 1 s per response, <500 ms on average": one claim, one box).
 * `points`: the section's points beside its one figure, in the same box (review A round 3: the 98% box
 * was wide and mostly empty, the bullet list under it detached): the figures left, one over the other, the points right,
 * from sm (design review G r51 item 4: a box of one stat and points, the next of two bare stats, read as two patterns).
 */
import type { SectionFigure } from '../content/types.ts';
import { Figure, FigureMedianLead, FigureNote } from './Figure.tsx';
import { cx } from './cx.ts';
import { CheckList } from './CheckList.tsx';

export type { SectionFigure };

export function SectionFigures({ figures, points }: { figures: readonly SectionFigure[]; points?: readonly string[] }) {
  const lone = figures.length === 1;
  const list = (
    <dl
      className={cx(!points && 'mt-6 rounded-card border border-slate-200 bg-slate-50 p-5 sm:p-6', 'grid gap-6', !lone && !points && (figures.length === 3 ? 'sm:grid-cols-3' : 'sm:grid-cols-2'))}
      data-section={points ? undefined : 'claims'}
    >
      {figures.map((figure) => (
        <div key={figure.value} className={cx('flex flex-col border-l-2 border-blue-700 pl-4', lone && !points && 'sm:flex-row sm:items-center sm:gap-5')} data-claim="">
          <dt className="text-3xl font-bold tracking-tight text-slate-900">
            {/* The median first where the figure's entry leads with it (trust review T7 r53); nothing otherwise. */}
            <FigureMedianLead value={figure.value} />
            <Figure value={figure.value} />
          </dt>
          {/* The label at body size in every box (review C r11: a 36 px number over 14 px text read cramped; design review J
              r43: the boxes of one page set their labels at 15 and 13 px). */}
          <dd className={cx('mt-1 text-base leading-6 text-slate-600', lone && !points && 'sm:mt-0')}>
            {figure.then ? (
              // One line, the label and its second figure, from sm (design review Q r52 item 4: "per response," then a break
              // before "<500 ms on average" at 1280; K r52 item 5 had held only the second figure to its label). At 390 it fits
              // its ~300 px; at 320 it may wrap rather than overflow.
              <span className="sm:whitespace-nowrap">
                {`${figure.label}, `}
                <span className="font-semibold text-slate-900">
                  <Figure value={figure.then.value} />
                </span>
                {` ${figure.then.label}`}
              </span>
            ) : (
              figure.label
            )}
            {/* What the figure's method says of its reach (scope, median, comparison), only when its entry says. */}
            <FigureNote value={figure.value} className="mt-1" />
          </dd>
        </div>
      ))}
    </dl>
  );
  if (!points) return list;
  return (
    // Two figures stacked and the points beside them both start at the top (design review K r52 item 5: centred, the first
    // point sat ~27 px under "Up to 80%"), stretched, not start-aligned, so the points' divider runs the panel's full height
    // (design review Q r52 item 4: it stopped at the points' height, short of the figures'); one figure stays centred on its points.
    <div className={cx('mt-6 grid gap-5 rounded-card border border-slate-200 bg-slate-50 p-5 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] sm:p-6', lone && 'sm:items-center')} data-section="claims">
      {list}
      <CheckList items={points} className="sm:border-l sm:border-slate-200 sm:pl-5" data-figure-points="" />
    </div>
  );
}
