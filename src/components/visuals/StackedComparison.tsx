/**
 * A two-option comparison for narrow screens: one panel, a row per aspect, our answer first and the
 * other option's as one muted line under it (14 px: design review J r43 found the 12 px line hard to read), each behind the option's short name, so neither
 * column hides behind a sideways scroll at 390 px. (Review: eight stacked cards took ~1,300 px at
 * 390; one divided list says the same in far less.) Pages show it below `md` and the real table from
 * `md` up; both read the same table data.
 */
import type { ComparisonTable } from '../../content/technology.ts';
import { FigureText } from '../Figure.tsx';

export function StackedComparison({ table }: { table: ComparisonTable }) {
  const [ours, theirs] = table.shortLabels;
  return (
    <ul className="divide-y divide-slate-200 rounded-card border border-slate-200 bg-white shadow-card" data-stacked-comparison="">
      {table.rows.map((row) => (
        <li key={row.aspect} className="px-4 py-3">
          <h3 className="text-xs font-semibold uppercase tracking-wide text-slate-600">{row.aspect}</h3>
          <dl className="mt-1">
            <div className="text-sm leading-6 text-slate-900">
              <dt className="inline font-semibold text-blue-700">{`${ours}: `}</dt>
              <dd className="inline">
                <FigureText>{row.ours}</FigureText>
              </dd>
            </div>
            <div className="mt-1 text-sm leading-6 text-slate-600">
              <dt className="inline font-semibold">{`${theirs}: `}</dt>
              <dd className="inline">{row.theirs}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
