/**
 * The feature pages' hero visuals: a miniature of what each feature produces, drawn from
 * src/content/feature-visuals.ts in the FigureCard frame. HTML, with SVG only for bars, so it is
 * crisp at any density, has no layout shift and needs no script. Nine shapes serve the eight heroes and their capability specimens.
 */
import type { ReactNode } from 'react';
import { Figure } from '../Figure.tsx';
import Check from 'lucide-react/icons/check';
import CircleCheck from 'lucide-react/icons/circle-check';
import Lock from 'lucide-react/icons/lock';
import Ban from 'lucide-react/icons/ban';
import CornerDownRight from 'lucide-react/icons/corner-down-right';
import ShieldAlert from 'lucide-react/icons/shield-alert';
import type {
  AnnotatedVisual,
  BarsVisual,
  BoundaryVisual,
  CrosswalkVisual,
  FeatureVisual as FeatureVisualData,
  LogVisual,
  MatrixVisual,
  OutlineVisual,
  RecordVisual,
  StatusVisual,
  VisualFact,
} from '../../content/feature-visuals.ts';
import { citedSegments, locateCitations, keepPassageEnds } from '../citations.tsx';
import { documentNameText } from '../DocumentAnalysis.tsx';
import { cx } from '../cx.ts';
import { Icon } from '../Icon.tsx';
import { FigureCard } from './FigureCard.tsx';

const DOCUMENT_NAME = 'font-mono text-xs break-words text-slate-600';
// 12 px at the least in a card (design review P r47, item 5: 10-11 px labels, times and chips, read as-is on a phone).
const HEADING = 'text-xs font-semibold uppercase tracking-wide text-slate-600';

/** Label/value pairs along the foot of a visual. */
function Facts({ facts }: { facts?: VisualFact[] }) {
  if (!facts?.length) return null;
  return (
    <dl className="mt-4 flex flex-wrap gap-x-8 gap-y-3 border-t border-slate-200 pt-4">
      {facts.map((fact) => (
        <div key={fact.label}>
          <dt className="text-xs text-slate-600">{fact.label}</dt>
          <dd className="text-sm font-semibold tabular-nums text-slate-900"><Figure value={fact.value} /></dd>
        </div>
      ))}
    </dl>
  );
}

/** A source passage with marked words, and a note on each (domain terms, or an injected instruction). */
function Annotated({ visual }: { visual: AnnotatedVisual }) {
  const risk = visual.tone === 'risk';
  // locateCitations throws (naming the document and note) when a cite is missing or ambiguous.
  const citations = locateCitations({ documentName: visual.documentName, original: [visual.source], analysis: { findings: visual.notes.map((n) => ({ label: n.title, cite: n.cite })) } });
  return (
    <>
      <p className={DOCUMENT_NAME}>{documentNameText(visual.documentName)}</p>
      {/* The citation numbers (the marks' ::after) at 12 px, not the cite's 10 (design review P r47, item 5); the demo keeps its own. By
          element, not `.cite`: a rule naming `.cite` would ship in every family that uses the cite (home has no room); its size alone, the
          cite's zero line height kept. */}
      <p className="mt-3 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm leading-6 text-slate-700 [&_mark::after]:text-[0.75rem]">
        {citedSegments(visual.source, citations).map((s, i) =>
          !s.n ? (
            s.text
          ) : risk ? (
            <mark key={i} className="rounded-sm bg-red-50 text-red-900 ring-1 ring-red-200 box-decoration-clone">
              {keepPassageEnds(s.text)}
            </mark>
          ) : (
            <mark key={i} className="cite" data-n={s.n.join(',')}>
              {keepPassageEnds(s.text)}
            </mark>
          ),
        )}
      </p>
      <ol className="mt-3 grid gap-2">
        {visual.notes.map((note, i) => (
          <li key={note.title} className={cx('flex gap-3 rounded-lg border px-3 py-2', risk ? 'border-red-200 bg-red-50' : 'border-slate-200')}>
            {risk ? (
              <Icon icon={ShieldAlert} className="mt-0.5 size-4 shrink-0 text-red-700" />
            ) : (
              <span className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full bg-amber-100 text-xs font-bold text-amber-800" aria-hidden="true">
                {i + 1}
              </span>
            )}
            <span className="min-w-0">
              <span className={cx('block text-sm font-semibold', risk ? 'text-red-900' : 'text-slate-900')}>{note.title}</span>
              {/* Pretty: no word alone on the last line (design review N r46: "capped" at 390). */}
              <span className={cx('block text-xs text-pretty', risk ? 'text-red-900' : 'text-slate-600')}>{note.detail}</span>
            </span>
          </li>
        ))}
      </ol>
    </>
  );
}

/** Rows of bars on one scale: an invoice history, or a request trace whose bars start where the last ended. */
function Bars({ visual }: { visual: BarsVisual }) {
  const [rowHeading, barHeading, valueHeading] = visual.columns;
  return (
    <table className="w-full text-xs">
      <thead>
        <tr className={HEADING}>
          <th scope="col" className="pb-2 text-left font-semibold">
            {rowHeading}
          </th>
          <th scope="col" className="w-full px-3 pb-2 text-left font-semibold">
            {barHeading}
          </th>
          <th scope="col" className="pb-2 text-right font-semibold">
            {valueHeading}
          </th>
        </tr>
      </thead>
      <tbody>
        {visual.rows.map((row) => (
          <tr key={row.label} className="border-t border-slate-100">
            <th scope="row" className="py-2.5 text-left font-medium whitespace-nowrap text-slate-700">
              {row.label}
            </th>
            <td className="px-3 py-2.5">
              <span className={cx('grid items-center', row.figure && 'grid-cols-[minmax(0,1fr)_auto] gap-2')}>
                <svg viewBox={`0 0 ${visual.max} 10`} preserveAspectRatio="none" className="h-2.5 w-full" aria-hidden="true">
                  <rect width={visual.max} height="10" className="fill-slate-100" />
                  <rect x={row.from ?? 0} width={row.to - (row.from ?? 0)} height="10" className="fill-blue-700" />
                </svg>
                {row.figure && <span className="w-11 text-right tabular-nums text-slate-600">{row.figure}</span>}
              </span>
            </td>
            <td className="py-2.5 text-right font-semibold whitespace-nowrap tabular-nums text-slate-900"><Figure value={row.value} /></td>
          </tr>
        ))}
      </tbody>
      {visual.axis && (
        <tfoot aria-hidden="true">
          <tr>
            <td />
            <td className="px-3 pt-1">
              {/* Each tick on the scale: the start flush left, the middle centred on 50%, the end flush right
                  (review A r6: spread with justify-between, "250" sat ~13 px left of the midpoint because
                  "0" and "500 ms" differ in width). Classes, not style attributes: the CSP allows no inline style.
                  The middle tick shows from sm: on a phone's narrow track it nearly touched the end's (review A r17). */}
              <span className="relative block h-4 text-xs whitespace-nowrap text-slate-600">
                <span className="absolute left-0">{visual.axis[0]}</span>
                <span className="absolute left-1/2 -translate-x-1/2 max-sm:hidden">{visual.axis[1]}</span>
                <span className="absolute right-0">{visual.axis[2]}</span>
              </span>
            </td>
            <td />
          </tr>
        </tfoot>
      )}
    </table>
  );
}

/** The customer's network as a dashed boundary with the nodes inside it, and the outside it never calls. */
function Boundary({ visual }: { visual: BoundaryVisual }) {
  return (
    <>
      {/* On a phone 4 px less at each side and between nodes, and a node's two-word note unbroken: at 12 px (design review
          P r47, item 5) "Local processing" was a hair wider than its third of the card; its neighbours' notes are short. */}
      <div className="rounded-lg border border-dashed border-blue-700/40 bg-blue-50 px-2 pt-3 pb-4 sm:px-3">
        <p className="flex items-center gap-1.5 text-xs font-semibold text-blue-700">
          <Icon icon={Lock} className="size-3.5" />
          {visual.boundary}
        </p>
        <div className="relative mt-3">
          <span className="absolute inset-x-[16%] top-5 h-px bg-blue-700/40" aria-hidden="true" />
          <ol className="relative grid grid-cols-3 gap-1 sm:gap-2">
            {visual.nodes.map((node) => (
              <li key={node.title} className="flex flex-col items-center text-center">
                <span className="flex size-10 items-center justify-center rounded-lg bg-blue-700 text-white">
                  <Icon icon={node.icon} className="size-5" />
                </span>
                <span className="mt-2 text-xs font-semibold text-slate-900">{node.title}</span>
                <span className="text-xs whitespace-nowrap text-slate-600">{node.detail}</span>
              </li>
            ))}
          </ol>
        </div>
      </div>
      <div className="flex flex-col items-center" aria-hidden="true">
        <span className="h-3 border-l border-dashed border-slate-400" />
        <Icon icon={Ban} className="size-5 text-red-700" />
        <span className="h-3 border-l border-dashed border-slate-400" />
      </div>
      <p className="flex items-center gap-3 rounded-lg border border-slate-200 px-3 py-2.5">
        <Icon icon={visual.outside.icon} className="size-5 shrink-0 text-slate-500" />
        <span className="min-w-0 flex-1 text-sm text-slate-600">{visual.outside.title}</span>
        <span className="rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-800">{visual.outside.status}</span>
      </p>
    </>
  );
}

/** Roles against actions, a filled check where allowed. */
function Matrix({ visual }: { visual: MatrixVisual }) {
  if (visual.roles.every((role) => role.allowed.every(Boolean))) return <DoneList visual={visual} />;
  return (
    <>
      {visual.documentName && <p className={cx(DOCUMENT_NAME, 'mb-3')}>{documentNameText(visual.documentName)}</p>}
      <table className="w-full text-xs">
        <caption className="pb-3 text-left text-xs text-slate-600">{visual.caption}</caption>
        <thead>
          {/* One header style in every card (design review P r47, item 6: "ROLE" uppercase beside "View / Edit"). */}
          {/* On phones in sentence case (design review C r48, item 8: at 390 upper-case "APPROVE" and "EXPORT" came ~4 px
              apart in their fifths of the card); from sm the cards' one header style. */}
          <tr className={cx(HEADING, 'max-sm:normal-case')}>
            <th scope="col" className="pb-2 text-left font-semibold">
              {visual.roleHeading}
            </th>
            {visual.actions.map((action) => (
              <th key={action} scope="col" className="w-1/5 pb-2 pl-1 text-center font-semibold">
                {action}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {visual.roles.map((role) => (
            <tr key={role.role} className="border-t border-slate-100">
              <th scope="row" className="py-2.5 pr-2 text-left text-sm font-medium text-slate-900">
                {role.role}
                {/* Two or three words, kept on one line ("Admin / Manages / users" at 390, design review P r47, item 8). */}
                {role.detail && <span className="block text-xs font-normal whitespace-nowrap text-slate-600">{role.detail}</span>}
              </th>
              {role.allowed.map((allowed, i) => (
                <td key={visual.actions[i]} className="py-2.5 pl-1 text-center">
                  {allowed ? (
                    <span className="inline-flex size-5 items-center justify-center rounded-full bg-blue-700 text-white">
                      <Icon icon={Check} className="size-3" strokeWidth={3} />
                      <span className="sr-only">{visual.yes}</span>
                    </span>
                  ) : (
                    <span className="inline-block h-0.5 w-3 rounded-full bg-slate-300">
                      <span className="sr-only">{visual.no}</span>
                    </span>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

/**
 * A grid whose every cell is done (the restore drill), as one line and its list (design review P r47, item 6: twelve
 * identical checks showed nothing): "4 of 4 parts backed up, restored and checked", then each part with its note.
 * Only what the grid says; no time or date the drill data does not have.
 */
function DoneList({ visual }: { visual: MatrixVisual }) {
  const n = visual.roles.length;
  const actions = visual.actions.map((action) => action.toLowerCase());
  const done = `${actions.slice(0, -1).join(', ')} and ${actions.at(-1)}`;
  const status = visual.actions.slice(-2).join(' · ');
  return (
    <>
      {visual.documentName && <p className={cx(DOCUMENT_NAME, 'mb-3')}>{documentNameText(visual.documentName)}</p>}
      {/* Balanced: at 390 "checked" fell alone onto a second line. */}
      <p className="flex items-center gap-2 rounded-lg bg-emerald-50 px-3 py-2 text-sm font-semibold text-emerald-800" data-done-summary="">
        <Icon icon={CircleCheck} className="size-4 shrink-0" />
        <span className="text-balance">{`${n} of ${n} ${visual.roleHeading.toLowerCase()}s ${done}`}</span>
      </p>
      {/* Every row ends in its status (design review C r48, item 3: three of four rows ended in blank space under a line
          promising "backed up, restored and checked", the fourth in its note): the grid's last two steps, in its words, no
          time the drill data lacks; a part's note is the sub-line of its name. */}
      <ul className="mt-2">
        {visual.roles.map((role) => (
          <li key={role.role} className="flex items-center justify-between gap-3 border-b border-slate-100 py-2 last:border-0" data-done-row="">
            <span className="min-w-0 text-sm font-medium text-slate-900">
              {role.role}
              {role.detail && <span className="block text-xs font-normal text-slate-600">{role.detail}</span>}
            </span>
            <span className="flex shrink-0 items-center gap-1 text-xs font-semibold text-emerald-800" data-done-status="">
              <Icon icon={Check} className="size-3.5" strokeWidth={3} />
              {status}
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * Controls against the frameworks they give evidence for, as a grid (design review P r47, item 7: the reference tags
 * were right-aligned per row, so "PCI DSS" started at a different x in each row and a missing HIPAA control was a gap
 * nobody could see). Fixed framework columns, the frameworks in the order the controls first name them, an em dash in
 * an empty cell. On a phone the control takes a line of its own over its three cells (four columns would leave the
 * control's name ~70 px); the header's "Control" is then read, not shown.
 */
function Crosswalk({ visual }: { visual: CrosswalkVisual }) {
  const frameworks = [...new Set(visual.controls.flatMap((control) => control.references.map((reference) => reference.framework)))];
  // On phones HIPAA's column keeps its sm width, room for its longest reference whole (design review C r48, item 4:
  // "§164.312(a)(1)" broke after "(a)" in a third of the card), and the other two share the rest, so nothing fixed runs
  // past a 320 px page (three fixed columns ran 30 px over); a reference still breaks rather than overflow there.
  const columns = 'grid grid-cols-[6.5rem_minmax(0,1fr)_minmax(0,1fr)] gap-x-3 sm:grid-cols-[minmax(0,1fr)_6.5rem_4rem_5.5rem]';
  // Drawn as a grid of divs, read as lines: each cell says its framework to a screen reader, the header row is for the eye.
  // (ARIA table roles on divs are what html-validate refuses in favour of a <table>, whose rows cannot take the phone
  // layout, a control over its three cells.)
  return (
    <>
      <p className={DOCUMENT_NAME}>{documentNameText(visual.documentName)}</p>
      <div className="mt-3" data-crosswalk="">
        <div className={cx(columns, 'border-b border-slate-200 pb-2', HEADING)} aria-hidden="true">
          <span className="max-sm:hidden">{visual.controlHeading}</span>
          {frameworks.map((framework) => (
            <span key={framework} data-framework-column="">
              {framework}
            </span>
          ))}
        </div>
        {visual.controls.map((control) => (
          <div key={control.control} className={cx(columns, 'items-baseline gap-y-1.5 border-b border-slate-100 py-3 last:border-0')} data-crosswalk-row="">
            <span className="min-w-0 max-sm:col-span-3">
              <span className="block text-sm font-semibold text-slate-900">{control.control}</span>
              <span className="block text-xs text-slate-600">{control.detail}</span>
            </span>
            {frameworks.map((framework) => {
              const reference = control.references.find((r) => r.framework === framework);
              return (
                <span key={framework} className="min-w-0 font-mono text-xs break-all text-slate-900" data-reference={reference ? framework : undefined}>
                  <span className="sr-only">{`${framework}: `}</span>
                  {reference ? reference.ref : <span className="text-slate-600">{visual.none}</span>}
                </span>
              );
            })}
          </div>
        ))}
      </div>
    </>
  );
}

/** One event as a monitoring tool receives it: key/value lines in monospace on the terminal's dark ground. */
function Record({ visual }: { visual: RecordVisual }) {
  return (
    <>
      <p className={DOCUMENT_NAME}>{documentNameText(visual.documentName)}</p>
      <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 rounded-lg bg-slate-900 p-4 font-mono text-xs">
        {visual.fields.map((field) => (
          <div key={field.key} className="contents">
            <dt className="text-slate-400">{field.key}</dt>
            <dd className={cx('break-words', field.flag ? 'font-semibold text-amber-300' : 'text-slate-100')}>{field.value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

/** A document's outline, indented by level, with the cross-reference path followed to the part that governs. */
function Outline({ visual }: { visual: OutlineVisual }) {
  return (
    <>
      <p className={DOCUMENT_NAME}>{documentNameText(visual.documentName)}</p>
      <ol className="mt-3 grid gap-1">
        {visual.items.map((item) => (
          <li
            key={item.ref}
            className={cx('flex flex-wrap items-center gap-x-2 rounded-md px-2 py-1.5 text-sm', item.level === 1 && 'ml-6', item.followed ? 'bg-blue-50 ring-1 ring-blue-200' : 'text-slate-600')}
            data-followed={item.followed ? '' : undefined}
          >
            {item.followed && <Icon icon={CornerDownRight} className="size-4 shrink-0 text-blue-700" />}
            <span className={cx('shrink-0 font-mono text-xs', item.followed ? 'text-blue-800' : 'text-slate-600')}>{item.ref}</span>
            <span className={cx('min-w-0 flex-1', item.followed && 'font-semibold text-slate-900')}>{item.title}</span>
            {/* Under the title on a phone, in line with it (past the arrow), so "Price adjustment" keeps to one line. */}
            {item.note && <span className="shrink-0 text-xs font-medium text-blue-800 max-sm:w-full max-sm:pl-6">{item.note}</span>}
          </li>
        ))}
      </ol>
      <p className="mt-3 flex items-center gap-2 text-xs text-slate-600">
        <Icon icon={CornerDownRight} className="size-4 shrink-0 text-blue-700" />
        {visual.legend}
      </p>
    </>
  );
}

/**
 * One event of an audit log, inside its row (a flex row the caller gives: a rail's list item, or /about's single row):
 * its dot, what happened with its detail, and its time at the right.
 */
export function LogEventParts({ event }: { event: LogVisual['events'][number] }) {
  return (
    <>
      {/* One dot for every event (design review N r46: the one filled dot, "Analysis completed", was unexplained). */}
      <span className="relative mt-1.5 size-[11px] shrink-0 rounded-full border-2 border-blue-700 bg-white" aria-hidden="true" />
      <span className="min-w-0 flex-1">
        <span className="block text-sm font-semibold text-slate-900">{event.event}</span>
        <span className="block text-xs text-slate-600">{event.detail}</span>
      </span>
      <time className="pt-0.5 font-mono text-xs tabular-nums text-slate-600">{event.time}</time>
    </>
  );
}

/** An audit log on a rail, time at the right. */
function Log({ visual }: { visual: LogVisual }) {
  return (
    <>
      <p className={DOCUMENT_NAME}>{documentNameText(visual.documentName)}</p>
      {/* The times' column heading, over the column at the right. */}
      <p className="mt-3 text-right font-mono text-xs text-slate-600">{`Times in ${visual.timeZone}`}</p>
      <ol className="mt-1">
        {visual.events.map((event, i) => (
          <li key={event.time} className="relative flex gap-3 pb-4 last:pb-0">
            {i < visual.events.length - 1 && <span className="absolute top-4 bottom-0 left-[5px] w-px bg-slate-200" aria-hidden="true" />}
            <LogEventParts event={event} />
          </li>
        ))}
      </ol>
    </>
  );
}

/** A status board and a 30-day strip with one day annotated. */
function Status({ visual }: { visual: StatusVisual }) {
  const { uptime } = visual;
  return (
    <>
      <p className="flex items-center gap-2 rounded-lg bg-emerald-50 px-3 py-2 text-sm font-semibold text-emerald-800">
        <Icon icon={CircleCheck} className="size-4" />
        {visual.headline}
      </p>
      <ul className="mt-2">
        {visual.components.map((c) => (
          <li key={c.name} className="flex items-center justify-between gap-3 border-b border-slate-100 py-2 last:border-0">
            <span className="min-w-0">
              <span className="block text-sm font-medium text-slate-900">{c.name}</span>
              <span className="block text-xs text-slate-600">{c.detail}</span>
            </span>
            <span className={cx('flex items-center gap-1.5 text-xs font-medium', c.ok ? 'text-emerald-800' : 'text-slate-600')}>
              <span className={cx('size-2 rounded-full', c.ok ? 'bg-emerald-500' : 'bg-slate-300')} aria-hidden="true" />
              {c.state}
            </span>
          </li>
        ))}
      </ul>
      <div className="mt-3 border-t border-slate-200 pt-3">
        <p className="flex justify-between gap-3 text-xs text-slate-600">
          <span>{uptime.label}</span>
          <span>{uptime.summary}</span>
        </p>
        <div className="mt-2 flex h-7 gap-[3px]" aria-hidden="true">
          {Array.from({ length: uptime.days }, (_, i) => (
            <span key={i} className={cx('flex-1 rounded-sm bg-emerald-500', i + 1 === uptime.markedDay && 'outline-2 outline-offset-2 outline-blue-700')} />
          ))}
        </div>
        <p className="mt-2.5 text-xs text-slate-600">{uptime.note}</p>
      </div>
    </>
  );
}

/** `caption`: what the picture shows, under it (a capability's specimen; the hero's need none). */
export function FeatureVisual({ visual, caption }: { visual: FeatureVisualData; caption?: ReactNode }) {
  return (
    <FigureCard label={visual.label} meta={visual.meta} caption={caption}>
      {visual.kind === 'annotated' && <Annotated visual={visual} />}
      {visual.kind === 'bars' && <Bars visual={visual} />}
      {visual.kind === 'boundary' && <Boundary visual={visual} />}
      {visual.kind === 'matrix' && <Matrix visual={visual} />}
      {visual.kind === 'log' && <Log visual={visual} />}
      {visual.kind === 'status' && <Status visual={visual} />}
      {visual.kind === 'crosswalk' && <Crosswalk visual={visual} />}
      {visual.kind === 'record' && <Record visual={visual} />}
      {visual.kind === 'outline' && <Outline visual={visual} />}
      <Facts facts={visual.facts} />
    </FigureCard>
  );
}
