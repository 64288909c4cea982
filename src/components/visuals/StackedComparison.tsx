/**
 * A two-option comparison for narrow screens: one card per aspect with both answers one above the
 * other, so neither column hides behind a sideways scroll at 390 px. Pages show it below `md` and
 * the real table from `md` up; both read the same table data.
 */
import type { ComparisonTable } from '../../content/technology.ts';

export function StackedComparison({ table }: { table: ComparisonTable }) {
  const [, ours, theirs] = table.columns;
  return (
    <ul className="grid gap-3" data-stacked-comparison="">
      {table.rows.map((row) => (
        <li key={row.aspect} className="rounded-card border border-slate-200 bg-white p-4 shadow-card">
          <h3 className="font-semibold text-slate-900">{row.aspect}</h3>
          <dl className="mt-2 grid gap-2 text-sm">
            <div className="border-l-2 border-blue-700 pl-3">
              <dt className="font-semibold text-blue-700">{ours}</dt>
              <dd className="mt-0.5 text-slate-800">{row.ours}</dd>
            </div>
            <div className="border-l-2 border-slate-300 pl-3">
              <dt className="font-semibold text-slate-700">{theirs}</dt>
              <dd className="mt-0.5 text-slate-600">{row.theirs}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
