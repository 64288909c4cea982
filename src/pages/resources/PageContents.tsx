/**
 * "On this page" for a long read (a /trends article, /privacy, /terms, the technology explainers): its h2 sections.
 * From 1024 px the right column, the same side on every long page (review r17: the article's was on the right, the
 * legal pages' on the left). There it is sticky under the header for the text's whole length, scrolls inside if
 * taller than the viewport and marks the section being read, in CSS alone (`page-contents` in src/styles/main.css).
 * Below 1024 px a box above the text; on phones (under sm) folded to one line, "On this page · 11 sections" (design
 * review L r45: the open 11-item box filled ~350 px between the byline and the first paragraph at 390). From sm the
 * same native <details> is shown open by CSS (`.sm-fold`, as the footer's link groups), with no script.
 */
import type { MarkdownHeading } from '../../collections/markdown.ts';
import { Headline } from '../../components/Headline.tsx';

export function PageContents({ headings }: { headings: MarkdownHeading[] }) {
  const sections = headings.filter((h) => h.depth === 2);
  return (
    <nav aria-labelledby="contents-heading" className="page-contents rounded-card border border-slate-200 lg:sticky lg:top-24 lg:col-start-2 lg:self-start lg:rounded-none lg:border-0 lg:border-l" data-page-contents="">
      {/* Folded on phones only (.sm-fold, as the footer's link groups): the count says how long the list is before it opens. */}
      <details className="sm-fold">
        <summary className="flex cursor-pointer items-center gap-1.5 text-sm text-slate-600">
          <h2 id="contents-heading" className="text-xs font-semibold uppercase tracking-wide">
            On this page
          </h2>
          <span>{`· ${sections.length} sections`}</span>
        </summary>
        {/* Each entry a 24 px target (WCAG 2.2 target size). */}
        <ol className="grid gap-1.5 text-sm">
          {sections.map((heading) => (
            <li key={heading.id}>
              <a href={`#${heading.id}`} className="block py-0.5 text-slate-700 hover:text-blue-700">
                {/* Hyphenated words kept whole ("retrieval-/augmented" never breaks in the narrow column). */}
                <Headline text={heading.text} />
              </a>
            </li>
          ))}
        </ol>
      </details>
    </nav>
  );
}
