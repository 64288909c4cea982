/**
 * /journey's pictures: the decision pill on the stages' rail, and the hero's pilot report, the layout of what a
 * pilot hands over. Review B1 r11: the hero's path card listed the four stages the section lists right below
 * it, and the page promised "side-by-side accuracy and time-per-document results" and "a go or no-go decision"
 * without showing either; the report shows their shape, and the decisions moved onto the rail.
 */
import Split from 'lucide-react/icons/split';
import Repeat from 'lucide-react/icons/repeat';
import { FigureCard } from './FigureCard.tsx';
import { Icon } from '../Icon.tsx';
import type { JOURNEY_PILOT_REPORT } from '../../content/journey.ts';

/**
 * The decision between one stage and the next, closing the stage on the rail: a plain label with a fork, its
 * "Decision:" visible (review B r18: as a tinted chip with the question alone it read as a tag or a link, its
 * purpose unclear). It is not a link: the stages below already follow in order.
 */
export function DecisionPill({ question, label, className, loop = false }: { question: string; label: string; className: string; loop?: boolean }) {
  return (
    <p className={`${className} flex items-center gap-2 text-sm text-slate-700`} data-decision="">
      {/* The last stage's line points back to the start (a loop), the others to a fork. */}
      <Icon icon={loop ? Repeat : Split} className={`size-4 shrink-0 text-blue-700 ${loop ? '' : 'rotate-180'}`} />
      {/* Pretty (design review A r48 item 8: "starts again at / Discovery" at 390). */}
      <span className="text-pretty">
        <span className="font-semibold text-slate-900">{label}: </span>
        {question}
      </span>
    </p>
  );
}

export function PilotReport({ report }: { report: typeof JOURNEY_PILOT_REPORT }) {
  const [measure, method] = report.columns;
  return (
    <FigureCard label={report.label} meta={report.meta} caption={report.caption}>
      <p className="font-semibold text-slate-900">{report.title}</p>
      {/* Pretty: in the company heroes' narrow column a cell wraps, and no word stands alone ("read both / ways"). */}
      <table className="mt-3 w-full text-left text-sm text-pretty" data-pilot-report="">
        <thead>
          <tr className="text-xs font-semibold uppercase tracking-wide text-slate-600">
            <th scope="col" className="pb-2 font-semibold">
              {measure}
            </th>
            <th scope="col" className="pb-2 pl-4 font-semibold">
              {method}
            </th>
          </tr>
        </thead>
        <tbody>
          {report.rows.map((row) => (
            <tr key={row.measure} className="border-t border-slate-200 align-top">
              <th scope="row" className="py-3 font-medium text-slate-900">
                {row.measure}
              </th>
              <td className="py-3 pl-4 text-slate-600">{row.method}</td>
            </tr>
          ))}
        </tbody>
        {/* The decision the report ends in, as the table's closing row, so its outcomes start on the "How the pilot takes
            it" column (design review A r48 item 4: a paragraph under the table set "Go / No-go" ~130 px left of it). */}
        <tfoot>
          <tr className="border-t border-slate-200 align-top" data-go-no-go="">
            <th scope="row" className="pt-4 font-semibold text-slate-900">
              {report.decisionLabel}
            </th>
            {/* The outcomes a report names, in plain muted type: as unchecked boxes (design review O r46) and then as outlined
                pills (Q r47) they looked like controls that "invite a click that does nothing". */}
            <td className="pt-4 pl-4 font-medium text-slate-600" data-outcome="">
              {report.outcomes.join(' / ')}
            </td>
          </tr>
        </tfoot>
      </table>
    </FigureCard>
  );
}
