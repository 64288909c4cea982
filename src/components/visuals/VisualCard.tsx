/**
 * The frame of the product pages' hero visuals: the same card and title bar as FigureCard (the
 * story pages' frame), plus a right-aligned detail such as the document type, so every hero visual
 * on the site reads as one family. A figure a screen reader can name by its label.
 */
import type { ReactNode } from 'react';
import { cx } from '../cx.ts';

export function VisualCard({ title, meta, label, children, className }: { title: string; meta?: string; label: string; children: ReactNode; className?: string }) {
  return (
    <figure className={cx('rounded-xl border border-slate-200 bg-white shadow-sm', className)} aria-label={label} data-figure="">
      <div className="flex items-center justify-between gap-4 border-b border-slate-200 px-5 py-3">
        <span className="flex min-w-0 items-center gap-2 text-sm font-semibold break-words text-slate-900">
          <span className="size-2 shrink-0 rounded-full bg-blue-700" aria-hidden="true" />
          {title}
        </span>
        {meta && <span className="shrink-0 text-xs font-medium whitespace-nowrap text-slate-600">{meta}</span>}
      </div>
      <div className="p-5">{children}</div>
    </figure>
  );
}

/** A label/value row of a spec sheet: the value set as a figure, tabular digits. */
export function SpecRow({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex items-baseline justify-between gap-4 border-b border-slate-100 py-2.5 last:border-0">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="text-sm font-semibold tabular-nums text-slate-900">{value}</dd>
    </div>
  );
}
