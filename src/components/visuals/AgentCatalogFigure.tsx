/**
 * The /solutions hero: the solution agents as a catalog, each with what it reads and what it hands
 * back, so the hub shows the whole range at a glance rather than one solution's sample document.
 * Plain HTML, one row per agent, sized for 320 px.
 */
import ArrowRight from 'lucide-react/icons/arrow-right';
import type { LucideIcon } from 'lucide-react';
import { FigureCard } from './FigureCard.tsx';
import { Icon } from '../Icon.tsx';

export interface CatalogRow {
  icon: LucideIcon;
  name: string;
  reads: string;
  produces: string;
}

export function AgentCatalogFigure({ rows, label, meta }: { rows: CatalogRow[]; label: string; meta: string }) {
  return (
    <FigureCard label={label} meta={meta}>
      <ul className="grid gap-3" data-catalog="">
        {rows.map((row) => (
          <li key={row.name} className="flex gap-3">
            <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-md bg-blue-50 text-blue-700">
              <Icon icon={row.icon} className="size-4" />
            </span>
            <span className="min-w-0">
              <span className="block text-sm font-semibold text-slate-900">{row.name}</span>
              {/* Input and output on lines of their own at every width, so no row wraps differently. */}
              <span className="block text-xs text-slate-600">{row.reads}</span>
              <span className="flex items-center gap-1.5 text-xs font-medium text-slate-800">
                <Icon icon={ArrowRight} className="size-3 shrink-0 text-blue-700" />
                {row.produces}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </FigureCard>
  );
}
