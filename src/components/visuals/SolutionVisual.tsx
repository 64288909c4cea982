/**
 * A solution page's visual of its own (design review G r51 item 4: contract intelligence, risk assessment and regulatory
 * compliance were one template with only the text changed): risk assessment's rating with its evidence, regulatory
 * compliance's met / partial / missing grid, contract intelligence's renewal timeline, each drawn from the page's own sample
 * (content/solution-visuals/). It stands in the Outcomes section beside the outcomes, so the section shows what it claims
 * (G item 3, a text-only band). Static HTML in the hero picture's frame: a white panel with its title row and the
 * "illustrative" caption; real list and table semantics, so a screen reader reads what the eye does.
 */
import type { SolutionVisual as Visual } from '../../content/solution-visuals/index.ts';
import type { RatingVisual } from '../../content/solution-visuals/risk-assessment.ts';
import type { RequirementStatus, RequirementsVisual } from '../../content/solution-visuals/regulatory-compliance.ts';
import type { TimelineVisual } from '../../content/solution-visuals/contract-intelligence.ts';
import { AnalysisPanel, ILLUSTRATIVE_NOTE } from '../DocumentAnalysis.tsx';

/** The file the visual reads, as the hero names its document (monospace), then what the visual shows of it. */
function Body({ subject, children }: { subject: string; children: React.ReactNode }) {
  return (
    <div className="px-5 py-4 text-sm text-pretty">
      <p className="font-mono text-xs text-slate-600">{subject}</p>
      {children}
    </div>
  );
}

function Rating({ visual }: { visual: RatingVisual }) {
  return (
    <Body subject={visual.subject}>
      <ol className="mt-3 divide-y divide-slate-200" data-rating-factors="">
        {visual.factors.map((f) => (
          <li key={f.factor} className="py-2.5">
            <p className="flex items-baseline justify-between gap-x-4 font-semibold text-slate-900">
              {f.factor}
              {/* The points as the sum reads them: "0 of 30" (no bar: a width would say more than the sample's scale does). */}
              <span className="whitespace-nowrap tabular-nums" data-points={f.points}>
                {f.points} <span className="font-normal text-slate-600">of {f.max}</span>
              </span>
            </p>
            <p className="mt-0.5 text-slate-700">
              {f.reading}: <q className="text-slate-600">{f.cite}</q>
            </p>
          </li>
        ))}
      </ol>
      <p className="mt-1 flex flex-wrap items-baseline justify-between gap-x-4 border-t border-slate-300 pt-3" data-rating-total="">
        <span className="font-semibold text-slate-900">
          Rating: <span className="tabular-nums">{visual.total}</span> <span className="font-normal text-slate-600">of {visual.max}</span>
        </span>
        <span className="font-semibold text-red-700">{visual.rating}</span>
      </p>
      <p className="mt-1 text-slate-600">{visual.scale}</p>
    </Body>
  );
}

/** Met in the product's "confirmed" blue, a partial answer in the findings' amber, a missing one in the flags' red. */
const STATUS_TONE: Record<RequirementStatus, string> = {
  Met: 'bg-blue-50 text-blue-700',
  Partial: 'bg-amber-50 text-amber-800',
  Missing: 'bg-red-50 text-red-800',
};

function Requirements({ visual }: { visual: RequirementsVisual }) {
  const counts = (['Met', 'Partial', 'Missing'] as const).map((status) => `${visual.rows.filter((r) => r.status === status).length} ${status.toLowerCase()}`);
  return (
    <Body subject={visual.subject}>
      <table className="mt-3 w-full text-left" data-requirement-grid="">
        {/* Row headers name each requirement; no column headers, which would be read before every score (and cost the
            page's first load ~70 B it has not got). */}
        <caption className="sr-only">{visual.title}</caption>
        <tbody className="divide-y divide-slate-200">
          {visual.rows.map((row) => (
            <tr key={row.requirement}>
              <th scope="row" className="py-2.5 pr-4 font-normal">
                <span className="block font-semibold text-slate-900">
                  {row.ref} {row.requirement}
                </span>
                <span className="mt-0.5 block text-slate-700">{row.cite ? <q className="text-slate-600">{row.cite}</q> : 'Not addressed in the policy'}</span>
              </th>
              <td className="py-2.5 text-right align-top">
                <span className={`inline-block rounded-full px-2.5 py-0.5 font-semibold ${STATUS_TONE[row.status]}`}>
                  {row.status}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-1 border-t border-slate-300 pt-3 font-semibold text-slate-900" data-requirement-counts="">
        {counts.join(', ')}
      </p>
    </Body>
  );
}

function Timeline({ visual }: { visual: TimelineVisual }) {
  return (
    <Body subject={visual.subject}>
      <ol className="mt-3 divide-y divide-slate-200" data-timeline="">
        {visual.events.map((event) => (
          <li key={event.iso} className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 py-2.5" data-deadline={event.deadline ? '' : undefined}>
            <time dateTime={event.iso} className={`font-semibold whitespace-nowrap tabular-nums ${event.deadline ? 'text-red-700' : 'text-slate-900'}`}>
              {event.date}
            </time>
            <p className="text-slate-700">
              {event.deadline && <span className="font-semibold text-red-700">Deadline: </span>}
              {event.what} <span className="whitespace-nowrap text-slate-600">({event.clause})</span>
            </p>
          </li>
        ))}
      </ol>
    </Body>
  );
}

export function SolutionVisual({ visual }: { visual: Visual }) {
  return (
    // Its title says "Sample" (no tag beside it saying it again: the bytes went to the pages' first load).
    <AnalysisPanel as="figure" title={visual.title} Heading="p" data={{ 'data-solution-visual': visual.kind }}>
      {visual.kind === 'rating' ? <Rating visual={visual} /> : visual.kind === 'requirements' ? <Requirements visual={visual} /> : <Timeline visual={visual} />}
      <figcaption className="border-t border-slate-200 px-5 py-2 text-sm text-slate-600">{ILLUSTRATIVE_NOTE}</figcaption>
    </AnalysisPanel>
  );
}
