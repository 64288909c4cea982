/**
 * The one closing call to action every page family ends with: heading, one sentence, one or two
 * actions, on the same dark panel everywhere (`.cta-surface` in main.css). Little padding above it:
 * the section before already ends in its own, and the two together left ~150 px of blank.
 */
import type { ReactNode } from 'react';

export function ClosingCta({ id = 'cta', title, description, children }: { id?: string; title: string; description: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="bg-white pt-4 pb-16 sm:pt-6 sm:pb-20" data-section={id}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="cta-surface rounded-panel px-6 py-12 text-center sm:px-12 sm:py-16">
          <h2 id={`${id}-heading`} className="text-2xl font-bold tracking-tight text-balance text-white sm:text-3xl">
            {title}
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-pretty text-slate-300">{description}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">{children}</div>
        </div>
      </div>
    </section>
  );
}
