/**
 * A solution page's section visual: the hero's document further along, after the agent has read it
 * (review: the panel repeated the hero's fields and flag word for word). What the reviewer does next:
 * the flags the hero has no room for, the agent's recommended next steps, and the audit record the
 * decision leaves. Down the column on phones; from lg the flags and the next steps side by side and the
 * record across under them, its three lines in three columns as the demo's record (review A r17: three
 * columns across left the short flags box half empty, stretched to the record's height). No arrows
 * between the boxes: their order says the flow, and the loose arrows floated in the gutter (review A
 * r22). No file-name caption (design review Q r52 item 1: it repeated the hero's): the section's lead names the
 * document in words (content/solutions.ts#solutionAfterRead), so the reader still knows which it is (review A r22).
 * Static HTML. Never the hero's extracted fields.
 */
import ListChecks from 'lucide-react/icons/list-checks';
import ScrollText from 'lucide-react/icons/scroll-text';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import type { AuditRecordLine, SampleFollowUp } from '../../content/solutions.ts';
import { cx } from '../cx.ts';
import { AnalysisPanel } from '../DocumentAnalysis.tsx';
import { Icon } from '../Icon.tsx';

/** The audit record of the sample read (content/solutions.ts#sampleAuditRecord): one list for the flow panel and the demo's card. */
function AuditRecordList({ record, className }: { record: readonly AuditRecordLine[]; className: string }) {
  return (
    <dl className={`${className} text-sm`}>
      {record.map(([term, detail]) => (
        <div key={term} className="py-1.5">
          <dt className="text-xs font-medium text-slate-600">{term}</dt>
          <dd className="font-medium text-slate-900">{detail}</dd>
        </div>
      ))}
    </dl>
  );
}

const STEP = 'flex items-center gap-2 text-xs font-semibold uppercase tracking-wide text-slate-600';
/** A record's three lines between hairlines on phones, in three columns from sm: one look for both records. */
const RECORD_COLUMNS = 'mt-2 grid divide-y divide-slate-100 sm:grid-cols-3 sm:gap-6 sm:divide-y-0';

export function SampleFlow({ next, record, className }: { next: SampleFollowUp; record: readonly AuditRecordLine[]; className?: string }) {
  return (
    // Framed from sm only: on a phone (then in the section's grey; white since design review Q r52 item 1), the frame made three boxes deep (section, panel, tinted cards)
    // and left the text ~280 px (design review B r39); the cards stand on the section's own column there. Pretty, inherited
    // by its lines (design review B r50 item 3: "flags" alone on the reviewer line's last line). A white frame from sm, its
    // boxes tinted (design review K r52 item 6: white boxes on a slate-50 frame had edges that all but disappeared; the
    // reviewer's other fix, so no border inside the frame, after review A r34).
    <figure className={cx(className, 'text-pretty sm:rounded-card sm:border sm:border-slate-200 sm:bg-white sm:p-6')} data-sample-flow="">
      <div className="grid gap-3 lg:grid-cols-2 lg:gap-4">
        {/* As tall as the next steps beside it, its flags at the top: sized to its flags it ended above them
            and left an empty block in the frame (review A r7), a worse hole than the tint below short flags
            (review A r4). Beside the next steps alone, not the taller record, the two are near one height. */}
        {/* Panels without borders of their own inside the framed figure: one frame, tinted parts (review A r34: three
            levels of borders read "heavy and assembled from parts"). */}
        <div className="rounded-lg bg-amber-50 p-4">
          <p className={STEP}>
            <Icon icon={TriangleAlert} className="size-4 shrink-0 text-amber-700" />
            Also flagged for review
          </p>
          <ul className="mt-2 list-disc space-y-1.5 pl-5 text-sm text-amber-950 marker:text-amber-700">
            {next.flags.map((flag) => (
              <li key={flag}>{flag}</li>
            ))}
          </ul>
        </div>
        {/* A light border on phones, where the white panels stand on the section's ground without the frame (design review B
            r49 item 8: "Recommended next steps" barely showed on the light grey); none inside the frame from sm (review A r34),
            where they take the grey on the white frame (design review K r52 item 6). */}
        <div className="rounded-lg border border-slate-200 bg-white p-4 sm:border-0 sm:bg-slate-50">
          <p className={STEP}>
            <Icon icon={ListChecks} className="size-4 shrink-0 text-blue-700" />
            Recommended next steps
          </p>
          <ol className="mt-2 list-decimal space-y-1.5 pl-5 text-sm text-slate-800 marker:font-semibold marker:text-blue-700">
            {next.recommendations.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </div>
        <div className="rounded-lg border border-slate-200 bg-white p-4 sm:border-0 sm:bg-slate-50 lg:col-span-2">
          <p className={STEP}>
            <Icon icon={ScrollText} className="size-4 shrink-0 text-blue-700" />
            Audit record
          </p>
          <AuditRecordList record={record} className={RECORD_COLUMNS} />
        </div>
      </div>
    </figure>
  );
}

/**
 * The last step under the interactive demo, where the hero shows another document (document analysis):
 * the demo's panel ends at the flags and next steps, so the flow goes on to the record the decision
 * leaves (review r3: the continuation strip sat above the demo and went on with the hero's document,
 * three treatments of two documents; now each document is one flow). Laid out as the after-the-read
 * panel's record on the other solution pages (RECORD_COLUMNS). In place before the read (design review P r52 2b item 2:
 * the card arriving at the click grew the section ~400 px), it shows the sample record faded until the result (P r53
 * item 2: grey bars read as stuck loading; earlier reviews found a pending card blank or unfinished, A r34 "Not run yet /
 * Pending / Pending", r22, r11).
 */
export function DemoAuditRecord({ record }: { record: readonly AuditRecordLine[] }) {
  return (
    // The demo's panels' own frame and title bar, as the fourth panel of the run (design review Q r47: an uppercase label
    // with an icon under three title bars read as another component).
    <AnalysisPanel title="Audit record" Heading="h3" className="mt-6" data={{ 'data-demo-audit-record': '' }}>
      {/* In place from the first paint, its values faded until the result (styles/main.css `after-run`): the card that
          came at the click grew the section by ~400 px at 1280 (design review P r52 2b item 2). */}
      <div className="px-5 py-4">
        {/* Its lines a timeline: the line's name in the row's ink, what it recorded under it at the text's full measure
            (design review P r53 item 4: three label/value cells, "flags" orphaned under Reviewer), a pending grey dot
            before each name joined by a thin rule, "Analysis" a filled check with the result (V r53 item 3: blue rings
            read as radio buttons; the demo island fills the first dot, islands/DemoWidget.tsx). The last line has no rule
            under its dot. Classes in markup, not a utility: the solution pages share one stylesheet, and
            /solutions/regulatory-compliance has ~75 B of first load left.
            Design review V r54 item 2 (cramped beside the hero's stepper): 12 px between the dot and its name, the line
            under it at the name's x (dot 16 + gap 12 = 8 + rule 1 + 19 = 28 px; the last line 8 + 20), 16 px between lines
            (was 12). */}
        <dl className="after-run text-sm">
          {record.map(([term, detail], i) => (
            <div key={term}>
              <dt className="flex items-center gap-3 font-semibold text-slate-900">
                <span className="size-4 shrink-0 rounded-full bg-slate-300" aria-hidden="true" data-audit-dot="" />
                {term}
              </dt>
              <dd className={i < record.length - 1 ? 'ml-2 border-l border-slate-300 pb-4 pl-4.75 text-slate-700' : 'ml-2 pl-5 text-slate-700'}>{detail}</dd>
            </div>
          ))}
        </dl>
      </div>
    </AnalysisPanel>
  );
}
