/** /privacy and /terms: a readable legal document with its last-updated date and an on-page contents list. */
import { PageHero } from '../components/Hero.tsx';
import { formatDate } from './resources/format-date.ts';
import { LAST_UPDATED_LABEL, type LegalDocument } from '../content/legal.ts';
import { Prose } from './resources/Prose.tsx';

export function LegalPage({ doc }: { doc: LegalDocument }) {
  return (
    <>
      <PageHero hero={doc.hero}>
        <p className="text-sm text-slate-600" data-last-updated="">
          {LAST_UPDATED_LABEL}: <time dateTime={doc.lastUpdated}>{formatDate(doc.lastUpdated)}</time>
        </p>
      </PageHero>
      <div className="bg-white px-4 py-12 sm:px-6 sm:py-16" data-section="legal-document">
        <div className="mx-auto grid max-w-7xl gap-12 lg:grid-cols-[14rem_1fr] lg:gap-16">
          <nav aria-label="On this page" className="lg:sticky lg:top-24 lg:self-start">
            <p className="text-sm font-semibold text-slate-900">On this page</p>
            <ol className="mt-3 grid gap-2 border-l border-slate-200 text-sm">
              {doc.body.headings
                .filter((heading) => heading.depth === 2)
                .map((heading) => (
                  <li key={heading.id}>
                    <a href={`#${heading.id}`} className="-ml-px block border-l border-transparent pl-4 text-slate-600 hover:border-blue-700 hover:text-blue-700">
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
