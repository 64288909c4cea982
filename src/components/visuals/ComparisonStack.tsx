/**
 * The comparison as stacked cards for small screens, where a three-column table would hide the
 * compared column behind a sideways scroll. The table itself is shown from sm up.
 */
import type { ComparisonTable } from '../../content/technology.ts';

export function ComparisonStack({ table, className }: { table: ComparisonTable; className?: string }) {
  const [, oursLabel, theirsLabel] = table.columns;
  return (
    <ul className={className} aria-label={table.caption} data-comparison-stack="">
      {table.rows.map((row) => (
        <li key={row.aspect} className="mt-3 rounded-xl border border-slate-200 bg-white p-4 first:mt-0">
          <p className="text-sm font-semibold text-slate-900">{row.aspect}</p>
          <dl className="mt-3 grid gap-2 text-sm">
            <div className="rounded-lg bg-blue-50 px-3 py-2">
              <dt className="text-xs font-semibold uppercase tracking-wide text-blue-800">{oursLabel}</dt>
              <dd className="mt-0.5 text-slate-800">{row.ours}</dd>
            </div>
            <div className="rounded-lg bg-slate-50 px-3 py-2">
              <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600">{theirsLabel}</dt>
              <dd className="mt-0.5 text-slate-700">{row.theirs}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
