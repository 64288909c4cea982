/**
 * Headline figures, value over label, two to a row (investors: the traction figures beside the
 * hero's lede, so they stand once, not again in a band of their own).
 */
import { Figure } from './Figure.tsx';
import { cx } from './cx.ts';

export interface BandStat {
  value: string;
  label: string;
  /** Whose figure it is, as a small heading over the value, where a pair measures different things (/investors: the market, the company). */
  subject?: string;
}

/**
 * `md`: a list of figures, one a row on phones and two from sm. `lg`: the figures a page is about at 40-56 px (review
 * B round 6: /investors' two at 28 px beside its lede read as footnotes), in the panel beside the lede from lg (review
 * B r8), side by side from sm and one a row on phones (reviews B r19-r20: at 390 a label wrapped to three lines). `sm`: counts beside a lede, two to a row at every width and no larger
 * than a heading, so they state the evidence's extent without making thin numbers the page's subject (/customers).
 */
const SIZES = {
  sm: { dl: 'grid grid-cols-2 gap-x-6 gap-y-5', stat: 'gap-1', value: 'text-3xl' },
  md: { dl: 'grid gap-y-4 sm:grid-cols-2 sm:gap-x-6 sm:gap-y-8', stat: 'gap-0.5 sm:gap-1', value: 'text-xl sm:text-3xl' },
  lg: { dl: 'grid gap-y-6 sm:grid-cols-2 sm:gap-x-6', stat: 'gap-2', value: 'text-4xl sm:text-5xl lg:text-[3.5rem] lg:leading-none' },
} as const;

export function StatList({ stats, label, size = 'md' }: { stats: readonly BandStat[]; label: string; size?: keyof typeof SIZES }) {
  const sized = SIZES[size];
  return (
    // A dl may not carry aria-label (html-validate's aria-label-misuse): the group names the figures.
    <div role="group" aria-label={label}>
      {/* Phones: one figure a row, its value right above its label (two columns squeezed labels into 3-4 line
          stacks; a value column beside the labels left short values far from theirs). */}
      <dl className={sized.dl} data-stats="">
        {stats.map((stat) => {
          const value = <dd className={cx('font-bold tracking-tight whitespace-nowrap text-slate-900', sized.value)} data-stat-value=""><Figure value={stat.value} /></dd>;
          return stat.subject ? (
            // Headed: the subject names the pair (dt), the value and what it measures describe it (two dd), in reading order.
            <div key={stat.label} className={cx('flex flex-col border-l-2 border-blue-700 pl-4', sized.stat)} data-stat="">
              <dt className="text-xs font-semibold tracking-wide text-blue-700 uppercase" data-stat-subject="">{stat.subject}</dt>
              {value}
              <dd className="text-sm leading-5 text-slate-600" data-stat-label="">{stat.label}</dd>
            </div>
          ) : (
            <div key={stat.label} className={cx('flex flex-col-reverse justify-end border-l-2 border-blue-700 pl-4', sized.stat)} data-stat="">
              <dt className="text-sm leading-5 text-slate-600" data-stat-label="">{stat.label}</dt>
              {value}
            </div>
          );
        })}
      </dl>
    </div>
  );
}
