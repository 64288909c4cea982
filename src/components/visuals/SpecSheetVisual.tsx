/**
 * A spec sheet as a hero visual: the figures a page stands on, set as a product data card
 * (the fallback of a solution page without a sample document, and /pricing). Values come from
 * content/visuals.ts, never typed here.
 */
import { Figure } from '../Figure.tsx';
import type { SpecSheet } from '../../content/visuals.ts';
import { FigureCard } from './FigureCard.tsx';

export function SpecSheetVisual({ sheet }: { sheet: SpecSheet }) {
  return (
    <FigureCard label={sheet.title} meta={sheet.meta}>
      <dl>
        {sheet.rows.map((row) => (
          // Label over value on phones (review: a long value crowded its label at 390 px), side by side from sm.
          <div key={row.label} className="flex flex-col gap-0.5 border-b border-slate-100 py-2.5 last:border-0 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
            <dt className="text-sm text-slate-600">{row.label}</dt>
            <dd className="text-sm font-semibold tabular-nums text-slate-900"><Figure value={row.value} /></dd>
          </div>
        ))}
      </dl>
    </FigureCard>
  );
}
