/**
 * /privacy and /terms: a readable legal document with its last-updated date, length and reading time
 * under the title, and an on-page contents list. No hero card: a "Document" card repeating the
 * contents list below was ornament, not information.
 */
import { ResourceHero } from './resources/ResourceHero.tsx';
import { formatDate } from '../components/format-date.ts';
import { LAST_UPDATED_LABEL, type LegalDocument } from '../content/legal.ts';
import { Prose } from './resources/Prose.tsx';

/** A common estimate of adult silent reading speed for considered text. */
const WORDS_PER_MINUTE = 230;

export function LegalPage({ doc }: { doc: LegalDocument }) {
  const sections = doc.body.headings.filter((heading) => heading.depth === 2);
  return (
    <>
      <ResourceHero
        eyebrow={doc.hero.eyebrow}
        title={doc.hero.title}
        description={doc.hero.description}
        indent="lg:ml-80"
      >
        {/* Two lines below sm, the date over the length, with no separator between them; one line from sm. Each
            phrase is whole: never "4 / min read", a line ending on a "·", nor one starting with it (review r6). */}
        <p className="text-sm text-slate-600" data-last-updated="">
          <span className="block whitespace-nowrap sm:inline">
            {LAST_UPDATED_LABEL}: <time dateTime={doc.lastUpdated}>{formatDate(doc.lastUpdated)}</time>
          </span>
          <span className="hidden sm:inline">{' · '}</span>
          <span className="whitespace-nowrap">{`${sections.length} sections · ${Math.max(1, Math.round(doc.body.words / WORDS_PER_MINUTE))} min read`}</span>
        </p>
      </ResourceHero>
      <div className="bg-white px-4 py-12 sm:px-6 sm:py-16" data-section="legal-document">
        {/* 16rem + 4rem: the hero's lg:ml-80 lines its text up with this body column. */}
        <div className="mx-auto grid max-w-7xl gap-12 lg:grid-cols-[16rem_1fr] lg:gap-16">
          {/* The contents as a card, as an article's (src/pages/resources/ArticleContents.tsx) on phones; sticky
              under the header from lg (pure CSS). Each entry a 24 px target. */}
          <nav aria-label="On this page" className="rounded-card border border-slate-200 bg-white p-5 lg:sticky lg:top-24 lg:self-start" data-legal-contents="">
            <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">On this page</p>
            <ol className="mt-3 grid gap-1.5 text-sm">
              {sections.map((heading) => (
                <li key={heading.id}>
                  <a href={`#${heading.id}`} className="block py-0.5 text-slate-700 hover:text-blue-700">
                    {heading.text}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
          <Prose body={doc.body} className="max-w-3xl" />
        </div>
      </div>
    </>
  );
}
