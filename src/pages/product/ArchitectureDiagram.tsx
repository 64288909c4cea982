/**
 * The /technology architecture diagram (issue 22), in HTML and CSS: *where* each part runs, not the
 * order it runs in (the four-step pipeline below says that). Inside the customer's network boundary,
 * two zones: the customer's own systems (documents, reviewers) and Vertiq on the customer's servers
 * (model, retrieval index, agents, audit trail); outside it, the external APIs it never calls.
 * Labels restate only what the site claims (src/content/claims.ts: local processing, no external
 * API calls, AES-256, full audit trail). Side by side from sm; stacked on phones, with the link
 * between the zones turned downwards, and compact there (review A r8: six full cards filled most of a
 * screen and read as a list): every part a titled mini-tile two to a row, its description cut to a
 * short line (review A r34: with only the index's encryption left, the other tiles were bare labels and the
 * model's tile half empty beside it; the diagram no longer said what each part does).
 */
import type { ReactNode } from 'react';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import ArrowRight from 'lucide-react/icons/arrow-right';
import Ban from 'lucide-react/icons/ban';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { Icon } from '../../components/Icon.tsx';

/**
 * What passes between the zones, each way (design review I r43: a lone 16 px "⇆" in the gap was the diagram's only sign of
 * flow): the documents in, the findings back to the reviewers, with their cited sources. From sm each is a labelled
 * connector across the gap, from one zone's edge to the other's (design review K r44: the labels "float between the
 * zones, with no connectors"); on phones, where the zones stack, the label with its arrow turned down or up.
 */
function Flow() {
  return (
    <div className="flex justify-center gap-6 self-center text-sm font-semibold text-blue-800 sm:w-28 sm:flex-col sm:gap-4 sm:self-stretch sm:justify-center lg:w-36" data-flow="">
      <FlowLine label="Documents" towards="right" />
      <FlowLine label="Findings" towards="left" />
    </div>
  );
}

/** One way across: the label over a line that ends in an arrowhead (from sm), or the label and an arrow (phones). */
function FlowLine({ label, towards }: { label: string; towards: 'left' | 'right' }) {
  const arrow = towards === 'right' ? ArrowRight : ArrowLeft;
  return (
    <p className="flex items-center gap-1 sm:flex-col sm:items-stretch sm:gap-0.5 sm:text-center" data-flow-line={towards}>
      {towards === 'left' && <Icon icon={arrow} className="size-4 rotate-90 sm:hidden" />}
      {label}
      {towards === 'right' && <Icon icon={arrow} className="size-4 rotate-90 sm:hidden" />}
      {/* The connector: a rule the gap's width, its head at the receiving zone. */}
      <span className={`hidden items-center text-blue-600 sm:flex ${towards === 'left' ? 'flex-row-reverse' : ''}`} aria-hidden="true">
        <span className="h-0.5 grow rounded-full bg-current" />
        <Icon icon={towards === 'right' ? ChevronRight : ChevronLeft} className="-mx-1.5 size-4 shrink-0" />
      </span>
    </p>
  );
}

/** How to read the diagram; that nothing leaves the network is the External APIs box's to say. */
const ARCHITECTURE_CAPTION = 'Documents move only between the parts inside the dashed line.';

const BOX = 'rounded-lg border border-slate-200 bg-white p-2.5 shadow-card sm:p-3';
const DETAIL = 'mt-0.5 text-sm leading-6 text-slate-600';

/** `phone`: the short line a phone shows instead of `detail` (none: the tile is its title alone there). */
function Node({ title, detail, phone }: { title: string; detail: string; phone?: string }) {
  return (
    <li className={BOX}>
      <p className="text-sm font-semibold text-slate-900 sm:text-base">{title}</p>
      <p className={`${DETAIL} max-sm:hidden`}>{detail}</p>
      {phone && <p className={`${DETAIL} sm:hidden`}>{phone}</p>}
    </li>
  );
}

/** Two by two on phones (titled mini-tiles), one column from sm; `wide`: two by two again from lg, where the diagram has the container's width. */
function Zone({ label, children, zone, wide = false }: { label: string; children: ReactNode; zone: string; wide?: boolean }) {
  return (
    // Framed from sm; on phones a label over its tiles (design review J r43: three boxes nested in 358 px left tiles
    // 145 px wide, "Small domain model" on two lines).
    <div className="flex flex-col sm:rounded-lg sm:border sm:border-slate-200 sm:bg-slate-50 sm:p-4" data-zone={zone}>
      <p className="text-sm font-semibold uppercase tracking-wide text-slate-600">{label}</p>
      {/* From lg, two rows a zone, the zones are one height and their rows share it (design review J r43: "Your reviewers" ended 24 px below
          the tiles beside it, the right zone a 40 px blank under its cards). */}
      <ul className={`mt-2 grid grid-cols-2 gap-2 sm:mt-3 sm:grid-cols-1 lg:grow lg:auto-rows-fr sm:gap-3${wide ? ' lg:grid-cols-2' : ''}`}>{children}</ul>
    </div>
  );
}

export function ArchitectureDiagram() {
  return (
    <figure data-architecture-diagram="">
      <div className="rounded-panel border-2 border-dashed border-blue-300 bg-blue-50/40 p-3 sm:p-6" data-boundary="">
        <p className="text-sm font-semibold uppercase tracking-wide text-blue-800">Your network: on-premises or your private cloud</p>
        <div className="mt-3 grid items-center gap-2 sm:mt-4 lg:items-stretch sm:grid-cols-[minmax(0,1fr)_auto_minmax(0,1.2fr)] sm:gap-x-0 sm:gap-y-3 lg:grid-cols-[minmax(0,1fr)_auto_minmax(0,2fr)] lg:gap-y-4">
          <Zone label="Your systems" zone="customer">
            <Node title="Your documents" detail="Contracts, filings, records and reports, where they are kept today" phone="Where they are kept today" />
            <Node title="Your reviewers" detail="Confirm each finding against its cited source" phone="Confirm each finding" />
          </Zone>
          <Flow />
          <Zone label="Vertiq, on your servers" zone="vertiq" wide>
            <Node title="Small domain model" detail="Trained for your vertical, light enough for one server" phone="Your vertical, one server" />
            {/* A non-breaking hyphen: at 390 px the narrow tile broke "AES-/256" (review A round 4). */}
            <Node title="Retrieval index" detail="Your indexed content, stored with AES‑256 encryption" phone="AES‑256 encrypted" />
            <Node title="Agents" detail="Run each review step and check the result" phone="Run and check each step" />
            {/* The same tile as the other parts (review: the one dark tile stood out with no reason given). */}
            <Node title="Audit trail" detail="Every step is logged, inside your network" phone="Every step logged" />
          </Zone>
        </div>
      </div>
      <div className="flex flex-col items-center" data-external="">
        <span className="h-4 border-l-2 border-dashed border-red-700/50" aria-hidden="true" />
        <Icon icon={Ban} className="size-6 text-red-700" />
        <span className="h-4 border-l-2 border-dashed border-red-700/50" aria-hidden="true" />
        <div className="w-full max-w-md rounded-lg border border-slate-300 bg-white p-4 text-center">
          <p className="text-base font-semibold text-slate-900">External APIs</p>
          <p className="mt-0.5 text-sm leading-6 text-slate-600">No external API calls: documents and prompts do not leave your network</p>
        </div>
      </div>
      {/* Short (review: a ~1,090 px line said "nothing leaves" once more than the box above), centred under the External
          APIs box it follows (design review I r43: left-aligned under the centred box, the foot looked off balance). */}
      <figcaption className="mt-4 text-center text-sm text-slate-600">{ARCHITECTURE_CAPTION}</figcaption>
    </figure>
  );
}
