/**
 * What an audience page's process produces, beside its steps (design review M r52, item 3: between the hero and the demo
 * /marketing and /product-development showed only icon cards and a text stepper): an obligations timeline (marketing,
 * content creators) or a traceability matrix (product development), drawn from the page's own demo sample
 * (src/content/audiences.ts, AUDIENCE_ARTEFACTS) in the frame the feature pages' samples use (FigureCard: a "Sample" tag,
 * a caption saying where it comes from). Server-rendered HTML: a list of milestones, or a table.
 */
import Check from 'lucide-react/icons/check';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import X from 'lucide-react/icons/x';
import type { AudienceArtefact, ObligationsArtefact, TraceArtefact } from '../../content/audiences.ts';
import { keepUnits } from '../../components/keep-units.ts';
import { Icon } from '../../components/Icon.tsx';
import { Headline } from '../../components/Headline.tsx';
import { cx } from '../../components/cx.ts';
import { FigureCard } from '../../components/visuals/FigureCard.tsx';

const CLAUSE = 'rounded-md bg-slate-100 px-1.5 py-0.5 font-mono text-xs text-slate-700';
/** An obligation's columns from sm: deliverable, owner, clause. */
const ROW = 'sm:grid-cols-[minmax(0,1fr)_11rem_auto]';

/** Milestones on a rail, each with what falls due then: the deliverable, its owner and the clause that says so. */
function Obligations({ artefact }: { artefact: ObligationsArtefact }) {
  return (
    <ol data-obligations="">
      {artefact.milestones.map((milestone, i) => (
        <li key={milestone.due} className="relative flex gap-3 pb-4 last:pb-0" data-milestone="">
          {i < artefact.milestones.length - 1 && <span className="absolute top-4 bottom-0 left-[5px] w-px bg-slate-200" aria-hidden="true" />}
          <span className="relative mt-1 size-[11px] shrink-0 rounded-full border-2 border-blue-700 bg-white" aria-hidden="true" />
          <div className="min-w-0 flex-1">
            <p className="text-xs font-semibold text-blue-700">
              <span className="sr-only">Due: </span>
              {keepUnits(milestone.due)}
            </p>
            {/* One line an obligation from sm (deliverable, owner, clause), so the timeline stands about as tall as the four steps
                beside it; on a phone the owner under the deliverable. Only the flagged one is tinted. */}
            <ul className="mt-1 grid gap-1">
              {milestone.items.map((item) => (
                <li
                  key={item.deliverable}
                  className={cx('grid grid-cols-[minmax(0,1fr)_auto] items-baseline gap-x-3 rounded-md px-2 py-1', ROW, item.flag && 'bg-amber-50 ring-1 ring-amber-200')}
                  data-obligation=""
                >
                  {/* Pretty: without it, "Paid partnership disclosed in each / post" at 390. */}
                  <span className="text-sm font-semibold text-pretty text-slate-900">
                    {/* Hyphenated words whole (design review N r52 teams item 7: "short- / form videos" at 390). */}
                    <Headline text={item.deliverable} />
                  </span>
                  <span className="text-xs text-slate-600 max-sm:col-start-1 max-sm:row-start-2">
                    <span className="sr-only">Owner: </span>
                    {item.owner}
                  </span>
                  {/* "§" is read as "section": no hidden word beside it (first-load bytes on three pages). */}
                  <span className={cx(CLAUSE, 'justify-self-end max-sm:col-start-2 max-sm:row-start-1')}>§{item.clause}</span>
                  {item.flag && (
                    <span className="col-span-full mt-0.5 flex items-center gap-1.5 text-xs font-semibold text-amber-800" data-flag="">
                      <Icon icon={TriangleAlert} className="size-3.5 shrink-0" />
                      {item.flag}
                    </span>
                  )}
                </li>
              ))}
            </ul>
          </div>
        </li>
      ))}
    </ol>
  );
}

/** A phone's label before a stacked row's value, one width for both, so the values start on one line. */
const STACK_LABEL = 'w-9 shrink-0 font-semibold text-slate-600 sm:hidden';

/**
 * Requirements down the side, the supplier specification and the test across; the conflicting cell in red. Below sm each
 * requirement a stacked row (design review V r54 teams item 5: at 390 three columns in ~300 px wrapped the results to two
 * or three lines): its id and name on one line, then a "Spec:" line, then a "Test:" line, the labels in place of the
 * column headings, which a phone does not show.
 */
function Trace({ artefact }: { artefact: TraceArtefact }) {
  const [requirement, spec, test] = artefact.columns;
  const [specLabel, testLabel] = artefact.stacked;
  return (
    // 13 px from sm, the hero sample's size (design review V r53 teams item 5: 12 px cells read small at 1280); 12 px on phones,
    // where 13 px pushed a 320 px screen 7 px wide (the quality test's 320 px check).
    <table className="w-full text-xs max-sm:block sm:text-code" data-trace="">
      {/* One case at both widths (design review N r53 teams item 8: UPPERCASE at 1280, Title Case at 390). */}
      <thead className="max-sm:hidden">
        <tr className="text-slate-600">
          <th scope="col" className="pb-2 text-left font-semibold">
            {requirement}
          </th>
          <th scope="col" className="px-2 pb-2 text-left font-semibold">
            {spec}
          </th>
          <th scope="col" className="pb-2 text-left font-semibold">
            {test}
          </th>
        </tr>
      </thead>
      {/* On a phone the first row without its rule and top padding: under the hidden headings they made a blank band. */}
      <tbody className="max-sm:block">
        {artefact.rows.map((row) => (
          <tr key={row.id} className="border-t border-slate-100 align-top max-sm:block max-sm:py-2.5 max-sm:first:border-0 max-sm:first:pt-0" data-trace-row="">
            <th scope="row" className="py-2.5 pr-2 text-left font-normal max-sm:block max-sm:p-0">
              {/* A term is never broken at its hyphen (design review N r52 teams item 7: "REQ-0xx", "SP-7 rev B"). */}
              <span className="block font-mono font-semibold whitespace-nowrap text-slate-900 max-sm:inline">{row.id}</span>{' '}
              <span className="block text-slate-600 max-sm:inline">{keepUnits(row.requirement)}</span>
            </th>
            {/* Every cell's text from the row's top (V r54 teams item 5: the specification 3-4 px below the requirement): only the
                conflict's box has padding, its frame level with the other cells' first line. */}
            <td className="px-2 py-2.5 max-sm:flex max-sm:gap-2 max-sm:p-0 max-sm:pt-1">
              <span className={STACK_LABEL}>{specLabel}:</span>
              {row.spec ? (
                <span className={cx('block', row.spec.conflict ? 'rounded-md bg-red-50 px-2 py-1 text-red-900 ring-1 ring-red-200' : 'text-slate-700')} data-conflict={row.spec.conflict ? '' : undefined}>
                  <span className="block font-mono font-semibold whitespace-nowrap max-sm:inline">{keepUnits(row.spec.ref)}</span>{' '}
                  {row.spec.conflict ? (
                    <>
                      <span className="block max-sm:inline">{keepUnits(row.spec.value)}</span>
                      <span className="mt-0.5 flex items-center gap-1 font-semibold text-red-800">
                        <Icon icon={TriangleAlert} className="size-3.5 shrink-0" />
                        {row.spec.conflict}
                      </span>
                    </>
                  ) : (
                    // A match carries the Test column's check icon (V r54 teams item 5: a "✓" glyph here, an icon there); on a
                    // phone beside the reference, from the line's top (on its baseline the icon's foot pushed the line down).
                    <span className="flex items-start gap-1.5 align-top max-sm:inline-flex" data-spec-match="">
                      <Icon icon={Check} className="mt-px size-3.5 shrink-0 text-emerald-700" />
                      {keepUnits(row.spec.value)}
                    </span>
                  )}
                </span>
              ) : (
                <span className="text-slate-600">
                  <span aria-hidden="true">—</span>
                  <span className="sr-only">{artefact.none}</span>
                </span>
              )}
            </td>
            <td className="py-2.5 max-sm:flex max-sm:gap-2 max-sm:p-0 max-sm:pt-1">
              <span className={STACK_LABEL}>{testLabel}:</span>
              <span className={cx('flex items-start gap-1.5', row.test.testable ? 'text-slate-700' : 'font-semibold text-amber-800')} data-testable={row.test.testable ? 'yes' : 'no'}>
                <Icon icon={row.test.testable ? Check : X} className={cx('mt-px size-3.5 shrink-0', row.test.testable ? 'text-emerald-700' : 'text-amber-800')} />
                <span className="sr-only">{row.test.testable ? 'Testable: ' : 'Not testable: '}</span>
                <span className="text-pretty">{keepUnits(row.test.text)}</span>
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function ProcessArtefact({ artefact }: { artefact: AudienceArtefact }) {
  return (
    // Top of its row at its own height, as the steps beside it (design review V r54 teams item 7: neither stretched to the other).
    <div className="self-start">
      <FigureCard label={artefact.label} meta={artefact.meta} caption={artefact.caption}>
        {artefact.kind === 'obligations' ? <Obligations artefact={artefact} /> : <Trace artefact={artefact} />}
      </FigureCard>
    </div>
  );
}
