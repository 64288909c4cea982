/**
 * A spec sheet as a hero visual: the figures a page stands on, set as a product data card
 * (/technology, the explainers, /about). Values come from the page's content, never typed here.
 */
import type { SpecSheet } from '../../content/visuals.ts';
import { SpecRow, VisualCard } from './VisualCard.tsx';

export function SpecSheetVisual({ sheet }: { sheet: SpecSheet }) {
  return (
    <VisualCard title={sheet.title} meta={sheet.meta} label={sheet.label}>
      <dl>
        {sheet.rows.map((row) => (
          <SpecRow key={row.label} label={row.label} value={row.value} />
        ))}
      </dl>
      {sheet.badges && (
        <ul className="mt-4 flex flex-wrap gap-2" aria-label={sheet.badgesLabel}>
          {sheet.badges.map((badge) => (
            <li key={badge} className="rounded-md border border-slate-200 bg-slate-50 px-2 py-1 text-xs font-semibold text-slate-700">
              {badge}
            </li>
          ))}
        </ul>
      )}
    </VisualCard>
  );
}
