/**
 * A spec sheet as a hero visual: the figures a page stands on, set as a product data card
 * (the fallback of a solution page without a sample document, and /pricing). Values come from
 * content/visuals.ts, never typed here.
 */
import { Figure } from '../Figure.tsx';
import type { SpecSheet } from '../../content/visuals.ts';
import { FigureCard } from './FigureCard.tsx';

/**
 * `compactOnPhones`: below sm two rows of two, label over value, no rules between them (/pricing's hero card, design
 * review A r48 item 7: one row a line, it went under the four plan cards on phones, ~2,400 px down a 7,200 px page).
 */
export function SpecSheetVisual({ sheet, compactOnPhones = false }: { sheet: SpecSheet; compactOnPhones?: boolean }) {
  return (
    <FigureCard label={sheet.title} meta={sheet.meta}>
      <dl className={compactOnPhones ? 'grid grid-cols-2 gap-x-6 sm:block' : undefined}>
        {sheet.rows.map((row) => (
          // Label over value on phones (review: a long value crowded its label at 390 px), side by side from sm.
          <div
            key={row.label}
            className={
              compactOnPhones
                ? 'flex flex-col gap-0.5 border-slate-100 py-2.5 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4 sm:border-b sm:last:border-0'
                : 'flex flex-col gap-0.5 border-b border-slate-100 py-2.5 last:border-0 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4'
            }
          >
            <dt className="text-sm text-slate-600">{row.label}</dt>
            <dd className="text-sm font-semibold tabular-nums text-slate-900"><Figure value={row.value} /></dd>
          </div>
        ))}
      </dl>
    </FigureCard>
  );
}
