/**
 * A product figure as pages show it (98%, <500 ms, Up to 80%...): the one component every stat band,
 * spec sheet and figure row renders a value through. When the business has supplied how the figure
 * was measured (content/methodology/), the value links to that entry on /methodology; otherwise it
 * renders exactly as plain text, so a site without methodology entries is unchanged.
 *
 * The cue (review C, rounds 5-8): the figure itself is the link, with a quiet dotted underline, and a
 * superscript citation number after it, both one link. Inside a page (figure-citations.tsx) the number is the
 * figure's place among the figures this page cites, in order, and the link leads to its note in the page's
 * "Figures on this page" block (FigureNotes.tsx), which names who measured it, its caveat and the way to
 * /methodology; rendered outside a page, it is the figure's number on /methodology and links there. No word
 * or glyph is added to the sentence ("under 1 s Method" read as broken text; an "i" read as a tooltip).
 *
 * Figures inside sentences ("... with 98% term accuracy.") go through `FigureText`, which finds the
 * product figures' phrases in a sentence and links each phrase that has an entry, as an inline link
 * (WCAG 2.5.8's inline exception: its size is the line's). With no entry the sentence comes back as
 * the very same string, so the HTML does not change.
 */
import { Fragment } from 'react';
import { citeFigure, figureCiteId, figureNoteId, usePageCitations, type Citation, type FigureCitations } from './figure-citations.tsx';
import { methodologyFor, methodologyNumber } from '../content/evidence.ts';
import { productFigureOf, type ProductFigureId } from '../content/figures.ts';
import { methodologyHref } from '../content/evidence-paths.ts';
import { PRODUCT_FIGURES } from '../content/figures.ts';
import { cx } from './cx.ts';

/** A space or a no-break space (the style guide puts U+00A0 between a number and its unit). */
const SP = '[ \\u00a0]';

/**
 * How each product figure is worded inside a sentence (docs/product-rules.md#claims and the wordings
 * content uses: "under 1 s", "under 1 second", "under a second"; "under 500 ms", "averaging under
 * 500 ms"...). The match is the phrase that becomes the link.
 */
const IN_SENTENCE: Record<ProductFigureId, RegExp> = {
  'term-accuracy': new RegExp(`98%${SP}term${SP}accuracy`, 'i'),
  'response-time': new RegExp(`under${SP}(?:1${SP}?s(?:econd)?|a${SP}second)\\b`, 'i'),
  'average-response': new RegExp(`under${SP}500${SP}?ms`, 'i'),
  'document-cost': new RegExp(`65%${SP}lower(?:(?:${SP}average)?${SP}processing${SP}cost)?${SP}per${SP}document`, 'i'),
  compute: new RegExp(`up${SP}to${SP}80%${SP}lower${SP}computational${SP}requirements`, 'i'),
  // "processing" with it when it follows (home: "5x faster processing"): the mark after "faster" split the phrase (review round 5).
  speed: new RegExp(`5x${SP}faster(?:${SP}processing)?`, 'i'),
};

/** What every figure-to-method link says it leads to, as its title (and, for a stat's value, in its name). */
export const METHOD_LINK_TITLE = 'How this was measured';

/** Who measured a figure, as a tag: only when its entry says (`independence`), never guessed from `measuredBy`. */
export const INDEPENDENCE_TAG = { independent: 'Independent', internal: 'Internal' } as const;

/**
 * "Independent" (outside the business) or "Internal": a small tag, green for an outside check, grey for the
 * business's own. /methodology shows it in its index and rail; a figure block shows it at its note (review C:
 * the cue hid the signal the methodology page treats as the most important).
 */
export function IndependenceTag({ independence, className }: { independence: 'independent' | 'internal'; className?: string }) {
  return (
    <span
      className={cx('inline-block rounded-full px-2 py-0.5 align-[0.1em] text-xs font-semibold no-underline', independence === 'independent' ? 'bg-emerald-50 text-emerald-800 ring-1 ring-emerald-200' : 'bg-slate-100 text-slate-700 ring-1 ring-slate-200', className)}
      data-independence={independence}
    >
      {INDEPENDENCE_TAG[independence]}
    </span>
  );
}

/**
 * The cue's accessible name: the visible phrase first (WCAG 2.5.3), then where it leads, the number there
 * (the visible superscript) and who measured it when the entry says (review C, E5).
 */
function methodLinkName(id: ProductFigureId, phrase: string, citation: Citation | undefined) {
  const independence = methodologyFor(id)?.independence;
  const kind = independence ? `, ${INDEPENDENCE_TAG[independence].toLowerCase()} measurement` : '';
  return citation ? `${phrase}: figure note ${citation.n}${kind}` : `${phrase}: how it was measured, figure ${methodologyNumber(id)}${kind}`;
}

/** The cue's title (a pointer's hover hint): where it leads, and who measured the figure when the entry names them. */
function methodLinkTitle(id: ProductFigureId) {
  const entry = methodologyFor(id);
  const kind = entry?.independence ? `${INDEPENDENCE_TAG[entry.independence]}` : '';
  const by = [kind, entry?.measuredBy].filter(Boolean).join(': ');
  return by ? `${METHOD_LINK_TITLE} (${by})` : METHOD_LINK_TITLE;
}

/** Up to this many characters ("under 500 ms", "5x faster processing") an inline phrase does not wrap: one unit with its mark. */
const UNBROKEN_PHRASE = 20;

/**
 * The link to a figure's method, as attributes (the JSX link and the Markdown step share them): one
 * cue everywhere (`method-cue`, src/styles/main.css: the figure in its own ink with a dotted underline,
 * then its number as a superscript, `data-figure-n`, drawn by CSS so the text stays the figure's; a 24 px
 * tall box) and one title. With the page's `citation`, the number is the page's and the link leads to the
 * figure's note; the page's first cue of a figure is where the note's number leads back to. `inline`: inside
 * a sentence, positioned, so it stays above a card's stretched heading link (FeaturePanel's `after:inset-0`).
 */
function methodLinkAttributes(id: ProductFigureId, inline: boolean | undefined, phrase: string, citation: Citation | undefined) {
  return {
    href: citation ? `#${figureNoteId(citation.n)}` : methodologyHref(id),
    id: citation?.first ? figureCiteId(citation.n) : undefined,
    // A short phrase kept on one line (review round 5: "under / 500 ms ⓘ" and "5x faster ⓘ processing" split across lines);
    // a long one ("65% lower processing cost per document") may wrap, or it would overflow a phone's column.
    className: inline ? cx('method-cue relative text-inherit', phrase.length <= UNBROKEN_PHRASE && 'whitespace-nowrap') : 'method-cue',
    'data-methodology-link': id,
    'data-figure-n': String(citation ? citation.n : methodologyNumber(id)),
    'data-figure-inline': inline ? '' : undefined,
    // The name says the phrase, where it leads, the number and who measured it (WCAG 2.5.3: the visible words first).
    'aria-label': methodLinkName(id, phrase, citation),
    title: methodLinkTitle(id),
  };
}

function MethodLink({ id, inline, children }: { id: ProductFigureId; inline?: boolean; children: string }) {
  return <a {...methodLinkAttributes(id, inline, children, citeFigure(usePageCitations(), id))}>{children}</a>;
}

/** A shown value compared loosely: no-break spaces as spaces, any case, "Average 65%" as "65%", "Under 500 ms" as "<500 ms". */
const loose = (value: string) =>
  value
    .replace(/\u00a0/g, ' ')
    .toLowerCase()
    .replace(/^(an )?average /, '')
    .replace(/^under /, '<');

/** The product figure a stat's value stands for, in the forms pages write it (figures.ts lists the exact ones). */
function figureOf(value: string) {
  return productFigureOf(value) ?? PRODUCT_FIGURES.find((figure) => (figure.shown as readonly string[]).some((shown) => loose(shown) === loose(value)));
}

/** The words a shown value may open with before its figure ("Up to 80%", "Under 1 s"). */
const LEAD_WORDS = /^((?:up to|under|an average|average)[ \u00a0])(.+)$/i;

/** Whether a shown value opens with words before its figure ("Up to 80%", "Under 1 s"): a stat band lines its figures up by it. */
export const hasFigureLead = (value: string) => LEAD_WORDS.test(value);

/** A value with its opening words in `className` (a stat's figure alone at stat size); the text is unchanged. */
function withLead(value: string, className: string | undefined) {
  const match = className ? LEAD_WORDS.exec(value) : null;
  if (!match) return value;
  return (
    <>
      <span className={className} data-figure-lead="">
        {match[1]}
      </span>
      {match[2]}
    </>
  );
}

/**
 * `leadClassName`: the words before the figure ("Up to", "Under") in this style, so a stat's large type is the figure
 * alone (design review L r45); the value's text, link and name stay as they are.
 */
export function Figure({ value, leadClassName }: { value: string; leadClassName?: string }) {
  const citations = usePageCitations();
  const figure = figureOf(value);
  const entry = figure && methodologyFor(figure.id);
  // A value that is not one figure but holds figure phrases ("Under 1 s per response, under 500 ms on
  // average") links each phrase, as a sentence does; with no entry it is the same string.
  if (!figure) return figurePhrases(value).every((part) => typeof part === 'string') ? <>{withLead(value, leadClassName)}</> : <FigureText>{value}</FigureText>;
  if (!entry) return <>{withLead(value, leadClassName)}</>;
  // The value with the one cue (its number is the link's ::after); its name says where it leads, the value first (WCAG
  // 2.5.3). Lead words on a line of their own stand before the link, not in it: a block inside the inline link split it
  // into boxes, one of them 0 px tall, under the 24 px target (the evidence browser test measures every line box).
  const attributes = methodLinkAttributes(figure.id, false, value, citeFigure(citations, figure.id));
  const lead = leadClassName ? LEAD_WORDS.exec(value) : null;
  if (lead)
    return (
      <>
        <span className={leadClassName} data-figure-lead="">
          {lead[1]}
        </span>
        <a {...attributes}>{lead[2]}</a>
      </>
    );
  return <a {...attributes}>{value}</a>;
}

/**
 * What a methodology entry says about a shown figure's reach, in the order a reader checks it: what it
 * covers (review C, E1), its median and range where it is a maximum (E2), what it is compared with (E3),
 * what it leaves out (review C r15: home's note on the 65% hid that staff time is not counted).
 * Only what the entry gives; nothing is ever made up, and a figure without an entry has no note.
 */
export function methodNotes(id: ProductFigureId): string[] {
  const entry = methodologyFor(id);
  if (!entry) return [];
  return [
    entry.scope && `Measured on ${asClause(entry.scope)}`,
    entry.median && (entry.range ? `Median ${entry.median}, range ${asClause(entry.range)}` : `Median ${entry.median}`),
    // Under a stated load, where the entry gives it (trust review T7 r53: home's note on "under 1 s" gave the no-load p100
    // only, the p95 under 20 concurrent queries buried on /methodology).
    entry.underLoad && `Under load: ${asClause(entry.underLoad)}`,
    entry.hardware && `Ran on ${asClause(entry.hardware)}`,
    entry.baseline && `Compared with ${asClause(entry.baseline)}`,
    entry.excludes && `Not counted: ${asClause(entry.excludes)}`,
  ].filter((note): note is string => !!note);
}

/** An entry's sentence-case text inside a note's clause: "A hosted API" -> "a hosted API"; "SOC", "API" stay. */
const asClause = (text: string) => (/^[A-Z][a-z ]/.test(text) ? text[0].toLowerCase() + text.slice(1) : text);

/** The product figure a shown value stands for ("98%", "Under 1 s"), by id; undefined for any other value. */
export const figureIdOf = (value: string) => figureOf(value)?.id;

/** Whether a figure's method record says who measured it, the tag shown beside the figure. */
export function hasCaveat(id: ProductFigureId | undefined): id is ProductFigureId {
  return !!id && !!methodologyFor(id)?.independence;
}

/**
 * Where a figure is the point (a stat block, not a sentence): who measured it, as a tag, beside it, from the method
 * record only, so every page says the same of a figure. Its caveat (scope, median, comparison, what is not counted) is
 * the page's note's, one format on every page (review C r15: /technology printed it under the stat and not in the note).
 */
function FigureCaveat({ id, stacked = false }: { id: ProductFigureId; stacked?: boolean }) {
  const independence = methodologyFor(id)?.independence;
  if (!independence) return null;
  const tag = <IndependenceTag independence={independence} className="mr-1.5" />;
  // `stacked`: the tag on a line of its own (review C r11: beside a stat, tag and note ran together).
  return stacked ? <span className="block">{tag}</span> : tag;
}

/**
 * A stat's median where the stat is a maximum (review C r17: "Up to 80%" read as the typical case), the one line under a
 * stat besides its tag. What the figure was measured on is its note's, never the stat's too (review C r22: /technology's
 * callout and its note both said "Measured on single-page queries, no other load"). Only what the entry gives.
 */
function statMedianLine(id: ProductFigureId | undefined): string | undefined {
  const entry = id && methodologyFor(id);
  // Led with instead, above the figure, where the entry leads with its median (FigureMedianLead).
  return entry && entry.median && entry.lead !== 'median' ? `${FIGURE_MEDIAN_LEAD} ${entry.median}` : undefined;
}

/** A figure's reach as a line under its stat ("On financial, legal and clinical terms"), from the entry's `appliesTo`. */
function statScopeLine(id: ProductFigureId | undefined): string | undefined {
  const appliesTo = id && methodologyFor(id)?.appliesTo;
  return appliesTo ? appliesTo[0]!.toUpperCase() + appliesTo.slice(1) : undefined;
}

/**
 * The median a figure leads with where its entry says so (`lead: median`; trust review T7 r53: "Up to 80%" led on the
 * stat, the 61% median under it in small print): "61% lower (median)", set over the stat's value, whose words (the
 * claim's, docs/product-rules.md#claims) stay as they are. Nothing without such an entry.
 */
export function medianLead(id: ProductFigureId | undefined): string | undefined {
  const entry = id && methodologyFor(id);
  return entry && entry.lead === 'median' && entry.median ? `${entry.median} (${FIGURE_MEDIAN_LEAD.toLowerCase()})` : undefined;
}

/** `medianLead` as a line over a stat's value (SectionFigures), in the label's type; nothing without it. */
export function FigureMedianLead({ value }: { value: string }) {
  const lead = medianLead(figureIdOf(value));
  if (!lead) return null;
  return (
    <span className="mb-1 block text-base font-semibold text-slate-800" data-figure-median-lead="">
      {lead}
    </span>
  );
}

/**
 * Under a stat (SectionFigures, StatStrip): its median (statMedianLine) and who measured it; nothing without either.
 */
export function FigureNote({ value, className }: { value: string; className?: string }) {
  const id = figureIdOf(value);
  const line = statMedianLine(id);
  const scope = statScopeLine(id);
  if (!line && !scope && !hasCaveat(id)) return null;
  return (
    <span className={cx('block text-sm leading-5 text-pretty text-slate-600', className)} data-figure-caveat="">
      {/* What the figure covers, where it reads as every vertical's (trust review T7 r53: "98% ... on domain terms"). */}
      {scope && (
        <span className="mb-1 block font-semibold text-slate-800" data-figure-applies-to="">
          {scope}
        </span>
      )}
      {line && (
        <span className="mb-1 block font-semibold text-slate-800" data-figure-median="">
          {line}
        </span>
      )}
      {hasCaveat(id) && <FigureCaveat id={id} stacked />}
    </span>
  );
}

/** What leads a stat's median ("Median 61% lower"). */
const FIGURE_MEDIAN_LEAD = 'Median';

/** A sentence cut into plain text and the product-figure phrases that have a methodology entry. */
export function figurePhrases(text: string): (string | { id: ProductFigureId; phrase: string })[] {
  const parts: (string | { id: ProductFigureId; phrase: string })[] = [];
  let rest = text;
  for (;;) {
    let first: { id: ProductFigureId; index: number; phrase: string } | undefined;
    for (const [id, pattern] of Object.entries(IN_SENTENCE) as [ProductFigureId, RegExp][]) {
      if (!methodologyFor(id)) continue;
      const match = pattern.exec(rest);
      if (match && (!first || match.index < first.index)) first = { id, index: match.index, phrase: match[0] };
    }
    if (!first) break;
    if (first.index > 0) parts.push(rest.slice(0, first.index));
    parts.push({ id: first.id, phrase: first.phrase });
    rest = rest.slice(first.index + first.phrase.length);
  }
  if (rest) parts.push(rest);
  return parts;
}

/**
 * The figure's reach after its phrase in a sentence (" on financial, legal and clinical terms"), from the entry's
 * `appliesTo` (trust review T7 r53: home's "Models trained per vertical ... with 98% term accuracy" read as every
 * vertical's), unless the sentence already says what the figure was measured on ("... 98% term accuracy on its
 * vocabulary"): its own words stay, and the note gives the scope.
 */
function reachAfter(id: ProductFigureId, next: string | { id: ProductFigureId; phrase: string } | undefined): string | undefined {
  const appliesTo = methodologyFor(id)?.appliesTo;
  if (!appliesTo) return undefined;
  if (typeof next === 'string' && /^[ \u00a0]on[ \u00a0]/.test(next)) return undefined;
  return ` ${appliesTo}`;
}

/**
 * A sentence whose product figures link to their methodology entries, as inline links. Without
 * an entry for any figure it names, the sentence is returned as it is (one text node: unchanged HTML).
 * `inFlex`: the sentence sits in a flex row beside an icon; once it holds a link its parts are kept
 * in one span, or each would become a flex item of its own, with the row's gap between them.
 */
export function FigureText({ children: text, inFlex }: { children: string; inFlex?: boolean }) {
  const parts = figurePhrases(text);
  if (parts.every((part) => typeof part === 'string')) return <>{text}</>;
  const Wrapper = inFlex ? 'span' : Fragment;
  return (
    <Wrapper>
      {parts.map((part, i) =>
        typeof part === 'string' ? (
          part
        ) : (
          <Fragment key={i}>
            <MethodLink id={part.id} inline>
              {part.phrase}
            </MethodLink>
            {reachAfter(part.id, parts[i + 1])}
          </Fragment>
        ),
      )}
    </Wrapper>
  );
}

const escapeAttribute = (text: string) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/**
 * The Markdown step (rendered prose, src/pages/resources/Prose.tsx): the same phrases as `FigureText`,
 * from the same table, linked inside HTML that src/collections/markdown.ts made. Only text between
 * tags is read, never text already inside a link (headings link to their own anchors); a phrase cut
 * by markup (`**98%** term accuracy`) stays as it is. Without an entry the HTML comes back unchanged.
 * `citations`: the page's collector (Prose passes it), so an article's cues are numbered with the page's others.
 */
export function linkFiguresInHtml(html: string, citations: FigureCitations | null = null): string {
  let linkDepth = 0;
  return html
    .split(/(<[^>]*>)/)
    .map((piece) => {
      if (piece.startsWith('<')) {
        if (/^<a[\s>]/i.test(piece)) linkDepth++;
        else if (/^<\/a\s*>/i.test(piece)) linkDepth = Math.max(0, linkDepth - 1);
        return piece;
      }
      if (linkDepth > 0 || !piece) return piece;
      return figurePhrases(piece)
        .map((part) => {
          if (typeof part === 'string') return part;
          const { className, ...rest } = methodLinkAttributes(part.id, true, part.phrase, citeFigure(citations, part.id));
          const attributes = Object.entries({ href: rest.href, id: rest.id, class: className, 'data-methodology-link': rest['data-methodology-link'], 'data-figure-n': rest['data-figure-n'], 'data-figure-inline': rest['data-figure-inline'], 'aria-label': rest['aria-label'], title: rest.title })
            .filter(([name, value]) => name !== 'id' || value)
            .map(([name, value]) => `${name}="${escapeAttribute(value ?? '')}"`)
            .join(' ');
          return `<a ${attributes}>${part.phrase}</a>`;
        })
        .join('');
    })
    .join('');
}
