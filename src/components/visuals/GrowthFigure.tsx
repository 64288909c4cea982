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
      <div className="grid grid-cols-2 gap-6">
        {claims.map((claim) => {
          const top = Math.max(...claim.bars.map((bar) => bar.multiple));
          return (
            <div key={claim.label} data-growth-claim="">
              <p className="text-3xl font-bold tracking-tight text-slate-900 sm:text-5xl">{claim.value}</p>
              <p className="mt-1 text-sm font-semibold text-slate-900">{claim.label}</p>
              <p className="text-sm text-slate-600">{claim.meaning}</p>
              {/* SVG rather than inline styles: the site's CSP allows no style attributes. */}
              <svg className="mt-4 h-24 w-full" viewBox={`0 0 ${claim.bars.length * 40} 100`} preserveAspectRatio="none" aria-hidden="true">
                {claim.bars.map((bar, i) => {
                  const height = Math.round((bar.multiple / top) * 100);
                  return <rect key={bar.label} x={i * 40 + 6} y={100 - height} width="28" height={height} rx="2" className={i === claim.bars.length - 1 ? 'fill-blue-700' : 'fill-slate-300'} />;
                })}
              </svg>
              <div className="mt-1 flex text-xs text-slate-600" aria-hidden="true">
                {claim.bars.map((bar) => (
                  <span key={bar.label} className="flex-1 text-center">
                    {bar.label}
                  </span>
                ))}
              </div>
            </div>
          );
        })}
      </div>
    </FigureCard>
  );
}
