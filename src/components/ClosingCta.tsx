/**
 * The one closing call to action every page family ends with: heading, one sentence, one or two
 * actions, on the same dark panel everywhere (`.cta-surface` in main.css), one section gap below
 * the content above it (`.cta-band`: the gap a white section's own padding gives, or the band's
 * where the section above is tinted), so the space above the panel is the same on every page.
 * /journey's booking card is the same panel (`CtaPanel`), inside its island.
 */
import type { ReactNode } from 'react';

export function CtaPanel({ id = 'cta', title, description, children }: { id?: string; title: string; description: string; children: ReactNode }) {
  return (
    <div className="cta-surface rounded-panel px-6 py-12 text-center sm:px-12 sm:py-16">
      <h2 id={`${id}-heading`} className="text-2xl font-bold tracking-tight text-balance text-white sm:text-3xl">
        {title}
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-pretty text-slate-300">{description}</p>
      {children}
    </div>
  );
}

/** The band around the panel: the section with its place in the rhythm and the page's width. */
export function CtaSection({ id = 'cta', label, children }: { id?: string; label?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={label ? undefined : `${id}-heading`} aria-label={label} className="cta-band" data-section={id}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6">{children}</div>
    </section>
  );
}

export function ClosingCta({ id = 'cta', title, description, children }: { id?: string; title: string; description: string; children: ReactNode }) {
  return (
    <CtaSection id={id}>
      <CtaPanel id={id} title={title} description={description}>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">{children}</div>
      </CtaPanel>
    </CtaSection>
  );
}
