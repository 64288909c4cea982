/**
 * The title row of every white picture card: the product's panels (the live demo's, the hero's product at work) and the
 * story pages' figures (FigureCard). One row, so the hero cards of one family cannot read as two components (design
 * review J r43: /technology's card had a bold title and a pill, its explainers' a small upper-case label with a dot).
 * The row wraps: beside a long title at 390 px the tag drops to a line of its own rather than squeezing both.
 */
import type { ReactNode } from 'react';
import { cx } from './cx.ts';

export type PanelHeading = 'h2' | 'h3' | 'p';

/** A short tag at the title row's right end: the panel's state ("Analyzed") or what the picture is ("Sample"). */
export const PANEL_TAG = 'rounded-full bg-blue-50 px-2.5 py-0.5 text-xs font-medium text-blue-700';

export function PanelTitleBar({ title, Heading = 'p', aside, className }: { title: ReactNode; Heading?: PanelHeading; aside?: ReactNode; className?: string }) {
  return (
    <div className={cx('flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 px-5 py-3', className)}>
      <Heading className="text-sm font-semibold text-slate-900">{title}</Heading>
      {aside}
    </div>
  );
}
