/**
 * The frame every hero visual shares: a white card with a quiet title bar, so product visuals on
 * different pages read as one family. Decorative to assistive technology only where `label` is
 * absent; with a label it is a figure a screen reader can name.
 */
import type { ReactNode } from 'react';
import { cx } from '../cx.ts';

export function VisualCard({ title, meta, label, children, className }: { title: string; meta?: string; label: string; children: ReactNode; className?: string }) {
  return (
    <figure className={cx('overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-xl shadow-slate-900/5', className)} aria-label={label}>
      <div className="flex items-center justify-between gap-4 border-b border-slate-200 bg-slate-50 px-5 py-3">
        <span className="flex items-center gap-2 text-sm font-semibold text-slate-900">
          <span className="size-2 rounded-full bg-blue-700" aria-hidden="true" />
          {title}
        </span>
        {meta && <span className="text-xs font-medium text-slate-600">{meta}</span>}
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
