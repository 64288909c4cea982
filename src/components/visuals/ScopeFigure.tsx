/**
 * The /security hero: the customer's certification scope drawn as nested boundaries (scope, your
 * servers and network, the platform) with the customer's own systems the platform works with beside
 * it, so the page's one idea, that Vertiq sits inside the customer's own scope, is seen before it is
 * read. The controls are the cards below; the diagram shows what they do not (src/content/security.ts).
 * Plain HTML, sized for 320 px, no label under 13 px; one system a row, so no label wraps in a tile.
 */
import { FigureCard } from './FigureCard.tsx';
import { SCOPE_FIGURE as FIGURE } from '../../content/security.ts';

export function ScopeFigure() {
  // The caption names what stays inside, not "nothing" (trust review T7 r53: the page's own support logs and update
  // downloads do cross, at the customer's choice).
  return (
    <FigureCard label="Deployment boundary" meta="On‑premises" caption="Documents, queries and answers stay inside: no external API calls.">
      <div className="rounded-lg border-2 border-dashed border-blue-700/60 p-3" data-scope="">
        <p className="text-[0.8125rem] font-semibold uppercase tracking-wide text-blue-700">Your certification scope</p>
        <div className="mt-2 rounded-md border border-slate-300 bg-slate-50 p-3">
          <p className="text-[0.8125rem] font-semibold text-slate-600">Your servers and network</p>
          <div className="mt-2 rounded-md border border-slate-200 bg-white p-3 shadow-card" data-scope-platform="">
            <p className="text-sm font-semibold text-slate-900">{FIGURE.platform.name}</p>
            <p className="mt-0.5 text-[0.8125rem] leading-5 text-slate-600">{FIGURE.platform.note}</p>
          </div>
          {/* The customer's systems the platform connects to, one a row: its name, and what the platform uses it for
              (beside it from 640 px; under it on phones, so every row breaks the same way). */}
          <ul className="mt-2 grid gap-2 text-[0.8125rem] leading-5">
            {FIGURE.systems.map((system) => (
              <li key={system.name} className="grid rounded border border-blue-100 bg-blue-50 px-2.5 py-1.5 sm:flex sm:items-center sm:justify-between sm:gap-x-3">
                <span className="font-semibold text-slate-800">{system.name}</span>
                <span className="text-slate-600">{system.use}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </FigureCard>
  );
}
