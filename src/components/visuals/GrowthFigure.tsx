/**
 * The two SPEC §9 traction figures drawn as figures: each with its value, what it means in plain
 * arithmetic, and bars in proportion (500% growth is 6x the base; 42% a year compounds to about
 * 2x in two years). Only those two claims are drawn: no invented series or dates.
 */
import { FigureCard } from './FigureCard.tsx';

export interface GrowthBar {
  label: string;
  /** Multiple of the base, e.g. 6 for 500% growth. */
  multiple: number;
}

export interface GrowthClaim {
  value: string;
  label: string;
  meaning: string;
  bars: GrowthBar[];
}

export function GrowthFigure({ claims, label, caption }: { claims: GrowthClaim[]; label: string; caption: string }) {
  return (
    <FigureCard label={label} caption={caption}>
      <div className="grid gap-6 sm:grid-cols-2">
        {claims.map((claim) => {
          const top = Math.max(...claim.bars.map((bar) => bar.multiple));
          return (
            <div key={claim.label} data-growth-claim="">
              <p className="text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">{claim.value}</p>
              <p className="mt-1 text-sm font-semibold text-slate-900">{claim.label}</p>
              <p className="text-sm text-slate-600">{claim.meaning}</p>
              <div className="mt-4 flex h-28 items-end gap-3" aria-hidden="true">
                {claim.bars.map((bar, i) => (
                  <div key={bar.label} className="flex h-full flex-1 flex-col justify-end">
                    <div className={`rounded-t ${i === claim.bars.length - 1 ? 'bg-blue-700' : 'bg-slate-300'}`} style={{ height: `${Math.round((bar.multiple / top) * 100)}%` }} />
                    <span className="mt-1 text-center text-xs text-slate-600">{bar.label}</span>
                  </div>
                ))}
              </div>
            </div>
          );
        })}
      </div>
    </FigureCard>
  );
}
