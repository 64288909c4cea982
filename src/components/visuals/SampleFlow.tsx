/**
 * A solution page's section visual: what the agent reads, what it returns and what it flags, drawn
 * from the page's own hero sample (review: capability cards alone left the section thin). Three
 * steps joined by arrows, down the column; static HTML, a figure with a visible caption.
 * `fieldsLabel` names the middle step ("Indicators" on risk assessment, "Extracted fields" elsewhere).
 */
import ArrowDown from 'lucide-react/icons/arrow-down';
import FileText from 'lucide-react/icons/file-text';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import type { HeroSample } from '../../content/types.ts';
import { Icon } from '../Icon.tsx';

const STEP = 'text-xs font-semibold uppercase tracking-wide text-slate-600';

function Joint() {
  return (
    <div className="flex justify-center py-1.5 text-blue-700" aria-hidden="true">
      <Icon icon={ArrowDown} className="size-4" />
    </div>
  );
}

export function SampleFlow({ sample, fieldsLabel = 'Extracted fields' }: { sample: HeroSample; fieldsLabel?: string }) {
  return (
    <figure className="rounded-card border border-slate-200 bg-slate-50 p-5 sm:p-6" data-sample-flow="">
      <div className="rounded-lg border border-slate-200 bg-white p-4">
        <p className={STEP}>Reads</p>
        <p className="mt-2 flex items-center gap-2 font-semibold text-slate-900">
          <Icon icon={FileText} className="size-5 shrink-0 text-blue-700" />
          {sample.documentType}
        </p>
      </div>
      <Joint />
      <div className="rounded-lg border border-slate-200 bg-white p-4">
        <p className={STEP}>{fieldsLabel}</p>
        <dl className="mt-2 divide-y divide-slate-100 text-sm">
          {sample.analysis.findings.slice(0, 3).map((finding) => (
            <div key={finding.label} className="flex flex-wrap justify-between gap-x-4 py-2">
              <dt className="text-slate-600">{finding.label}</dt>
              <dd className="font-semibold text-slate-900">{finding.value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <Joint />
      <div className="rounded-lg border border-amber-200 bg-amber-50 p-4">
        <p className={STEP}>Flags</p>
        <ul className="mt-2 space-y-1.5 text-sm text-amber-950">
          {sample.analysis.flags.slice(0, 2).map((flag) => (
            <li key={flag} className="flex gap-2">
              <Icon icon={TriangleAlert} className="mt-0.5 size-4 shrink-0 text-amber-700" />
              {flag}
            </li>
          ))}
        </ul>
      </div>
      <figcaption className="mt-4 text-sm text-slate-600">Sample {sample.documentType.toLowerCase()}, illustrative figures: what the agent reads, returns and flags.</figcaption>
    </figure>
  );
}
