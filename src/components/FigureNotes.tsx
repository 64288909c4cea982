/**
 * "Figures on this page": the classic citation pattern's notes (review C, round 8), near the page's foot, above
 * the closing band. Each note gives its number (a link back to where the page first cites the figure), the
 * figure, who measured it (Independent/Internal, on every note), the one-line caveat from its method record (the only
 * place a page prints it) and "How It Was Measured" to its entry on /methodology. Only the figures this page cited (figure-citations.tsx), in
 * the order it cited them; a page that cites none renders nothing, so the real site, with no methodology entries,
 * does not change.
 */
import type { ReactNode } from 'react';
import { methodologyFor } from '../content/evidence.ts';
import { FIGURE_NOTES_COPY } from '../content/evidence-copy.ts';
import { methodologyHref } from '../content/evidence-paths.ts';
import { PRODUCT_FIGURES, type ProductFigureId } from '../content/figures.ts';
import { IndependenceTag, methodNotes } from './Figure.tsx';
import { figureCiteId, figureNoteId, usePageCitations, type FigureCitations, type NotesColumn } from './figure-citations.tsx';
import { cx } from './cx.ts';
import { formatShortMonth } from './format-date.ts';
import { Icon } from './Icon.tsx';
import ArrowRight from 'lucide-react/icons/arrow-right';

/**
 * The page's closing band (`children`: ClosingCta's band, /trends' newsletter), after the notes of the figures the
 * page cited above it. A page that cites none gets its children alone, with no node added (an added sibling
 * renumbers React's generated ids in the HTML), so the real site does not change. The page's notes close here:
 * a cue rendered after this point (none today) links to /methodology, as a note could no longer be listed.
 */
export function WithFigureNotes({ children, spaceAfter = false }: { children: ReactNode; spaceAfter?: boolean }) {
  const citations = usePageCitations();
  if (!citations || citations.closed) return children;
  citations.closed = true;
  if (citations.cited.length === 0) return children;
  return (
    <>
      <FigureNotes citations={citations} spaceAfter={spaceAfter} />
      {children}
    </>
  );
}

/**
 * The notes' column, with the same padding as the page's: the page grid's, left on the gutter like every section (review
 * C r23/r31: a centred 48rem column looked detached), except where the page is one text column, which the notes keep to:
 * a technology explainer's 48rem article on the gutter (one note a row, in the list's own 48rem), a /trends article's
 * 62rem pair (ArticlePage: 65rem with its padding).
 */
const NOTES_WIDTH: Record<NotesColumn, string> = { page: 'max-w-7xl', explainer: 'max-w-7xl', article: 'max-w-[65rem]' };

/**
 * A footnote's treatment (review C r12: set as a full section heading, the notes competed with the content): under a top
 * rule on a quiet ground, the heading a size under the page's section headings (an h3's, though the block's own
 * outline level stays h2: it is no section's child). In the page's content column (NOTES_WIDTH; one note a row in a
 * 48rem text measure, two such columns from lg on the page grid). ClosingCta's band makes a section's gap after a tinted ground itself; a closing part that does
 * not (`spaceAfter`: /trends' newsletter, whose top is the articles' own bottom padding) gets that gap under the notes
 * (without it the newsletter's panel met their ground's edge).
 */
function FigureNotes({ citations, spaceAfter }: { citations: FigureCitations; spaceAfter: boolean }) {
  const { cited, column } = citations;
  // Two columns from lg on the page grid when there are two notes or more (review C r22: one 48rem column on the gutter
  // left the band's right 40% empty), filled top-down so [1], [2], ... read down the first column and on in the second,
  // as footnotes do; no note split across the columns.
  const twoColumns = column === 'page' && cited.length >= 2;
  return (
    <section aria-labelledby="figure-notes-heading" className={cx('border-t border-slate-200 bg-slate-50 py-10 sm:py-12', spaceAfter && 'mb-16 sm:mb-20')} data-section="figure-notes">
      <div className={cx('mx-auto px-4 sm:px-6', NOTES_WIDTH[column])}>
        <h2 id="figure-notes-heading" className="text-lg font-semibold tracking-tight text-balance text-slate-900">
          {FIGURE_NOTES_COPY.heading}
        </h2>
        {/* Two citation styles on one page, the customer's "Source" and the product's numbered cue, said as one system
            where both show (review C r11: nothing explained the difference). */}
        {citations.customerSources && (
          <p className="mt-3 text-sm text-pretty text-slate-600" data-figure-notes-legend="">
            {FIGURE_NOTES_COPY.legend}
          </p>
        )}
        <ol className={cx('mt-6 text-sm leading-6 text-slate-600', twoColumns ? 'lg:columns-2 lg:gap-x-12 *:break-inside-avoid *:not-last:mb-4' : 'grid max-w-3xl gap-y-4')}>
          {cited.map((id, i) => (
            <FigureNoteItem key={id} id={id} n={i + 1} sameAs={sameCaveatAs(cited, i)} />
          ))}
        </ol>
      </div>
    </section>
  );
}

/**
 * The earlier note (1-based) that prints the i-th cited figure's whole caveat, if any: two figures of one run (under
 * 1 s and under 500 ms) share their conditions, which the notes then say once (home's [4] and [5] printed one line twice).
 * The earlier may say more (trust review T7 r53: "under 1 s" gives its p95 under load, which the mean has not).
 */
function sameCaveatAs(cited: ProductFigureId[], i: number): number | undefined {
  const clauses = methodNotes(cited[i]!);
  if (!clauses.length) return undefined;
  const earlier = cited.slice(0, i).findIndex((id) => {
    const said = methodNotes(id);
    return clauses.every((clause) => said.includes(clause));
  });
  return earlier < 0 ? undefined : earlier + 1;
}

/**
 * Every note in one format, on every page (review C r15: /technology's notes left out the conditions its stat captions
 * gave): who measured it, its caveat, the link. The caveat a clause a line, greedy-wrapped ("Measured on ...", "Compared with ...", "Not
 * counted: ..."), as /methodology lists them (review C r22: joined by " · " the notes read as long run-on bodies). A
 * caveat an earlier note printed (`sameAs`) is pointed to, not repeated.
 */
function FigureNoteItem({ id, n, sameAs }: { id: ProductFigureId; n: number; sameAs?: number }) {
  const entry = methodologyFor(id);
  const independence = entry?.independence;
  const caveat = sameAs ? [FIGURE_NOTES_COPY.sameAs(sameAs)] : methodNotes(id);
  const statement = PRODUCT_FIGURES.find((figure) => figure.id === id)!.statement;
  return (
    <li id={figureNoteId(n)} className="flex gap-3 rounded-card target:bg-blue-50 target:ring-4 target:ring-blue-50" data-figure-note-n={n}>
      {/* The number, in the cue's brackets, leads back to where the page first cites the figure; one width for
          every number, so the notes' text lines up down the list. */}
      <a href={`#${figureCiteId(n)}`} className="w-7 shrink-0 py-0.5 font-semibold text-blue-700 tabular-nums hover:text-blue-800" aria-label={FIGURE_NOTES_COPY.back(n)}>
        [{n}]
      </a>
      <div className="min-w-0" data-figure-note-body="">
        {/* The figure a line of its own, the tag and who measured it starting the next (review C r31: at 390 px the tag
            wrapped mid-line after a long figure). The space after the tag is its own margin, not the next words': where
            they wrap under it, the line starts at the note's edge (review C r12: a stray indent at 390 px). */}
        <span className="block font-semibold text-slate-900">{statement}</span>
        {independence && <IndependenceTag independence={independence} className="mr-1.5" />}
        {/* Who it is independent of, or whose own team: the entry's `measuredBy`, beside the tag (review C r11: "Independent" named no one). */}
        {entry?.measuredBy && (
          <span className="text-slate-700" data-figure-measured-by="">
            {entry.measuredBy}
          </span>
        )}
        {/* When, on every note (trust review T1 r34: only one of five notes gave a date): the entry's required date. */}
        {entry && (
          <span className="text-slate-700" data-figure-measured-on="">
            {entry.measuredBy ? `, ${formatShortMonth(entry.measuredOn)}` : FIGURE_NOTES_COPY.measuredOn(formatShortMonth(entry.measuredOn))}
          </span>
        )}
        {/* The caveat, then the way to the method at its end: a short "Method" with the site's arrow (review C r17: "How It
            Was Measured" four or five times a block), its name saying which figure's (WCAG 2.5.3: the visible word first).
            On phones the caveat folds under "Conditions" (`.note-fold`: a native <details>, no script; trust review T4 r42:
            five notes of four to six clauses were "one long grey wall" at 390), beside the link; from sm always open, its
            summary gone, the link ending the last clause's line as before. A note pointing to an earlier one is one line and
            does not fold. */}
        <div className="flex flex-wrap items-center gap-x-4 sm:block">
          {caveat.length > 0 && (
            <Fold folds={!sameAs}>
              <span data-figure-note="">
                {caveat.map((clause, i) => (
                  // The last clause inline, so the link ends its line.
                  <span key={clause} className={cx(i < caveat.length - 1 && 'block')} data-figure-note-clause="">
                    {clause}
                  </span>
                ))}
              </span>
            </Fold>
          )}
          {caveat.length > 0 && ' '}
          <a href={methodologyHref(id)} className="inline-flex min-h-6 items-center gap-1 font-semibold whitespace-nowrap text-blue-700 underline-offset-4 hover:underline" data-methodology-link={id} aria-label={FIGURE_NOTES_COPY.methodName(statement)}>
            {FIGURE_NOTES_COPY.method}
            <Icon icon={ArrowRight} className="size-4" />
          </a>
        </div>
      </div>
    </li>
  );
}

/** The caveat folded under "Conditions" on phones (`.note-fold` in main.css), or as it is where it does not fold. */
function Fold({ folds, children }: { folds: boolean; children: ReactNode }) {
  if (!folds) return children;
  return (
    <details className="note-fold">
      <summary className="min-h-6 font-semibold text-slate-700">{FIGURE_NOTES_COPY.conditions}</summary>
      {children}
    </details>
  );
}
