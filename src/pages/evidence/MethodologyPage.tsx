/**
 * /methodology: how each product figure was measured (content/methodology/), in the order of the
 * figures (src/content/figures.ts). Every figure component links to its section here; a figure
 * without an entry has no section and no link.
 */
import { AccountablePeople } from './AccountablePeople.tsx';
import { accountableFor, EVIDENCE, methodologyNumber } from '../../content/evidence.ts';
import { breakdownRowId } from '../../content/evidence-paths.ts';
import { METHODOLOGY_PAGE as COPY } from '../../content/evidence-copy.ts';
import { PRODUCT_FIGURES } from '../../content/figures.ts';
import { PageHero } from '../../components/Hero.tsx';
import { FigureCard } from '../../components/visuals/FigureCard.tsx';
import { formatDate } from '../../components/format-date.ts';
import { Prose } from '../resources/Prose.tsx';
import { IndependenceTag } from '../../components/Figure.tsx';
import { EvidenceCta } from './EvidenceCta.tsx';
import { RequestLink } from './RequestLink.tsx';
import { cx } from '../../components/cx.ts';
import { ButtonLink } from '../../components/Button.tsx';
import { Icon } from '../../components/Icon.tsx';
import ArrowDown from 'lucide-react/icons/arrow-down';
import Link2 from 'lucide-react/icons/link-2';
import { Fragment } from 'react';
import type { ReactNode } from 'react';
import type { MethodologyEntry } from '../../content/evidence.ts';
import type { NoValueRow } from '../../collections/evidence-schemas.ts';

/** The hero's list of figures: each entry links back to it (review round 5: at 390 px six entries ran ~5 screens with no way back). */
const INDEX_ID = 'figures';

/** The statement's last word, with what follows it (arrow, tag), kept on one line: the tag never wraps onto a line of its own (review C r7, at 390 px). */
function splitLastWord(statement: string): [string, string] {
  let at = statement.lastIndexOf(' ');
  // A unit ("500 ms", "1 s") stays with its number: "ms" alone on a line read as a stray word.
  if (statement.length - at <= 3) at = statement.lastIndexOf(' ', at - 1);
  return at < 0 ? ['', statement] : [statement.slice(0, at + 1), statement.slice(at + 1)];
}

/** A fact of the strip or a row of the table, with the entry's fields it shows (to tell a same-study figure's repeats). */
interface Fact {
  term: string;
  value: ReactNode;
  fields: (keyof MethodologyEntry)[];
  /** The row the entry may say why it leaves empty (`noValue`), where it is one of those. */
  row?: NoValueRow;
  /** A fact the strip's four slots cannot hold: the full width of its own row of the grid. */
  wide?: boolean;
}

/**
 * The figure's facts in a strip above its table: four fixed slots in one order for every figure (review C r9, r28: figure
 * 5's median led and its range trailed; r31: the strip fell to three columns on figures 5-6 and had a "Study" of its own
 * on figure 3), so the slots line up from one figure to the next: who measured it (with the Independent/Internal tag),
 * its scope, when, then the report where one is published or, for an internal figure, when it is measured outside. A slot
 * the entry does not fill says "Not published" in muted text, as the table's rows do, never a value made up for it.
 * What a slot cannot hold follows in the grid's next row: an internal figure's outside check beside its report, and the
 * median and range as one fact. No large value: the heading states the figure (review C r22). With `lead: median` the
 * median and range are the line under the heading instead (review C r7: "up to 80%" with its 61% median in small print).
 * Said once here: the sample size is in the table's "Data set" row (review C r7).
 */
function metaFacts(entry: MethodologyEntry): Fact[] {
  const report: Fact | undefined =
    entry.reportUrl && entry.reportLabel
      ? {
          term: COPY.report,
          fields: ['reportUrl', 'reportLabel'],
          row: 'report',
          value: (
            <ButtonLink href={entry.reportUrl} variant="secondary" size="sm" className="mt-1" data-report-link="">
              {entry.reportLabel}
            </ButtonLink>
          ),
        }
      : entry.reportOnRequest
        ? {
            // In the business's words, then the request link /security's documents on request use (trust review T7 r53).
            term: COPY.report,
            fields: ['reportOnRequest'],
            row: 'report',
            value: (
              <>
                <span className="block" data-report-on-request="">
                  {entry.reportOnRequest}
                </span>
                <RequestLink subject={COPY.requestReportSubject(statementOf(entry))} label={COPY.requestReport} data="data-report-request" />
              </>
            ),
          }
        : undefined;
  const emptyReport: Fact = { term: COPY.report, fields: ['reportUrl', 'reportLabel'], row: 'report', value: undefined };
  // The internal figure's own date, in the quiet style of "Measured on"; the notice itself is said once, in the
  // hero's index (review C r23, r28: the same amber box four times was the page's loudest colour).
  const outsideCheck: Fact | undefined =
    entry.independence === 'internal'
      ? {
          term: COPY.outsideCheck,
          fields: ['independence', 'independentBy'],
          value: entry.independentBy ? (
            <>
              {COPY.outsideCheckDue}
              <time dateTime={entry.independentBy}>{formatDate(entry.independentBy)}</time>
            </>
          ) : (
            COPY.outsideCheckNone
          ),
        }
      : undefined;
  return [
    {
      term: COPY.measuredBy,
      fields: ['measuredBy', 'independence'],
      row: 'measuredBy',
      value:
        entry.measuredBy &&
        (entry.independence ? (
          <>
            {`${entry.measuredBy} `}
            <IndependenceTag independence={entry.independence} />
          </>
        ) : (
          entry.measuredBy
        )),
    },
    { term: COPY.scope, value: entry.scope, fields: ['scope'], row: 'scope' },
    { term: COPY.measuredOn, fields: ['measuredOn'], value: <time dateTime={entry.measuredOn}>{formatDate(entry.measuredOn)}</time> },
    // The report behind the figure, when the business publishes one (review C r7: nothing could be downloaded); an
    // internal figure without one has its outside check in this place, unless the entry says why there is no report
    // (`noValue`, e.g. under NDA): then that, and the outside check follows.
    report ?? (entry.noValue?.report ? emptyReport : (outsideCheck ?? emptyReport)),
    (report || entry.noValue?.report) && outsideCheck,
    entry.lead !== 'median' && resultLine(entry) && { term: resultTerm(entry), value: resultLine(entry), fields: ['median', 'range'], wide: true },
  ].filter((fact) => !!fact) as Fact[];
}

/** The figure's statement, as the index and headings show it ("98% term accuracy"). */
const statementOf = (entry: MethodologyEntry) => PRODUCT_FIGURES.find((figure) => figure.id === entry.figure)!.statement;

/** Why the entry says an empty fact has no value (`noValue`), if it says. */
function noValue(entry: MethodologyEntry, fact: Fact) {
  return fact.row && entry.noValue?.[fact.row];
}

/** What an empty fact says: the reason the entry states, in its words, else "Not published" (never decided for the business). */
function emptyWord(entry: MethodologyEntry, fact: Fact): string {
  const reason = noValue(entry, fact);
  return reason ? COPY.noValue[reason] : COPY.notPublished;
}

/** An empty fact's marks for tests: `data-not-published` on every fact without a value, `data-no-value` with the reason stated. */
function emptyMark(entry: MethodologyEntry, fact: Fact): Record<string, string> {
  if (fact.value) return {};
  const reason = noValue(entry, fact);
  return reason ? { 'data-not-published': '', 'data-no-value': reason } : { 'data-not-published': '' };
}

/** A figure's median and range as one fact (review C r28: split by other rows, they read as two findings). */
function resultLine(entry: MethodologyEntry): string {
  return [entry.median, entry.range].filter(Boolean).join(' · ');
}

function resultTerm(entry: MethodologyEntry): string {
  return entry.median && entry.range ? COPY.medianAndRange : entry.median ? COPY.median : COPY.range;
}

/**
 * The table's rows, one order for every figure, every row on every figure so rows line up from one figure to the next
 * (review C r28): a row the entry does not give says so in muted text, never a value made up for it (it was one grey
 * sentence listing them at the table's foot, near the same on five figures, and "what it leaves out." read as a bug).
 */
function tableRows(entry: MethodologyEntry): Fact[] {
  return [
    {
      term: COPY.dataset,
      fields: ['dataset', 'sampleSize'],
      // How many were measured: said here only (review C r7).
      // What an average is taken over, where the entry says (trust review T7 r53): a line of the data set it is taken on.
      value: entry.dataset && <WithLine text={entry.dataset} lines={[entry.sampleSize && { label: COPY.sampleSize, text: entry.sampleSize, data: 'data-sample-size' }, entry.average && { label: COPY.average, text: entry.average, data: 'data-average' }]} />,
    },
    {
      term: COPY.coverage,
      fields: ['coverage', 'breakdown'],
      row: 'coverage',
      // The figure per model, where the entry gives it (trust review r43): a line each, its own anchor, which the model
      // cards on /technology/small-llms link to; what was measured is the coverage's subject, so its lines.
      value: (entry.coverage || entry.breakdown) && (
        <WithLine
          text={entry.coverage ?? ''}
          lines={(entry.breakdown ?? []).map((line) => ({ text: COPY.breakdownLine(line.value, line.label, line.release), data: 'data-breakdown-row', id: breakdownRowId(entry.figure, line.id) }))}
        />
      ),
    },
    {
      term: COPY.conditions,
      fields: ['conditions', 'hardware', 'underLoad'],
      // What it ran on and how it holds under load, where given: lines of the conditions, as the sample size is of the
      // data set, not rows every figure would carry (an accuracy figure has no load, and may name no hardware).
      value: entry.conditions && (
        <WithLine
          text={entry.conditions}
          lines={[entry.hardware && { label: COPY.hardware, text: entry.hardware, data: 'data-hardware' }, entry.underLoad && { label: COPY.underLoad, text: entry.underLoad, data: 'data-under-load' }]}
        />
      ),
    },
    { term: COPY.baseline, value: entry.baseline, fields: ['baseline'], row: 'baseline' },
    { term: COPY.excludes, value: entry.excludes, fields: ['excludes'], row: 'excludes' },
    { term: COPY.heldOut, value: entry.heldOut, fields: ['heldOut'], row: 'heldOut' },
    { term: COPY.remeasured, value: entry.remeasured, fields: ['remeasured'], row: 'remeasured' },
    { term: COPY.methodTitle, fields: ['body'], value: entry.body.html.trim() && <Prose body={entry.body} className="text-body-sm! leading-7! text-slate-800!" figures={false} /> },
  ];
}

/**
 * Whether an entry reports a second statistic of the figure before it (review C r28: figures 2 and 3 repeated one
 * study's evidence): decided from the data, never a named pair. A measurer and a sample size given, and the same
 * measurer, date, sample size, scope, tag and outside-check date as the figure before, make one study; the second
 * figure then shows only the table rows that differ (its facts keep their four slots, review C r31).
 */
const STUDY_FIELDS = ['measuredBy', 'measuredOn', 'sampleSize', 'scope', 'independence', 'independentBy'] as const;
function isSameStudy(entry: MethodologyEntry, before: MethodologyEntry | undefined): before is MethodologyEntry {
  return !!before && !!entry.measuredBy && !!entry.sampleSize && STUDY_FIELDS.every((field) => entry[field] === before[field]);
}

/** A table row the entry before gives word for word (the body by its HTML), or leaves empty for the same stated reason: not repeated in a same-study figure. */
function differs(entry: MethodologyEntry, before: MethodologyEntry) {
  return ({ fields, row }: Fact) =>
    fields.some((field) => (field === 'body' ? entry.body.html.trim() !== before.body.html.trim() : entry[field] !== before[field])) || (!!row && entry.noValue?.[row] !== before.noValue?.[row]);
}

/** A same-study figure's first fact: which figure it shares its study with, linked, and its tag. */
function sameStudyFact(entry: MethodologyEntry, beforeId: string): Fact {
  return {
    term: COPY.study,
    fields: [],
    value: (
      <>
        <a href={`#${beforeId}`} className="text-blue-800 underline decoration-blue-300 underline-offset-4 hover:decoration-blue-700" data-same-study="">
          {COPY.sameStudy(methodologyNumber(beforeId)!)}
        </a>
        {entry.independence && (
          <>
            {' '}
            <IndependenceTag independence={entry.independence} />
          </>
        )}
      </>
    ),
  };
}

/**
 * The hero index's one statement of what "Internal" means (review C r28: said four times, word for word, in amber boxes).
 * With its date only when every internal figure gives the same one, so it stays true; otherwise each figure's own
 * "Outside check" fact carries its date. Nothing without an internal figure.
 */
function internalNote(entries: MethodologyEntry[]) {
  const internal = entries.filter((entry) => entry.independence === 'internal');
  if (internal.length === 0) return undefined;
  const dates = new Set(internal.map((entry) => entry.independentBy));
  const [date] = dates;
  return (
    <span data-internal-note="">
      <IndependenceTag independence="internal" className="mr-2" />
      {dates.size === 1 && date ? (
        <>
          {COPY.noLetterYet}
          {/* The commitment's date kept whole (a wrapped "March 31, / 2027" read as two facts). */}
          <time dateTime={date} className="font-semibold whitespace-nowrap">
            {formatDate(date)}
          </time>
          .
        </>
      ) : (
        COPY.noLetterEach
      )}
    </span>
  );
}

/**
 * A table cell's text with, where the entry gives it, a smaller line under it, labelled ("Sample size: ...") or whole (a
 * breakdown row); a line with an `id` is a link's target, clear of the sticky figure bar below lg.
 */
function WithLine({ text, lines }: { text: string; lines: ({ label?: string; text: string; data: string; id?: string } | '' | undefined)[] }) {
  return (
    <>
      {text}
      {lines.map(
        (line) =>
          line && (
            <span key={line.id ?? line.data} id={line.id} className={cx('block text-sm text-slate-600', line.id && 'mt-1 scroll-mt-32 target:bg-blue-50 target:text-slate-900')} {...{ [line.data]: '' }}>
              {line.label ? `${line.label}: ${line.text}` : line.text}
            </span>
          ),
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
          <FigureCard label={COPY.cardLabel} meta={COPY.cardMeta} caption={internalNote(entries.map(({ entry }) => entry))}>
            <ul id={INDEX_ID} className="grid scroll-mt-32 grid-cols-[1fr_auto] gap-y-1">
              {entries.map(({ figure, entry }) => {
                const [lead, last] = splitLastWord(figure.statement);
                return (
                  <li key={figure.id} className="col-span-2 grid grid-cols-subgrid">
                    {/* A link that looks like one: underlined statement and a downward arrow (it jumps within the page). */}
                    {/* The statement and its tag only: the date and the sample size are said once, with the figure below
                        (review C r7: they were said three times). The tags in a column of their own at the rows' right
                        end, level with the statement's last line (review C r28: "document ↓ Independent" wrapped alone). */}
                    <a href={`#${figure.id}`} className="group col-span-2 grid min-h-11 grid-cols-subgrid items-end gap-x-3 rounded-md px-2 py-2 hover:bg-slate-50">
                      <span className="min-w-0 font-semibold text-blue-800 underline decoration-blue-300 underline-offset-4 group-hover:decoration-blue-700">
                        {lead}
                        <span className="whitespace-nowrap">
                          {last}
                          <Icon icon={ArrowDown} className="ml-1.5 inline size-4 align-[-0.125em] text-blue-700" />
                        </span>
                      </span>
                      {/* Who measured it, as a tag, when the entry says (review C, E5: independent and internal figures looked alike). */}
                      {entry.independence && <IndependenceTag independence={entry.independence} className="mb-0.5 justify-self-start" />}
                    </a>
                  </li>
                );
              })}
            </ul>
          </FigureCard>
        }
      >
        {/* Who answers for the figures, where the business names someone (trust review T2 r40); checked here too, as the
            hero draws its actions' margin for any child. */}
        {accountableFor('model-evaluation').length > 0 && <AccountablePeople area="model-evaluation" />}
      </PageHero>
      {/* One ruled row a figure: its place and the way to the others, its statement over the full width, then the
          facts in a strip above the table of what takes sentences (review C r7: titles of three lines in a ~230 px
          rail; review C r28: the rail beside a long table left a blank under it). */}
      {/* The hero's rule is the first row's top rule; the last row's rule closes the list. */}
      <div className="bg-white pb-16 sm:pb-20" data-section="methodology">
        <ol className="mx-auto max-w-7xl divide-y divide-slate-200 border-b border-slate-200 px-4 sm:px-6">
          {entries.map(({ figure, entry }, i) => {
            const previous = entries[i - 1]?.figure;
            const next = entries[i + 1]?.figure;
            const before = entries[i - 1]?.entry;
            const sameStudy = isSameStudy(entry, before);
            // A same-study figure's "Study" takes the first slot; its other slots stay, so the grid is the same in every
            // figure (review C r31) and a reader arriving from a link sees its scope and date without a jump.
            const facts = sameStudy ? [sameStudyFact(entry, previous!.id), ...metaFacts(entry).slice(1)] : metaFacts(entry);
            const rows = sameStudy ? tableRows(entry).filter(differs(entry, before)) : tableRows(entry);
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
                      {/* Its own link, as an icon (no id printed as text); strongest on hover and focus. Below 360 px it gives way to
                          the bar's Previous and Next (see below). */}
                      <a
                        href={`#${figure.id}`}
                        aria-label={COPY.figureLink(number)}
                        className="inline-flex size-7 shrink-0 items-center justify-center rounded-md text-slate-400 max-[359px]:hidden sm:size-8 hover:bg-blue-50 hover:text-blue-800 focus-visible:text-blue-800"
                        data-anchor=""
                      >
                        <Icon icon={Link2} className="size-4" />
                      </a>
                    </p>
                    {/* "Previous · All Figures · Next" in words (review C r9: "All Figures" and two bare chevrons read as a
                        dropdown); the first figure has no Previous, the last no Next. On the number's line at every width
                        (review C r17: on a line of their own the bar was two lines above its rule), phones included (trust
                        review T3 r41: at 390 there was no Previous, which the 1280 view has): below sm the gaps are tighter
                        and the permalink 28 px, and below 360 px the permalink gives way, so all three fit. */}
                    <p className="flex items-center gap-1 text-sm font-semibold whitespace-nowrap text-blue-700 min-[360px]:gap-1.5 sm:gap-2">
                      {[
                        previous && { to: previous.id, text: COPY.previous, label: COPY.previousFigure },
                        { to: INDEX_ID, text: COPY.backToIndex, back: true },
                        next && { to: next.id, text: COPY.next, label: COPY.nextFigure },
                      ]
                        .filter((step) => !!step)
                        .map((step, n) => (
                          <Fragment key={step.text}>
                            {n > 0 && <span aria-hidden="true" className="text-slate-400">·</span>}
                            <a href={`#${step.to}`} aria-label={step.label} className="inline-flex min-h-11 items-center hover:text-blue-800 hover:underline" data-back-to-index={step.back ? '' : undefined}>
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
                  {/* Where the entry leads with its median: the median and range, one line under the statement (review C r7, r28),
                      inside the statement's bar: at the title's edge, the bar shows where the headline ends (review C r31: the
                      line was indented to the title while the facts below sat flush with the bar). Padding, not margin, so
                      the bar runs on unbroken. */}
                  {entry.lead === 'median' && resultLine(entry) && (
                    <p className="border-l-4 border-blue-700 pt-2 pl-4 text-base font-semibold text-slate-700" data-figure-result="">
                      {`${resultTerm(entry)}: ${resultLine(entry)}`}
                    </p>
                  )}
                  {/* The facts in a strip above the table at every width, the table then full width (review C r28: beside
                      a ~560 px table the 20rem rail ended a third of the way down, a blank under it). One left edge with
                      the heading's rule and the table (review C r28: indented ~17 px at 390 px). */}
                  {/* Below lg every fact a row of a label column and its value (review C r31: "Measured by" stacked above its
                      value while "Measured on" sat inline); from lg four columns, label over value. */}
                  <dl className="mt-5 grid grid-cols-[7rem_1fr] gap-x-3 gap-y-2 text-sm lg:grid-cols-4 lg:gap-x-10 lg:gap-y-4" data-figure-facts="">
                    {facts.map((fact) => (
                      <div key={fact.term} className={cx('col-span-2 grid min-w-0 grid-cols-subgrid items-baseline lg:block', fact.wide ? 'lg:col-span-4' : 'lg:col-span-1')} {...emptyMark(entry, fact)}>
                        <dt className="font-semibold text-slate-600">{fact.term}</dt>
                        {/* An empty slot at the values' size, so its line sits level with theirs; muted, as in the table. */}
                        <dd className={cx('min-w-0 text-base text-pretty', fact.value ? 'font-semibold text-slate-900' : 'text-slate-600')}>{fact.value || emptyWord(entry, fact)}</dd>
                      </div>
                    ))}
                  </dl>
                  {/* Every fact a row of one table, how it was computed the last, all at one body size (review: the
                      paragraph under the table was set a step larger than the facts), 15 px so the table does not outweigh the
                      strip's 16 px values (review C r12). Below sm a label and a short value share a line; a long value wraps
                      to the next (review C r28). */}
                  <dl className="mt-5 grid min-w-0 overflow-hidden rounded-card border border-slate-200 sm:grid-cols-[12rem_1fr]">
                    {rows.map((row, n) => (
                      <div
                        key={row.term}
                        className={cx('flex flex-wrap items-baseline gap-x-3 gap-y-1 px-4 py-3 sm:col-span-2 sm:grid sm:grid-cols-subgrid sm:gap-6 sm:px-5 sm:py-4', n > 0 && 'border-t border-slate-200')}
                        {...emptyMark(entry, row)}
                      >
                        {/* Sentence case at 14 px: in 11 px capitals "How it was computed" wrapped to two lines (review round 4). */}
                        {/* Labels in full ink (review round 5); a row the entry does not give, label and all, muted. */}
                        <dt className={cx('text-sm font-semibold sm:pt-1', row.value ? 'text-slate-900' : 'text-slate-600')}>{row.term}</dt>
                        {/* One line height and padding in every row, given or not (review C r31: "Not published" rows ~40 px
                            against ~60 px read as a jagged rhythm). */}
                        <dd className={cx('text-wrap leading-7', row.value ? 'text-body-sm text-slate-700' : 'text-sm text-slate-600')}>{row.value || emptyWord(entry, row)}</dd>
                      </div>
                    ))}
                  </dl>
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
