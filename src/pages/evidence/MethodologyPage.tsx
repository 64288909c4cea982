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
import { Icon } from '../../components/Icon.tsx';
import ArrowDown from 'lucide-react/icons/arrow-down';
import Link2 from 'lucide-react/icons/link-2';
import ArrowUp from 'lucide-react/icons/arrow-up';

/** The hero's list of figures: each entry links back to it (review round 5: at 390 px six entries ran ~5 screens with no way back). */
const INDEX_ID = 'figures';

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
              {entries.map(({ figure, entry }) => (
                <li key={figure.id}>
                  {/* A link that looks like one: underlined statement and a downward arrow (it jumps within the page). */}
                  {/* Stacked below sm (review round 4: side by side at 390 px the link column was 100 px wide, a statement
                      wrapping to five lines with its arrow alone), the meta a small line under the statement. */}
                  <a href={`#${figure.id}`} className="group flex min-h-11 flex-col items-start gap-0.5 rounded-md px-2 py-2 hover:bg-slate-50 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
                    <span className="min-w-0">
                      <span className="font-semibold text-blue-800 underline decoration-blue-300 underline-offset-4 group-hover:decoration-blue-700">
                        {figure.statement}
                        <Icon icon={ArrowDown} className="ml-1.5 inline size-4 align-[-0.125em] text-blue-700" />
                      </span>
                      {/* Who measured it, as a tag, when the entry says (review C, E5: independent and internal figures looked alike). */}
                      {entry.independence && <IndependenceTag independence={entry.independence} className="ml-2" />}
                    </span>
                    {/* The sample size ("n") beside the date, when the entry gives it: how much stands behind the figure, at a glance. */}
                    <span className="text-sm text-slate-600 tabular-nums sm:shrink-0 sm:text-right">
                      {entry.sampleSize && (
                        <span className="sm:block" data-sample-size="">
                          {entry.sampleSize}
                        </span>
                      )}
                      {entry.sampleSize && <span className="sm:hidden"> · </span>}
                      <time dateTime={entry.measuredOn} className="sm:block">
                        {formatDate(entry.measuredOn)}
                      </time>
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          </FigureCard>
        }
      />
      {/* One ruled row a figure: its value large, statement and link icon on the left; data set, date and conditions as a
          table to scan on the right, then how it was computed. */}
      {/* The hero's rule is the first row's top rule; the last row's rule closes the list. */}
      <div className="bg-white pb-16 sm:pb-20" data-section="methodology">
        <ol className="mx-auto max-w-7xl divide-y divide-slate-200 border-b border-slate-200 px-4 sm:px-6">
          {entries.map(({ figure, entry }) => (
            <li key={figure.id}>
              {/* The left column wide enough (20 rem) that a statement breaks in at most three lines at 24 px. */}
              <section id={figure.id} aria-labelledby={`${figure.id}-heading`} className="grid scroll-mt-24 gap-6 py-10 lg:grid-cols-[20rem_1fr] lg:gap-12 lg:py-12" data-methodology={figure.id}>
                {/* Sticky from lg, so the statement stays beside a long table instead of leaving an empty rail (review round 4). */}
                <div className="group/entry lg:sticky lg:top-24 lg:self-start">
                  {/* The permalink sits on the eyebrow line, at every width and however the statement wraps. */}
                  <p className="flex items-center gap-1 text-xs font-semibold tracking-wide text-blue-700 uppercase">
                    {COPY.figureNumber(methodologyNumber(figure.id)!, entries.length)}
                    {/* Its own link, as an icon (no id printed as text); strongest on hover and focus. */}
                    <a
                      href={`#${figure.id}`}
                      aria-label={`Link to this method: ${figure.statement}`}
                      className="-my-2 inline-flex size-8 shrink-0 items-center justify-center rounded-md text-slate-400 group-hover/entry:text-blue-700 hover:bg-blue-50 hover:text-blue-800 focus-visible:text-blue-800"
                      data-anchor=""
                    >
                      <Icon icon={Link2} className="size-4" />
                    </a>
                  </p>
                  {/* The statement, large, is the entry's visual anchor: the value is said once, in it (review: "98%" above "98% term accuracy"). */}
                  <h2 id={`${figure.id}-heading`} className="mt-3 border-l-4 border-blue-700 pl-4 text-2xl font-bold tracking-tight text-balance text-slate-900 tabular-nums">
                    {figure.statement}
                  </h2>
                  {/* The same compact summary beside every figure (review round 5: only figure 5 had anything in this
                      column, ~250 px of it empty beside the others' tables): who measured it, when, on how much, and the
                      median and range where the figure is a maximum. The table then holds what takes sentences. */}
                  <dl className="mt-5 grid grid-cols-2 gap-x-6 gap-y-3 pl-5 text-sm lg:grid-cols-1" data-rail-summary="">
                    {[
                      entry.measuredBy && {
                        term: COPY.measuredBy,
                        value: entry.independence ? (
                          <>
                            {entry.measuredBy} <IndependenceTag independence={entry.independence} />
                          </>
                        ) : (
                          entry.measuredBy
                        ),
                        wide: true,
                      },
                      entry.scope && { term: COPY.scope, value: entry.scope, wide: true },
                      { term: COPY.measuredOn, value: <time dateTime={entry.measuredOn}>{formatDate(entry.measuredOn)}</time> },
                      entry.sampleSize && { term: COPY.sampleSize, value: entry.sampleSize },
                      entry.median && { term: COPY.median, value: entry.median },
                      entry.range && { term: COPY.range, value: entry.range, wide: true },
                    ]
                      .filter((fact) => !!fact)
                      .map((fact) => (
                        <div key={fact.term} className={cx('min-w-0', 'wide' in fact && fact.wide && 'col-span-2 lg:col-span-1')}>
                          <dt className="font-semibold text-slate-600">{fact.term}</dt>
                          <dd className="text-base font-semibold text-pretty text-slate-900">{fact.value}</dd>
                        </div>
                      ))}
                  </dl>
                </div>
                <div className="min-w-0">
                  {/* Every fact a row of one table, how it was computed the last, all at one body size (review: the
                      paragraph under the table was set a step larger than the facts). The optional rows show only when given. */}
                  <dl className="grid overflow-hidden rounded-card border border-slate-200 sm:grid-cols-[12rem_1fr]">
                    {[
                      { term: COPY.dataset, value: entry.dataset },
                      { term: COPY.conditions, value: entry.conditions },
                      entry.baseline && { term: COPY.baseline, value: entry.baseline },
                      entry.excludes && { term: COPY.excludes, value: entry.excludes },
                      entry.heldOut && { term: COPY.heldOut, value: entry.heldOut },
                      entry.remeasured && { term: COPY.remeasured, value: entry.remeasured },
                      entry.body.html.trim() && { term: COPY.methodTitle, value: <Prose body={entry.body} className="text-base! leading-7! text-slate-800!" figures={false} /> },
                    ]
                      .filter((fact) => !!fact)
                      .map((fact, n) => (
                        <div key={fact.term} className={cx('grid gap-1 px-4 py-3 sm:col-span-2 sm:grid-cols-subgrid sm:gap-6 sm:px-5 sm:py-4', n > 0 && 'border-t border-slate-200')}>
                          {/* Sentence case at 14 px: in 11 px capitals "How it was computed" wrapped to two lines (review round 4). */}
                          {/* Labels in full ink (review round 5: grey 14 px labels read weak against 16 px values at 390 px). */}
                          <dt className="text-sm font-semibold text-slate-900 sm:pt-1">{fact.term}</dt>
                          <dd className="text-base leading-7 text-wrap text-slate-700">{fact.value}</dd>
                        </div>
                      ))}
                  </dl>
                  <a href={`#${INDEX_ID}`} className="mt-3 inline-flex min-h-6 items-center gap-1 text-sm font-semibold text-blue-700 hover:text-blue-800" data-back-to-index="">
                    <Icon icon={ArrowUp} className="size-4" />
                    {COPY.backToIndex}
                  </a>
                </div>
              </section>
            </li>
          ))}
        </ol>
      </div>
      {/* Every page ends on the one closing band (the design system's rule). */}
      {/* Its own closing words: a reader checking figures is offered to check them on their documents, not a reference customer. */}
      <EvidenceCta id="methodology-cta" title={COPY.cta.title} description={COPY.cta.description} />
    </>
  );
}
