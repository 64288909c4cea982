/** A closing call-to-action band: heading, sentence and one or two actions. */
import type { ReactNode } from 'react';

export function CtaPanel({ id, title, description, children }: { id: string; title: string; description: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="bg-white py-16 sm:py-20" data-section={id}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="rounded-2xl border border-slate-200 bg-slate-50 px-6 py-12 text-center sm:px-12">
          <h2 id={`${id}-heading`} className="text-2xl font-bold tracking-tight text-balance text-slate-900 sm:text-3xl">
            {title}
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-pretty text-slate-600">{description}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">{children}</div>
        </div>
      </div>
    </section>
  );
}
