/**
 * /privacy and /terms: a readable legal document with its last-updated date, length and reading time
 * under the title, and an on-page contents list (an article's: src/pages/resources/PageContents.tsx). No hero
 * card: a "Document" card repeating the contents list below was ornament, not information.
 */
import { ResourceHero } from './resources/ResourceHero.tsx';
import { formatDate } from '../components/format-date.ts';
import { LAST_UPDATED_LABEL, type LegalDocument } from '../content/legal.ts';
import { Prose } from './resources/Prose.tsx';
import { PageContents } from './resources/PageContents.tsx';

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
        width="max-w-[65rem]"
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
        {/* As an article's: the text and its contents (right, sticky from lg) centred as a pair, 42rem + 16rem +
            4rem, the hero as wide with its own 1.5rem padding, so its title lines up with the text. 42rem, the article's
            measure: at 48rem the 18 px lines ran 85-90 characters (design review M r45). */}
        <div className="mx-auto grid max-w-[62rem] gap-12 lg:grid-cols-[minmax(0,42rem)_16rem] lg:gap-16">
          <PageContents headings={doc.body.headings} />
          <Prose body={doc.body} className="min-w-0 max-w-[42rem] lg:row-start-1" />
        </div>
      </div>
    </>
  );
}
