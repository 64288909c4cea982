/**
 * /privacy and /terms: a readable legal document with its last-updated date, length and reading time
 * under the title, and an on-page contents list. No hero card: a "Document" card repeating the
 * contents list below was ornament, not information.
 */
import { ResourceHero } from './resources/ResourceHero.tsx';
import { formatDate } from './resources/format-date.ts';
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
      >
        <p className="text-sm text-slate-600" data-last-updated="">
          {LAST_UPDATED_LABEL}: <time dateTime={doc.lastUpdated}>{formatDate(doc.lastUpdated)}</time>
          {` · ${sections.length} sections · ${Math.max(1, Math.round(doc.body.words / WORDS_PER_MINUTE))} min read`}
        </p>
      </ResourceHero>
      <div className="bg-white px-4 py-12 sm:px-6 sm:py-16" data-section="legal-document">
        <div className="mx-auto grid max-w-7xl gap-12 lg:grid-cols-[14rem_1fr] lg:gap-16">
          <nav aria-label="On this page" className="lg:sticky lg:top-24 lg:self-start">
            <p className="text-sm font-semibold text-slate-900">On this page</p>
            <ol className="mt-3 grid gap-1 border-l border-slate-200 text-sm">
              {sections.map((heading) => (
                  <li key={heading.id}>
                    <a href={`#${heading.id}`} className="-ml-px block border-l border-transparent py-0.5 pl-4 text-slate-600 hover:border-blue-700 hover:text-blue-700">
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
