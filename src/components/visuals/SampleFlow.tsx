/**
 * A solution page's section visual: the hero's document further along, after the agent has read it
 * (review: the panel repeated the hero's fields and flag word for word). What the reviewer does next:
 * the flags the hero has no room for, the agent's recommended next steps, and the audit record the
 * decision leaves. Three steps joined by arrows, down the column on phones; from lg the flags and the
 * next steps side by side and the record across under them, its three lines in three columns as the
 * demo's record (review A r17: three columns across left the short flags box half empty, stretched to
 * the record's height). Static HTML, a figure with a visible caption. Never the hero's extracted fields.
 */
import ArrowDown from 'lucide-react/icons/arrow-down';
import ListChecks from 'lucide-react/icons/list-checks';
import ScrollText from 'lucide-react/icons/scroll-text';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import { DEMO_RECORD_PENDING, type AuditRecordLine, type SampleFollowUp } from '../../content/solutions.ts';
import { cx } from '../cx.ts';
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

/**
 * The arrow between two steps. Across (from lg, flags to next steps) it sits at the steps' heading line,
 * not mid-height: the steps' content sits at their tops, so centred arrows pointed at empty space
 * (review A r6). Down (to the record under both) it spans the row, as on phones.
 */
function Joint({ across }: { across?: boolean }) {
  return across ? (
    <div className="flex items-center justify-center py-1.5 text-blue-700 lg:items-start lg:px-1 lg:py-0 lg:pt-4" aria-hidden="true">
      <Icon icon={ArrowDown} className="size-4 lg:-rotate-90" />
    </div>
  ) : (
    <div className="flex justify-center py-1.5 text-blue-700 lg:col-span-3" aria-hidden="true">
      <Icon icon={ArrowDown} className="size-4" />
    </div>
  );
}

export function SampleFlow({ documentType, next, record, className }: { documentType: string; next: SampleFollowUp; record: readonly AuditRecordLine[]; className?: string }) {
  return (
    <figure className={cx(className, 'rounded-card border border-slate-200 bg-slate-50 p-5 sm:p-6')} data-sample-flow="">
      <div className="grid lg:grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)]">
        {/* As tall as the next steps beside it, its flags at the top: sized to its flags it ended above them
            and left an empty block in the frame (review A r7), a worse hole than the tint below short flags
            (review A r4). Beside the next steps alone, not the taller record, the two are near one height. */}
        <div className="rounded-lg border border-amber-200 bg-amber-50 p-4">
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
        <Joint across />
        <div className="rounded-lg border border-slate-200 bg-white p-4">
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
        <Joint />
        <div className="rounded-lg border border-slate-200 bg-white p-4 lg:col-span-3">
          <p className={STEP}>
            <Icon icon={ScrollText} className="size-4 shrink-0 text-blue-700" />
            Audit record
          </p>
          <AuditRecordList record={record} className={RECORD_COLUMNS} />
        </div>
      </div>
      <figcaption className="mt-4 text-sm text-slate-600">The same sample {documentType.toLowerCase()} as above, after the read: what the reviewer weighs and decides, and what the record keeps.</figcaption>
    </figure>
  );
}

/**
 * The last step under the interactive demo, where the hero shows another document (document analysis):
 * the demo's panel ends at the flags and next steps, so the flow goes on to the record the decision
 * leaves (review r3: the continuation strip sat above the demo and went on with the hero's document,
 * three treatments of two documents; now each document is one flow). Laid out as the after-the-read
 * panel's record on the other solution pages (RECORD_COLUMNS).
 */
export function DemoAuditRecord({ record }: { record: readonly AuditRecordLine[] }) {
  return (
    <figure className="mt-6 rounded-card border border-slate-200 bg-white p-5 sm:p-6" data-demo-audit-record="">
      <p className={STEP}>
        <Icon icon={ScrollText} className="size-4 shrink-0 text-blue-700" />
        Audit record
      </p>
      {/* Nothing recorded before the read: not the found counts (review A r6), nor the reviewer's part and
          decision (review A r17), nor three pending lines that said so at length (review A r18: ~300 px at
          390). One line names what the record will keep; Process Document swaps in the record, its height
          taken at the click (the click excuses that reflow) and its text shown 1.5 s later with the result,
          so the reveal moves nothing (styles/main.css `before-run`, `after-run`). The caption comes last, as a
          figure's may, and shows alone while the record takes no room. */}
      <AuditRecordList record={record} className={`after-run ${RECORD_COLUMNS}`} />
      <figcaption className="before-run mt-2 text-sm text-slate-600">{DEMO_RECORD_PENDING}</figcaption>
    </figure>
  );
}
