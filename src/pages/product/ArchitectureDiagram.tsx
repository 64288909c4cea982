/**
 * The /technology architecture diagram (issue 22), in HTML and CSS: the customer's network boundary
 * with documents coming in, the local model and retrieval index, reviewers and the audit trail
 * inside it, and the external APIs it never calls. Labels restate only what the site claims
 * (src/content/claims.ts: local processing, no external API calls, AES-256, full audit trail).
 * One centred column at every width: the external APIs sit just outside the boundary's lower edge,
 * behind a blocked connector, so the figure has no empty side column; every step keeps its arrow,
 * including index -> model, which turns sideways where those two sit side by side (from sm).
 */
import ArrowDown from 'lucide-react/icons/arrow-down';
import Ban from 'lucide-react/icons/ban';
import { Icon } from '../../components/Icon.tsx';
import { cx } from '../../components/cx.ts';

const BOX = 'rounded-lg border border-slate-200 bg-white p-3 shadow-card';

function Node({ title, detail }: { title: string; detail: string }) {
  return (
    <div className={BOX}>
      <p className="text-sm font-semibold text-slate-900">{title}</p>
      <p className="mt-0.5 text-xs leading-5 text-slate-600">{detail}</p>
    </div>
  );
}

function Down({ className }: { className?: string }) {
  return <Icon icon={ArrowDown} className={cx('mx-auto size-4 text-blue-700', className)} />;
}

export function ArchitectureDiagram() {
  return (
    <figure className="mx-auto max-w-3xl" data-architecture-diagram="">
      <div className="rounded-panel border-2 border-dashed border-blue-300 bg-blue-50/40 p-4 sm:p-6" data-boundary="">
        <p className="text-xs font-semibold uppercase tracking-wide text-blue-800">Your network: on-premises or your private cloud</p>
        <div className="mt-4 grid gap-2">
          <Node title="Your documents" detail="Contracts, filings, records and reports, from your own systems" />
          <Down />
          <Node title="Ingest and parse" detail="Classify, OCR, split into sections" />
          <Down />
          <div className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] sm:items-center">
            <Node title="Retrieval index" detail="Your indexed content, stored with AES-256 encryption" />
            <Down className="sm:-rotate-90" />
            <Node title="Small domain model" detail="Trained for your vertical; reads the retrieved passages" />
          </div>
          <Down />
          <Node title="Findings with citations" detail="Checked against the source, confirmed by your reviewers" />
          <div className="mt-2 rounded-lg border border-slate-300 bg-slate-900 p-3 text-white">
            <p className="text-sm font-semibold">Audit trail</p>
            <p className="mt-0.5 text-xs leading-5 text-slate-300">Every step above is logged, inside your network</p>
          </div>
        </div>
      </div>
      <div className="flex flex-col items-center" data-external="">
        <span className="h-4 border-l-2 border-dashed border-red-700/50" aria-hidden="true" />
        <Icon icon={Ban} className="size-6 text-red-700" />
        <span className="h-4 border-l-2 border-dashed border-red-700/50" aria-hidden="true" />
        <div className="w-full max-w-sm rounded-lg border border-slate-300 bg-white p-4 text-center">
          <p className="text-sm font-semibold text-slate-900">External APIs</p>
          <p className="mt-0.5 text-xs leading-5 text-slate-600">No external API calls: documents and prompts do not leave your network</p>
        </div>
      </div>
      <figcaption className="mt-4 text-center text-sm text-slate-600">Local processing end to end. The pipeline below walks through the same steps.</figcaption>
    </figure>
  );
}
