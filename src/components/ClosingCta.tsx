/**
 * The one closing call to action every page family ends with: heading, one sentence, one or two
 * actions, on the same dark panel everywhere (`.cta-surface` in main.css), one section gap below
 * the content above it (`.cta-band`: the gap a white section's own padding gives, or the band's
 * where the section above is tinted), so the space above the panel is the same on every page.
 * /journey's booking card is the same panel (`CtaPanel`, its own module: the island bundles it for the browser,
 * and this band renders the page's figure notes from the server's evidence).
 */
import type { ReactNode } from 'react';
import { CtaPanel } from './CtaPanel.tsx';
import { WithFigureNotes } from './FigureNotes.tsx';

/**
 * The band around the panel: the section with its place in the rhythm and the page's width. The page's
 * "Figures on this page" notes come first, when it cites a figure (review C, round 8: above the closing band).
 */
/**
 * `anchored`: the band is a link target (/journey's hero "Book Your Free Consultation" -> #booking): its `id` is written
 * only then (trust review T8 r54: that link went nowhere; an id on every page's band would cost first-load bytes).
 */
export function CtaSection({ id = 'cta', label, anchored = false, children }: { id?: string; label?: string; anchored?: boolean; children: ReactNode }) {
  return (
    <WithFigureNotes>
      <section id={anchored ? id : undefined} aria-labelledby={label ? undefined : `${id}-heading`} aria-label={label} className="cta-band" data-section={id}>
        <div className="mx-auto max-w-7xl px-4 sm:px-6">{children}</div>
      </section>
    </WithFigureNotes>
  );
}

/** `after`: under the actions, apart from them (a technology explainer's Back to Home). */
export function ClosingCta({ id = 'cta', title, description, children, after }: { id?: string; title: string; description: string; children: ReactNode; after?: ReactNode }) {
  return (
    <CtaSection id={id}>
      <CtaPanel id={id} title={title} description={description}>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">{children}</div>
        {after}
      </CtaPanel>
    </CtaSection>
  );
}
