/**
 * /methodology: how each product figure was measured (content/methodology/), in the order of the
 * figures (src/content/figures.ts). Every figure component links to its section here; a figure
 * without an entry has no section and no link.
 */
import { EVIDENCE, methodologyNumber } from '../../content/evidence.ts';
import { METHODOLOGY_PAGE as COPY } from '../../content/evidence-copy.ts';
import { PRODUCT_FIGURES } from '../../content/figures.ts';
import { PageHero } from '../../components/Hero.tsx';
import { FigureCard } from '../../components/visuals/FigureCard.tsx';
import { formatDate } from '../../components/format-date.ts';
import { Prose } from '../resources/Prose.tsx';
import { IndependenceTag } from '../../components/Figure.tsx';
import { EvidenceCta } from './EvidenceCta.tsx';
import { cx } from '../../components/cx.ts';
import { ButtonLink } from '../../components/Button.tsx';
import { Icon } from '../../components/Icon.tsx';
import ArrowDown from 'lucide-react/icons/arrow-down';
import Link2 from 'lucide-react/icons/link-2';
import { Fragment } from 'react';
import type { MethodologyEntry } from '../../content/evidence.ts';

/** The hero's list of figures: each entry links back to it (review round 5: at 390 px six entries ran ~5 screens with no way back). */
const INDEX_ID = 'figures';

/** The statement's last word, with what follows it (arrow, tag), kept on one line: the tag never wraps onto a line of its own (review C r7, at 390 px). */
function splitLastWord(statement: string): [string, string] {
  let at = statement.lastIndexOf(' ');
  // A unit ("500 ms", "1 s") stays with its number: "ms" alone on a line read as a stray word.
  if (statement.length - at <= 3) at = statement.lastIndexOf(' ', at - 1);
  return at < 0 ? ['', statement] : [statement.slice(0, at + 1), statement.slice(at + 1)];
}

/**
 * The figure's summary beside its table, in one order for every figure (review C r9: figure 5 led with its median):
 * what the heading does not say, all at one size. No large value: the heading states the figure ("98% term accuracy"),
 * and the large "98%" under it said it twice (review C r22; r15's one big stat a rail, r17's hidden "Headline" label).
 * With `lead: median` the median opens it (review C r7: "up to 80%" with its 61% median in small print), else
 * who measured it (with the Independent/Internal tag), its scope, when, then the median (where it does not lead) and
 * the range where given; a slot the entry does not fill is not rendered. Said once here: the sample size is in the
 * table's "Data set" row, not here and not in the index (review C r7).
 */
function railFacts(entry: MethodologyEntry) {
  const medianLeads = entry.lead === 'median' && !!entry.median;
  return [
    medianLeads && { term: COPY.median, value: entry.median },
    entry.measuredBy && {
      term: COPY.measuredBy,
      value: entry.independence ? (
        <>
          {`${entry.measuredBy} `}
          <IndependenceTag independence={entry.independence} />
        </>
      ) : (
        entry.measuredBy
      ),
    },
    entry.scope && { term: COPY.scope, value: entry.scope },
    { term: COPY.measuredOn, value: <time dateTime={entry.measuredOn}>{formatDate(entry.measuredOn)}</time> },
    !medianLeads && entry.median && { term: COPY.median, value: entry.median },
    entry.range && { term: COPY.range, value: entry.range },
  ].filter((fact) => !!fact);
}

/**
 * The table's rows, one order for every figure: those the entry gives, and the names of those it does not (lower case,
 * as they are listed in a sentence).
 */
function tableRows(entry: MethodologyEntry) {
  const rows = [
    {
      term: COPY.dataset,
      // How many were measured: said here only (review C r7).
      value: entry.dataset && <WithLine text={entry.dataset} line={entry.sampleSize && { label: COPY.sampleSize, text: entry.sampleSize, data: 'data-sample-size' }} />,
    },
    { term: COPY.coverage, value: entry.coverage, unsaid: COPY.unsaid.coverage },
    {
      term: COPY.conditions,
      // How it holds under load, where given: a line of the conditions, as the sample size is of the data
      // set, not a row every figure would carry (an accuracy figure has no load).
      value: entry.conditions && <WithLine text={entry.conditions} line={entry.underLoad && { label: COPY.underLoad, text: entry.underLoad, data: 'data-under-load' }} />,
    },
    { term: COPY.baseline, value: entry.baseline, unsaid: COPY.unsaid.baseline },
    { term: COPY.excludes, value: entry.excludes, unsaid: COPY.unsaid.excludes },
    { term: COPY.heldOut, value: entry.heldOut, unsaid: COPY.unsaid.heldOut },
    { term: COPY.remeasured, value: entry.remeasured, unsaid: COPY.unsaid.remeasured },
    { term: COPY.methodTitle, value: entry.body.html.trim() && <Prose body={entry.body} className="text-[0.9375rem]! leading-7! text-slate-800!" figures={false} /> },
  ];
  return { given: rows.filter((row) => !!row.value), absent: rows.filter((row) => !row.value).map((row) => ('unsaid' in row && row.unsaid) || row.term.toLowerCase()) };
}

/** "a, b and c": the absent rows as one sentence's list. */
function inWords(items: string[]): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** A table cell's text with, where the entry gives it, a smaller labelled line under it ("Sample size: ..."). */
function WithLine({ text, line }: { text: string; line?: { label: string; text: string; data: string } | '' }) {
  return (
    <>
      {text}
      {line && (
        <span className="block text-sm text-slate-600" {...{ [line.data]: '' }}>
          {`${line.label}: ${line.text}`}
        </span>
      )}
    </>
  );
}

export function MethodologyPage() {
  const entries = PRODUCT_FIGURES.flatMap((figure) => {
    const entry = EVIDENCE.methodology.find((e) => e.figure === figure.id);
    return entry ? [{ figure, entry }] : [];
  });
  return (
    <>
      <PageHero
        hero={COPY.hero}
        visual={
          <FigureCard label={COPY.cardLabel} meta={COPY.cardMeta}>
            <ul id={INDEX_ID} className="grid scroll-mt-32 gap-1">
              {entries.map(({ figure, entry }) => {
                const [lead, last] = splitLastWord(figure.statement);
                return (
                  <li key={figure.id}>
                    {/* A link that looks like one: underlined statement and a downward arrow (it jumps within the page). */}
                    {/* The statement and its tag only: the date and the sample size are said once, with the figure below
                        (review C r7: they were said three times). */}
                    <a href={`#${figure.id}`} className="group flex min-h-11 items-center rounded-md px-2 py-2 hover:bg-slate-50">
                      {/* The tag is inline-block, so the statement's underline stops short of it. */}
                      <span className="min-w-0 font-semibold text-blue-800 underline decoration-blue-300 underline-offset-4 group-hover:decoration-blue-700">
                        {lead}
                        <span className="whitespace-nowrap">
                          {last}
                          <Icon icon={ArrowDown} className="ml-1.5 inline size-4 align-[-0.125em] text-blue-700" />
                          {/* Who measured it, as a tag, when the entry says (review C, E5: independent and internal figures looked alike). */}
                          {entry.independence && <IndependenceTag independence={entry.independence} className="ml-2" />}
                        </span>
                      </span>
                    </a>
                  </li>
                );
              })}
            </ul>
          </FigureCard>
        }
      />
      {/* One ruled row a figure: its place and the way to the others, its statement over the full width, then the
          summary in a rail beside the table of what takes sentences (review C r7: titles of three lines in a ~230 px
          rail, and tall rails beside short tables). */}
      {/* The hero's rule is the first row's top rule; the last row's rule closes the list. */}
      <div className="bg-white pb-16 sm:pb-20" data-section="methodology">
        <ol className="mx-auto max-w-7xl divide-y divide-slate-200 border-b border-slate-200 px-4 sm:px-6">
          {entries.map(({ figure, entry }, i) => {
            const previous = entries[i - 1]?.figure;
            const next = entries[i + 1]?.figure;
            const rail = railFacts(entry);
            const { given, absent } = tableRows(entry);
            // The number the product pages' citation marks show (one source: methodologyNumber).
            const number = methodologyNumber(figure.id)!;
            return (
              <li key={figure.id}>
                <section id={figure.id} aria-labelledby={`${figure.id}-heading`} className="scroll-mt-24 py-10 lg:py-12">
                  {/* The figure's bar: its place, its permalink and the way to the figures around it. Below lg it stays
                      under the site header while its figure is on screen (CSS sticky within the figure, no script): at
                      390 px a figure runs ~1.5 screens (review C r7). */}
                  <div className="sticky top-16 z-10 flex min-h-11 flex-wrap items-center justify-between gap-x-2 border-b border-slate-200 bg-white lg:static" data-figure-bar="">
                    <p className="flex items-center gap-1 text-xs font-semibold tracking-wide whitespace-nowrap text-blue-700 uppercase">
                      {/* "Figure" in words at every width (review C r12: "1 OF 6" alone lost its meaning). */}
                      <span>
                        {COPY.figureWord}
                        {COPY.figureNumber(number, entries.length)}
                      </span>
                      {/* Its own link, as an icon (no id printed as text); strongest on hover and focus. */}
                      <a
                        href={`#${figure.id}`}
                        aria-label={COPY.figureLink(number)}
                        className="inline-flex size-8 shrink-0 items-center justify-center rounded-md text-slate-400 hover:bg-blue-50 hover:text-blue-800 focus-visible:text-blue-800"
                        data-anchor=""
                      >
                        <Icon icon={Link2} className="size-4" />
                      </a>
                    </p>
                    {/* "Previous · All Figures · Next" in words (review C r9: "All Figures" and two bare chevrons read as a
                        dropdown); the first figure has no Previous, the last no Next. Below sm "All Figures · Next" only, on
                        the number's line: all three were crowded there (review C r15), and on a line of their own the bar
                        was two lines above its rule (review C r17); the way back is the index, and Next stays in the bar
                        that follows the reader through a long figure (review C r7). */}
                    <p className="flex items-center gap-2 text-sm font-semibold whitespace-nowrap text-blue-700">
                      {[
                        previous && { to: previous.id, text: COPY.previous, label: COPY.previousFigure, wide: true },
                        { to: INDEX_ID, text: COPY.backToIndex, back: true },
                        next && { to: next.id, text: COPY.next, label: COPY.nextFigure },
                      ]
                        .filter((step) => !!step)
                        .map((step, n, steps) => (
                          <Fragment key={step.text}>
                            {n > 0 && <span aria-hidden="true" className={cx('text-slate-400', 'wide' in steps[n - 1]! && 'max-sm:hidden')}>·</span>}
                            <a href={`#${step.to}`} aria-label={step.label} className={cx('inline-flex min-h-11 items-center hover:text-blue-800 hover:underline', 'wide' in step && 'max-sm:hidden')} data-back-to-index={step.back ? '' : undefined}>
                              {step.text}
                            </a>
                          </Fragment>
                        ))}
                    </p>
                  </div>
                  {/* The statement, large, over the full width: the entry's visual anchor, its value said once, in it. */}
                  <h2 id={`${figure.id}-heading`} className="mt-4 border-l-4 border-blue-700 pl-4 text-2xl font-bold tracking-tight text-balance text-slate-900 tabular-nums sm:text-3xl">
                    {figure.statement}
                  </h2>
                  <div className="mt-6 grid gap-6 lg:grid-cols-[20rem_1fr] lg:gap-12">
                    {/* Sticky from lg, so the summary stays beside a long table. */}
                    <div className="pl-5 lg:sticky lg:top-24 lg:self-start">
                      <dl className="grid gap-y-3 text-sm" data-rail-summary="">
                        {rail.map((fact) => (
                          <div key={fact.term} className="min-w-0">
                            <dt className="font-semibold text-slate-600">{fact.term}</dt>
                            <dd className="text-base font-semibold text-pretty text-slate-900">{fact.value}</dd>
                          </div>
                        ))}
                      </dl>
                      {/* The report behind the figure, when the business publishes one (review C r7: nothing could be
                          downloaded); an internal figure says it has none, so every rail ends alike (review C r9). */}
                      {entry.reportUrl && entry.reportLabel ? (
                        <ButtonLink href={entry.reportUrl} variant="secondary" size="sm" className="mt-5" data-report-link="">
                          {entry.reportLabel}
                        </ButtonLink>
                      ) : (
                        entry.independence === 'internal' && (
                          // A notice, in the box the site's other notices use (NoScriptNotice): as grey small print under the
                          // facts the caveat read as a footnote (review C r22).
                          <p className="mt-5 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900" data-no-letter="">
                            {entry.independentBy ? (
                              <>
                                {COPY.noLetterYet}
                                {/* The commitment's date kept whole and set apart (a wrapped "March 31, / 2027" read as two facts). */}
                                <time dateTime={entry.independentBy} className="font-semibold whitespace-nowrap">
                                  {formatDate(entry.independentBy)}
                                </time>
                                .
                              </>
                            ) : (
                              COPY.noLetter
                            )}
                          </p>
                        )
                      )}
                    </div>
                    {/* Every fact a row of one table, how it was computed the last, all at one body size (review: the
                        paragraph under the table was set a step larger than the facts), 15 px so the table does not outweigh the rail's
                        16 px values (review C r12). */}
                    <dl className="grid min-w-0 self-start overflow-hidden rounded-card border border-slate-200 sm:grid-cols-[12rem_1fr]">
                      {given.map((fact, n) => (
                        <div key={fact.term} className={cx('grid gap-1 px-4 py-3 sm:col-span-2 sm:grid-cols-subgrid sm:gap-6 sm:px-5 sm:py-4', n > 0 && 'border-t border-slate-200')}>
                          {/* Sentence case at 14 px: in 11 px capitals "How it was computed" wrapped to two lines (review round 4). */}
                          {/* Labels in full ink (review round 5: grey 14 px labels read weak against 16 px values at 390 px). */}
                          <dt className="text-sm font-semibold text-slate-900 sm:pt-1">{fact.term}</dt>
                          <dd className="text-[0.9375rem] leading-7 text-wrap text-slate-700">{fact.value}</dd>
                        </div>
                      ))}
                      {/* Every figure names the same rows (review C r15: rows on some figures only read as omissions), but
                          those its entry does not give share one grey line at the table's foot, never a value made up for
                          them (review C r17: a "Not stated" row each was 4-5 rows of grey emptiness, ~2 screens at 390 px). */}
                      {absent.length > 0 && (
                        <div className="border-t border-slate-200 bg-slate-50 px-4 py-3 text-sm leading-6 text-slate-600 sm:col-span-2 sm:px-5" data-not-stated="">
                          <dt className="inline font-semibold">{`${COPY.notStated}: `}</dt>
                          <dd className="inline">{inWords(absent)}.</dd>
                        </div>
                      )}
                    </dl>
                  </div>
                </section>
              </li>
            );
          })}
        </ol>
      </div>
      {/* Every page ends on the one closing band (the design system's rule). */}
      {/* Its own closing words: a reader checking figures is offered to check them on their documents, not a reference customer. */}
      <EvidenceCta id="methodology-cta" title={COPY.cta.title} description={COPY.cta.description} />
    </>
  );
}
