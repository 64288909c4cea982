/**
 * A two-option comparison for narrow screens: one card per aspect with both answers one above the
 * other, each behind the option's short name, so neither column hides behind a sideways scroll at
 * 390 px. Pages show it below `md` and the real table from `md` up; both read the same table data.
 */
import type { ComparisonTable } from '../../content/technology.ts';
import { FigureText } from '../Figure.tsx';

export function StackedComparison({ table }: { table: ComparisonTable }) {
  const [ours, theirs] = table.shortLabels;
  return (
    <ul className="grid gap-3" data-stacked-comparison="">
      {table.rows.map((row) => (
        <li key={row.aspect} className="rounded-card border border-slate-200 bg-white p-4 shadow-card">
          <h3 className="font-semibold text-slate-900">{row.aspect}</h3>
          <dl className="mt-2 grid grid-cols-[6.5rem_minmax(0,1fr)] gap-x-3 gap-y-2 text-sm">
            <dt className="font-semibold text-blue-700">{ours}</dt>
            <dd className="text-slate-800">
              <FigureText>{row.ours}</FigureText>
            </dd>
            <dt className="font-semibold text-slate-600">{theirs}</dt>
            <dd className="text-slate-600">{row.theirs}</dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}
