/**
 * What stands beside each of home's two feature groups (design review P r52 item 1: twelve icon cards in a row told, none
 * showed): for "Performance and cost" the product figures drawn beside the general-purpose model they are measured
 * against, for "Security and control" the audit trail's sample record, of the document the hero's demo reads. Under each,
 * the static claims it stands for (docs/product-rules.md#static-claims), in place of the strip under the hero that set
 * them as four bare check items (review P r52 item 6). Nothing here is new content: the figures come from
 * src/content/claims.ts and figures.ts through the figure component, the record from src/content/feature-visuals.ts.
 */
import CircleCheck from 'lucide-react/icons/circle-check';
import type { ReactNode } from 'react';
import { Icon } from '../../components/Icon.tsx';
import { cx } from '../../components/cx.ts';
import { FigureText, IndependenceTag, medianLead } from '../../components/Figure.tsx';
import { LogEventParts } from '../../components/visuals/FeatureVisual.tsx';
import { methodologyFor } from '../../content/evidence.ts';
import { CLAIMS } from '../../content/claims.ts';
import { PRODUCT_FIGURES } from '../../content/figures.ts';
import { FEATURE_VISUALS } from '../../content/feature-visuals.ts';
import { comparisonStatement, type HomeContent } from '../../content/home.ts';

type Comparison = HomeContent['features']['comparison'];
type Row = Comparison['rows'][number];

/** The card both proofs are drawn in: the feature list's panel edge beside it. */
const PROOF = 'rounded-card border border-slate-200 bg-white p-4 shadow-card sm:p-6';

/**
 * Vertiq's bar as a share of the baseline's, from the figure itself, never a number of its own: "5x" faster is a fifth
 * of the processing time, "Up to 80%" lower compute at most a fifth of the compute. Where the figure's methodology entry
 * leads with its median, the bar is the median the row's first line states (trust review T8 r54 home item 2: a bar at the
 * 80% best case under "61% lower (median)").
 */
export function oursShare(figure: Row['figure']): number {
  if (figure === 'speed') return 100 / Number.parseFloat(PRODUCT_FIGURES.find((f) => f.id === 'speed')!.shown[0]);
  const entry = medianLead(figure) ? methodologyFor(figure)?.median : undefined;
  return 100 - Number.parseFloat((entry ?? CLAIMS.computeReduction).replace(/^\D+/, ''));
}

/**
 * A bar's width as a class, not a style attribute (the CSP's style-src 'self' refuses inline styles, as ArticlePage's bars
 * say), written out for Tailwind; a figure without one stops the build.
 */
const WIDTH: Record<number, string> = { 20: 'w-1/5', 39: 'w-[39%]' };
function barWidth(share: number): string {
  const width = WIDTH[Math.round(share)];
  if (!width) throw new Error(`Home's figure comparison: no bar width for ${share}%; add it to WIDTH in src/pages/product/PlatformProof.tsx.`);
  return width;
}

/** Two bars a row, the figure's statement over them; who measured it beside it when its methodology entry says (trust review T5 r50). */
export function FigureComparison({ comparison, children }: { comparison: Comparison; children?: ReactNode }) {
  return (
    <figure className={PROOF} data-proof="comparison">
      <figcaption className="text-sm font-semibold text-slate-600">{comparison.caption}</figcaption>
      {comparison.rows.map((row) => {
        const independence = methodologyFor(row.figure)?.independence;
        return (
          <div key={row.figure} className="mt-4" data-comparison={row.figure}>
            {/* 14 px, as the claim strip set "5x faster processing": in 16 px text the cue's number hit area reached only 3 px
                above its line at 390 (review C r22 asks 4). */}
            <p className="text-sm font-semibold text-slate-900">
              {/* The median first where the figure's entry leads with it (trust review T7 r53: "Up to 80%" is the best of six
                  document types); the claim's words follow unchanged. Nothing without such an entry. */}
              {medianLead(row.figure) && (
                <span className="block" data-figure-median-lead="">
                  {medianLead(row.figure)}
                </span>
              )}
              <FigureText>{comparisonStatement(row.figure)}</FigureText>
              {independence && <> <IndependenceTag independence={independence} /></>}
            </p>
            {/* Drawn, not read: the statement above says it (the labels name the bars for a sighted reader). */}
            <div className="mt-2 grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-1 text-xs text-slate-600" aria-hidden="true">
              <span>{comparison.theirs}</span>
              <span className="rounded-full bg-slate-300 py-1" />
              <span>{comparison.ours}</span>
              <span className={cx('rounded-full bg-blue-700 py-1', barWidth(oursShare(row.figure)))} />
            </div>
            <p className="mt-1 text-xs text-slate-600">{row.measure}</p>
          </div>
        );
      })}
      {children}
    </figure>
  );
}

const AUDIT = FEATURE_VISUALS['audit-trail'];
if (AUDIT?.kind !== 'log') throw new Error("src/content/feature-visuals.ts: 'audit-trail' is no longer a log; home's Security and control proof draws one");

/** The audit trail's sample record on its rail, as the feature's picture and /about draw its rows (LogEventParts). */
export function AuditRecord({ children }: { children?: ReactNode }) {
  const log = AUDIT as Extract<typeof AUDIT, { kind: 'log' }>;
  const rows = log.events;
  return (
    <figure className={PROOF} data-proof="audit">
      <figcaption className="flex justify-between gap-3 text-sm font-semibold text-slate-600">
        <span>{`${log.label} · ${log.meta}`}</span>
        <span className="font-mono text-xs font-normal">{`Times in ${log.timeZone}`}</span>
      </figcaption>
      <ol className="mt-3 border-t border-slate-200 pt-3">
        {rows.map((event, i) => (
          <li key={event.time} className="relative flex gap-3 pb-3 last:pb-0">
            {i < rows.length - 1 && <span className="absolute top-4 bottom-0 left-[5px] w-px bg-slate-200" aria-hidden="true" />}
            <LogEventParts event={event} />
          </li>
        ))}
      </ol>
      {children}
    </figure>
  );
}

/** The static claims a proof stands for, one a line behind a check mark, under a rule at the proof's foot. */
export function ProofClaims({ claims }: { claims: readonly string[] }) {
  return (
    <ul className="mt-4 grid gap-2 border-t border-slate-200 pt-3">
      {claims.map((claim) => (
        <li key={claim} className="flex items-start gap-2 text-sm font-medium text-slate-700" data-claim="">
          <Icon icon={CircleCheck} className="mt-0.5 size-4 shrink-0 text-blue-700" />
          {claim}
        </li>
      ))}
    </ul>
  );
}
