/**
 * The /security hero: the customer's certification scope drawn as nested boundaries (scope, your
 * infrastructure, the platform) with the four product controls inside, so the page's one idea, that
 * Vertiq sits inside the customer's own scope, is seen before it is read. Plain HTML, sized for 320 px, no label under 13 px;
 * each control's label is centred in its tile, so a one-line label sits level with a two-line neighbour.
 */
import { FigureCard } from './FigureCard.tsx';

export function ScopeFigure({ controls }: { controls: string[] }) {
  return (
    <FigureCard label="Deployment boundary" meta="On‑premises" caption="Nothing crosses the boundary: no external API calls.">
      <div className="rounded-lg border-2 border-dashed border-blue-700/60 p-3" data-scope="">
        <p className="text-[0.8125rem] font-semibold uppercase tracking-wide text-blue-700">Your certification scope</p>
        <div className="mt-2 rounded-md border border-slate-300 bg-slate-50 p-3">
          <p className="text-[0.8125rem] font-semibold text-slate-600">Your servers, network and identity provider</p>
          <div className="mt-2 rounded-md border border-slate-200 bg-white p-3 shadow-card">
            <p className="text-sm font-semibold text-slate-900">Vertiq platform</p>
            <ul className="mt-2 grid grid-cols-2 gap-2 text-[0.8125rem] leading-5 font-medium text-slate-700">
              {controls.map((control) => (
                <li key={control} className="flex items-center rounded border border-blue-100 bg-blue-50 px-2 py-1.5">
                  {control}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </FigureCard>
  );
}
