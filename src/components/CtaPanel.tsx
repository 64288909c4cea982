/** The closing band's dark panel (ClosingCta.tsx), also /journey's booking card inside its island. */
import type { ReactNode } from 'react';

export function CtaPanel({ id = 'cta', title, description, children }: { id?: string; title: string; description: string; children: ReactNode }) {
  return (
    <div className="cta-surface rounded-panel px-6 py-12 text-center sm:px-12 sm:py-16">
      <h2 id={`${id}-heading`} className="text-2xl font-bold tracking-tight text-balance text-white sm:text-3xl">
        {title}
      </h2>
      {/* Balanced: centred lines of one length (design review D r41: "...with all Business / plan features." left two words alone). */}
      <p className="mx-auto mt-3 max-w-2xl text-balance text-slate-300">{description}</p>
      {children}
    </div>
  );
}
