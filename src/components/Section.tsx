/** A page section with an optional eyebrow, heading (h2) and intro; the spacing rhythm lives here once. */
import type { ReactNode } from 'react';
import { cx } from './cx.ts';
import { Headline } from './Headline.tsx';

export type SectionTone = 'white' | 'muted' | 'dark';

const TONES: Record<SectionTone, string> = {
  white: 'bg-white',
  muted: 'bg-slate-50',
  dark: 'bg-slate-900 text-white',
};

export interface SectionProps {
  id?: string;
  eyebrow?: string;
  title?: string;
  intro?: string;
  /** The intro's hyphenated words kept whole at every width (split sections always): control names such as "NIST 800-53". */
  keepWords?: boolean;
  tone?: SectionTone;
  /**
   * One alignment rule (the style guide's "One heading alignment"): the heading block sits left above
   * the content (default) on every section; the page's closing band is the only centred block. `split`
   * puts the heading block in a left column beside the content from lg (text-and-visual rhythm);
   * `center` is kept for a full-width showcase only, and even then reads left on phones.
   */
  align?: 'center' | 'left' | 'split';
  children?: ReactNode;
  className?: string;
  /** Marks the section for output tests, e.g. "benefits", "compliance". */
  name?: string;
  /** With `split`: the heading column stays in view (sticky) while a taller content column scrolls past it, from lg. */
  stickyHeading?: boolean;
  /** With `split`: what stands under the heading from lg and after the content on phones (e.g. a "still have questions" card beside an FAQ). */
  aside?: ReactNode;
}

export function Section({ id, eyebrow, title, intro, tone = 'white', align = 'left', children, className, name, stickyHeading = false, aside, keepWords = false }: SectionProps) {
  const dark = tone === 'dark';
  const headingId = id ? `${id}-heading` : undefined;
  const split = align === 'split';
  return (
    <section id={id} aria-labelledby={title ? headingId : undefined} data-section={name} className={cx(TONES[tone], 'py-16 sm:py-20', className)}>
      {/* A split section's aside is a grid item of its own: under the heading from lg, after the content on
          phones (pricing's "Still have a question?" card came before the questions at 390 px). */}
      <div className={cx('mx-auto max-w-7xl px-4 sm:px-6', split && 'grid gap-10 lg:grid-cols-3 lg:gap-16', split && aside != null && 'lg:grid-rows-[auto_1fr] lg:gap-y-8')}>
        {(eyebrow || title || intro) && (
          <div className={cx('max-w-3xl', align === 'center' && 'mx-auto sm:text-center', split && stickyHeading && 'lg:sticky lg:top-24 lg:self-start')}>
            {eyebrow && <p className={cx('text-sm font-semibold uppercase tracking-wide', dark ? 'text-blue-300' : 'text-blue-700')}>{eyebrow}</p>}
            {title && (
              <h2 id={headingId} className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
                <Headline text={title} />
              </h2>
            )}
            {/* In a split section's narrow column, hyphenated words kept whole as in the heading: the benefits intro broke
                "general- / purpose" (r42). Only there: elsewhere the spans cost first-load bytes a 48rem line does not need. */}
            {intro && (
              // Pretty, its lines full: balanced (tried for a short intro's two-word last line, F r42), intros took a
              // different measure on each page and read as broken by hand (design review G r42).
              <p className={cx('mt-4 text-lg text-pretty', dark ? 'text-slate-300' : 'text-slate-600')}>
                {split || keepWords ? <Headline text={intro} /> : intro}
              </p>
            )}
            {!split && aside}
          </div>
        )}
        {children && <div className={split ? cx('lg:col-span-2', aside != null && 'lg:row-span-2') : cx(title || intro ? 'mt-12' : undefined)}>{children}</div>}
        {split && aside != null && <div className="lg:col-start-1 lg:row-start-2 lg:self-start">{aside}</div>}
      </div>
    </section>
  );
}
