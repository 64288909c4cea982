/**
 * The hero of /trends, the articles and the legal pages: the page's h1 and introduction, with a
 * visual beside it from 1024 px (a figure card or a document card, in HTML: no images to fetch).
 * Below that width the visual is left out unless `visualOnPhones`, which puts it under the text.
 * Articles have no hero visual: their contents sit in the sticky column beside the text.
 */
import type { ReactNode } from 'react';
import { Headline } from '../../components/Headline.tsx';

export function ResourceHero({
  eyebrow,
  title,
  description,
  children,
  visual,
  visualOnPhones = false,
  width = 'max-w-7xl',
  wideTitle = false,
  feature,
}: {
  eyebrow?: string;
  title: string;
  description: string;
  children?: ReactNode;
  visual?: ReactNode;
  visualOnPhones?: boolean;
  /** The container's max width: an article or legal page narrows it to line up with its centred text and contents. */
  width?: string;
  /**
   * The title may take the container's whole width, the article's content measure (text and contents column),
   * while the introduction keeps its reading measure. Design review L r45: a long article title, balanced inside
   * the introduction's 48rem, set three ~450 px lines over a ~750 px paragraph.
   */
  wideTitle?: boolean;
  /** A full-width block under the introduction (/trends: the featured analysis card). */
  feature?: ReactNode;
}) {
  return (
    <section className="hero-surface relative overflow-hidden border-b border-slate-200" data-section="hero">
      <div className={`relative mx-auto grid ${width} items-center gap-12 px-4 py-14 sm:px-6 sm:py-20${visual ? ' lg:grid-cols-[minmax(0,1fr)_24rem] xl:gap-20' : ''}`}>
        <div className={wideTitle ? 'self-start' : 'max-w-3xl self-start'}>
          {eyebrow && <p className="text-sm font-semibold uppercase tracking-wide text-blue-700">{eyebrow}</p>}
          <h1 className="mt-3 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl">
            <Headline text={title} />
          </h1>
          <p className={`mt-5 ${wideTitle ? 'max-w-3xl ' : ''}text-lg leading-8 text-pretty text-slate-600`}>{description}</p>
          {children && <div className="mt-6">{children}</div>}
        </div>
        {visual && (
          <div className={visualOnPhones ? undefined : 'hidden lg:block'} data-hero-visual="">
            {visual}
          </div>
        )}
        {feature && <div className="min-w-0 lg:col-span-full">{feature}</div>}
      </div>
    </section>
  );
}

/** The white card every hero visual sits on. */
export function HeroCard({ label, children }: { label: string; children: ReactNode }) {
  return (
    <figure className="rounded-panel border border-slate-200 bg-white p-6 shadow-raised">
      <figcaption className="text-xs font-semibold uppercase tracking-wide text-blue-700">{label}</figcaption>
      {children}
    </figure>
  );
}
