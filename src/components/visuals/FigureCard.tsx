/**
 * The frame every story-page visual sits in: a white rounded-card card with the product panels' title row
 * (PanelTitleBar: a sentence-case title, `meta` as a tag at its right end), so the hero visuals read as one family.
 * A <figure> with a visible caption: the diagram is content, and screen readers get it as a list with a caption
 * rather than as decoration. Every hero visual on the site uses this frame or the product's own panel.
 */
import type { ReactNode } from 'react';
import { PANEL_TAG, PanelTitleBar } from '../PanelTitleBar.tsx';

export function FigureCard({ label, meta, caption, children }: { label: string; meta?: string; caption?: ReactNode; children: ReactNode }) {
  return (
    <figure className="rounded-card border border-slate-200 bg-white shadow-card" data-figure="">
      <PanelTitleBar title={label} aside={meta && <span className={PANEL_TAG}>{meta}</span>} />
      <div className="p-5">{children}</div>
      {caption && <figcaption className="border-t border-slate-200 px-5 py-3 text-sm text-slate-600">{caption}</figcaption>}
    </figure>
  );
}
