/**
 * A two-option comparison as a real table: caption, column headers and row headers. On narrow
 * screens it scrolls sideways inside its own box (with a hint) while the row headers stay put. The aspect column 12rem,
 * its short labels' width (design review I r43: at 22%, ~270 px, it pushed one word of four values to a second line).
 */
import type { ComparisonTable as ComparisonTableData } from '../../content/technology.ts';
import { StackedComparison } from '../../components/visuals/StackedComparison.tsx';
import { FigureText } from '../../components/Figure.tsx';

export function ComparisonTable({ table }: { table: ComparisonTableData }) {
  const [aspect, ours, theirs] = table.columns;
  return (
    <>
      <p className="mb-3 text-sm text-slate-600 md:hidden">{table.scrollHint}</p>
      <section className="overflow-x-auto rounded-card border border-slate-200 bg-white shadow-card" tabIndex={0} aria-label={table.caption}>
        <table className="w-full min-w-[36rem] border-collapse text-left text-base">
          <caption className="sr-only">{table.caption}</caption>
          <thead className="bg-slate-50">
            <tr>
              <th scope="col" className="sticky left-0 w-48 bg-slate-50 px-5 py-3 font-semibold text-slate-900">
                {aspect}
              </th>
              {/* Vertiq's column tinted, head to foot: the table's point, not a spec sheet of two equal columns (design review K
                  r52 item 7: only its header's blue set it apart). */}
              <th scope="col" className="bg-blue-50 px-5 py-3 font-semibold text-blue-700" data-ours="">
                {ours}
              </th>
              <th scope="col" className="px-5 py-3 font-semibold text-slate-900">
                {theirs}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {table.rows.map((row) => (
              <tr key={row.aspect}>
                <th scope="row" className="sticky left-0 bg-white px-5 py-4 align-top font-semibold text-slate-900">
                  {row.aspect}
                </th>
                <td className="bg-blue-50 px-5 py-4 align-top text-slate-800" data-ours="">
                  <FigureText>{row.ours}</FigureText>
                </td>
                <td className="px-5 py-4 align-top text-slate-600">{row.theirs}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </>
  );
}

/** The comparison as pages show it: cards below md (the competitor column never hides behind a sideways scroll), the table from md up. */
export function Comparison({ table }: { table: ComparisonTableData }) {
  return (
    <>
      <div className="md:hidden">
        <StackedComparison table={table} />
      </div>
      <div className="hidden md:block">
        <ComparisonTable table={table} />
      </div>
    </>
  );
}
