/**
 * /investors' growth beat (design review H r51 item 2): a growth figure the page states, set as the hero's key figures
 * are (StatList: whose, the value, what it measures), beside a pair of bars drawn to scale, its start against the end its
 * growth reaches (growthEnd). The bars print no number: the figure beside them is the one the page states. SVG lengths,
 * as the plan ladder's, so no inline style meets the CSP.
 */
import { growthEnd, type GrowthFigure } from '../../content/company.ts';
import { StatList } from '../../components/StatBand.tsx';
import { CARD_HEADER } from '../../components/card-header.ts';

/** One bar: its share of the pair's axis, pale with the ladder's 3 px closing rule (BlockAside's LadderBar, across). */
function Bar({ share }: { share: number }) {
  const pct = `${Math.round(share * 1000) / 10}%`;
  return (
    <svg className="h-6 w-full" aria-hidden="true" focusable="false" data-growth-bar={share.toFixed(3)}>
      <rect width={pct} height="100%" className="fill-blue-100" />
      <svg x={pct} overflow="visible">
        <rect x="-3" width="3" height="100%" className="fill-blue-700" />
      </svg>
    </svg>
  );
}

export function GrowthFigures({ figures, label }: { figures: GrowthFigure[]; label: string }) {
  return (
    <div className="rounded-card border border-slate-200 bg-white shadow-card" data-growth="">
      <p className={CARD_HEADER}>{label}</p>
      {figures.map((figure) => (
        // The figure and its drawing 2-up from lg, as the hero's pair; the figure over the drawing on phones.
        <figure key={figure.stat.label} className="grid gap-6 px-5 py-6 sm:py-8 lg:grid-cols-2 lg:items-center lg:gap-16" data-growth-figure="">
          <StatList stats={[figure.stat]} label={figure.stat.subject ?? figure.stat.label} size="lg" />
          <div>
            {/* Start and end a row each, the label beside its bar. */}
            <div className="grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-4 gap-y-2 text-sm text-slate-600">
              <span>{figure.start}</span>
              <Bar share={1 / growthEnd(figure.stat.value)} />
              <span>{figure.end}</span>
              <Bar share={1} />
            </div>
            <p className="mt-3 text-sm text-pretty text-slate-600" data-growth-caption="">
              {figure.caption}
            </p>
          </div>
        </figure>
      ))}
    </div>
  );
}
