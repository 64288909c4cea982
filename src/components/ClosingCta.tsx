/** The closing call to action every page family ends with: heading, one sentence, one or two actions. */
import type { ReactNode } from 'react';
import { cx } from './cx.ts';

const TONES = {
  dark: { panel: 'bg-slate-900', title: 'text-white', text: 'text-slate-300' },
  light: { panel: 'border border-slate-200 bg-slate-50', title: 'text-slate-900', text: 'text-slate-600' },
} as const;

export function ClosingCta({ id = 'cta', title, description, tone = 'dark', children }: { id?: string; title: string; description: string; tone?: keyof typeof TONES; children: ReactNode }) {
  const t = TONES[tone];
  return (
    <section aria-labelledby={`${id}-heading`} className="bg-white py-16 sm:py-20" data-section={id}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className={cx('rounded-2xl px-6 py-12 text-center sm:px-12', t.panel)}>
          <h2 id={`${id}-heading`} className={cx('text-2xl font-bold tracking-tight text-balance sm:text-3xl', t.title)}>
            {title}
          </h2>
          <p className={cx('mx-auto mt-3 max-w-2xl text-pretty', t.text)}>{description}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">{children}</div>
        </div>
      </div>
    </section>
  );
}
