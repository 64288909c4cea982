/**
 * The /technology hero's picture (issue 22; design review G r51 item 1: the hero showed the solutions' document-analysis
 * card, and this diagram sat ~1,000 px down the page): *where* each part runs, not the order it runs in (the four-step
 * pipeline says that). Inside the customer's network boundary, two zones: the customer's own systems (documents,
 * reviewers) and Vertiq on the customer's servers (model, retrieval index, agents, audit trail); outside it, the external
 * APIs it never calls. Compact, so it fits the hero at every width: the zones one over the other, every part a titled
 * mini-tile two to a row with one short line (review A r8: six full cards filled most of a screen; review A r34: bare
 * labels said nothing), what passes between the zones on the arrows between them. Drawn from TECHNOLOGY.architecture
 * (src/content/technology.ts), the page's one copy of what runs where.
 */
import ArrowDown from 'lucide-react/icons/arrow-down';
import ArrowUp from 'lucide-react/icons/arrow-up';
import Ban from 'lucide-react/icons/ban';
import { Icon } from '../../components/Icon.tsx';
import { FigureCard } from '../../components/visuals/FigureCard.tsx';
import type { ArchitectureFigure } from '../../content/technology.ts';

const LABEL = 'text-sm font-semibold uppercase tracking-wide';

/**
 * What passes between the zones, each way (design review I r43: a lone "⇆" was the diagram's only sign of flow): the
 * documents down to Vertiq, the findings back up to the reviewers, each label with its arrow.
 */
function Flow({ flows }: { flows: ArchitectureFigure['flows'] }) {
  return (
    <div className="flex justify-center gap-6 text-sm font-semibold text-blue-800" data-flow="">
      <p className="flex items-center gap-1" data-flow-line="down">
        {flows[0]}
        <Icon icon={ArrowDown} className="size-4" />
      </p>
      <p className="flex items-center gap-1" data-flow-line="up">
        <Icon icon={ArrowUp} className="size-4" />
        {flows[1]}
      </p>
    </div>
  );
}

function Zone({ zone }: { zone: ArchitectureFigure['zones'][number] }) {
  return (
    <div data-zone={zone.id}>
      <p className={`${LABEL} text-slate-600`}>{zone.label}</p>
      {/* Balanced, its short two-line labels: at 390 a part's line ended on one word ('today', 'server', 'step', 'finding':
          design pass r54; pretty left 'Confirm each / finding'). */}
      <ul className="mt-2 grid grid-cols-2 gap-2 text-balance">
        {zone.parts.map((part) => (
          // Every part the same tile (review A r3: one dark tile, Audit trail, stood out with no reason given).
          <li key={part.title} className="rounded-lg border border-slate-200 bg-white p-2 shadow-card sm:p-2.5">
            <p className="text-sm font-semibold text-slate-900">{part.title}</p>
            <p className="mt-0.5 text-sm leading-6 text-slate-600">{part.detail}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function ArchitectureDiagram({ figure }: { figure: ArchitectureFigure }) {
  const [customer, vertiq] = figure.zones;
  return (
    <FigureCard label={figure.title} meta={figure.tag} caption={figure.caption}>
      <div data-architecture-diagram="">
        {/* On phones into the card's padding, so each tile's title keeps to one line ("Small domain model" took two at 390). */}
        <div className="-mx-3 space-y-3 rounded-panel border-2 border-dashed border-blue-300 bg-blue-50/40 p-2 sm:mx-0 sm:p-3" data-boundary="">
          <p className={`${LABEL} text-blue-800`}>{figure.boundary}</p>
          <Zone zone={customer!} />
          <Flow flows={figure.flows} />
          <Zone zone={vertiq!} />
        </div>
        <div className="flex flex-col items-center" data-external="">
          <span className="h-3 border-l-2 border-dashed border-red-700/50" aria-hidden="true" />
          <Icon icon={Ban} className="size-6 text-red-700" />
          <span className="h-3 border-l-2 border-dashed border-red-700/50" aria-hidden="true" />
          {/* 16 px inside, the line free to take two (design review Q r54 technology item 8: at 12 px the one line ran from edge to
              edge at 1280, tighter than every tile); balanced, so the two lines are even. */}
          <div className="w-full rounded-lg border border-slate-300 bg-white p-4 text-center text-balance">
            <p className="text-sm font-semibold text-slate-900">{figure.external.title}</p>
            <p className="mt-0.5 text-sm leading-6 text-slate-600">{figure.external.detail}</p>
          </div>
        </div>
      </div>
    </FigureCard>
  );
}
