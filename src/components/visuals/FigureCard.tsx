/**
 * The frame every story-page visual sits in: a white rounded-card card with a small title bar, so the
 * hero visuals read as one family. A <figure> with a visible caption: the diagram is content, and
 * screen readers get it as a list with a caption rather than as decoration. Every hero visual on
 * the site (story and product pages) uses this frame; `meta` is a detail at the bar's right end. The
 * bar wraps: beside a long label (an industry name at 390 px) the meta drops to a line of its own
 * instead of both squeezing into two-line columns.
 */
import type { ReactNode } from 'react';

export function FigureCard({ label, meta, caption, children }: { label: string; meta?: string; caption?: ReactNode; children: ReactNode }) {
  return (
    <figure className="rounded-card border border-slate-200 bg-white shadow-card" data-figure="">
      <div className="flex flex-wrap items-center gap-2 border-b border-slate-200 px-5 py-3">
        <span className="size-2 rounded-full bg-blue-700" aria-hidden="true" />
        <span className="text-xs font-semibold uppercase tracking-wide text-slate-600">{label}</span>
        {meta && <span className="ml-auto text-xs font-medium text-slate-600">{meta}</span>}
      </div>
      <div className="p-5">{children}</div>
      {caption && <figcaption className="border-t border-slate-200 px-5 py-3 text-sm text-slate-600">{caption}</figcaption>}
    </figure>
  );
}
