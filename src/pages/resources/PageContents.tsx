/**
 * "On this page" for a long read (a /trends article, /privacy, /terms, the technology explainers): its h2 sections as a ruled box
 * above the text on phones and tablets, and from 1024 px the right column, the same side on every long
 * page (review r17: the article's was on the right, the legal pages' on the left). There it is sticky
 * under the header for the text's whole length, scrolls inside if taller than the viewport and marks
 * the section being read, in CSS alone (`page-contents` in src/styles/main.css).
 */
import type { MarkdownHeading } from '../../collections/markdown.ts';
import { Headline } from '../../components/Headline.tsx';

export function PageContents({ headings }: { headings: MarkdownHeading[] }) {
  const sections = headings.filter((h) => h.depth === 2);
  return (
    <nav aria-labelledby="contents-heading" className="page-contents rounded-card border border-slate-200 p-5 lg:sticky lg:top-24 lg:col-start-2 lg:self-start lg:border-0 lg:border-l lg:rounded-none lg:py-1 lg:px-0" data-page-contents="">
      <h2 id="contents-heading" className="text-xs font-semibold uppercase tracking-wide text-slate-600">
        On this page
      </h2>
      {/* Each entry a 24 px target (WCAG 2.2 target size). */}
      <ol className="mt-3 grid gap-1.5 text-sm">
        {sections.map((heading) => (
          <li key={heading.id}>
            <a href={`#${heading.id}`} className="block py-0.5 text-slate-700 hover:text-blue-700">
              {/* Hyphenated words kept whole ("retrieval-/augmented" never breaks in the narrow column). */}
              <Headline text={heading.text} />
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
