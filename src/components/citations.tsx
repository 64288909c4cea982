/**
 * Citations in the demo documents: every finding names the exact words of the source it rests on
 * (DemoFinding.cite), and the source shows them as numbered highlights. The words are the
 * content's, not guessed from the finding's figures: a guess marks the "12" of "12th floor" for
 * "12 months' notice", which a careful reader notices at once. A cite that is missing from the
 * text, or stands in it more than once, throws: the build stops and names the route and file.
 */
import type { ReactNode } from 'react';
import type { DemoDocumentPair } from '../content/types.ts';
import { keepUnits } from './keep-units.ts';

/** Where one finding's cite stands in its document. */
export interface Citation {
  /** The finding's number (1-based), shared by its highlight and its entry in the analysis. */
  n: number;
  /** Index of the paragraph in `original`. */
  paragraph: number;
  /** Character range of the cite in that paragraph. */
  start: number;
  end: number;
}

/** What citing needs of a demo document. */
export type CitedDocument = Pick<DemoDocumentPair, 'documentName' | 'original'> & {
  analysis: { findings: Pick<DemoDocumentPair['analysis']['findings'][number], 'label' | 'cite'>[] } & Partial<Pick<DemoDocumentPair['analysis'], 'flags' | 'flagCites'>>;
};

/**
 * Each flag's number, where it cites a passage: a finding's, where the flag quotes that finding's words exactly (a flag
 * resting on a passage a finding already cites: "the cap is 8% of the contract value" on the cap's clause); otherwise
 * after the findings', counting only the flags with passages of their own, so the document's numbers run on without a
 * gap. Undefined for a flag that cites nothing.
 */
export function flagNumbers(analysis: { findings: readonly { cite?: string | string[] }[]; flagCites?: (string | null)[] }): (number | undefined)[] {
  let next = analysis.findings.length;
  return (analysis.flagCites ?? []).map((cite) => {
    if (!cite) return undefined;
    // A finding that quotes several places shares its number with a flag quoting one of them (trust review r52: the
    // scanner's REQ-014 and REQ-021 flags rest on the two quotes of "Not verifiable as written").
    const finding = analysis.findings.findIndex((f) => (Array.isArray(f.cite) ? f.cite.includes(cite) : f.cite === cite));
    return finding >= 0 ? finding + 1 : ++next;
  });
}

/** Every index where `quote` starts in `text`, overlapping ones included ("aa" stands twice in "aaa"). */
function indexesOf(text: string, quote: string): number[] {
  const found: number[] = [];
  for (let at = text.indexOf(quote); at >= 0; at = text.indexOf(quote, at + 1)) found.push(at);
  return found;
}

/**
 * Places every finding's cite (or each of its cites) in the document, in finding order. Throws when
 * a cite is empty, does not occur in the text, or occurs more than once (the highlight would be a guess).
 */
export function locateCitations(document: CitedDocument): Citation[] {
  const { findings, flags = [], flagCites = [] } = document.analysis;
  if (flagCites.length > flags.length) throw new Error(`Demo document "${document.documentName}": ${flagCites.length} flag cites for ${flags.length} flags; give one (or null) a flag, in the flags' order.`);
  const numbers = flagNumbers(document.analysis);
  const cited = [
    ...findings.map(({ label, cite }, i) => ({ what: `finding "${label}"`, cite, n: i + 1 })),
    // A flag on a finding's own passage adds no highlight: that passage already carries the number.
    ...flagCites.flatMap((cite, i) => (cite && numbers[i]! > findings.length ? [{ what: `flag "${flags[i]}"`, cite, n: numbers[i]! }] : [])),
  ];
  return cited.flatMap(({ what, cite, n }) =>
    // A finding that rests on several places (a count of two violations) quotes each of them.
    (Array.isArray(cite) ? cite : [cite]).map((quote) => {
      const where = `Demo document "${document.documentName}", ${what}`;
      if (!quote) throw new Error(`${where}: the cite is empty; quote the words of the source this finding rests on.`);
      const places = document.original.flatMap((text, paragraph) => indexesOf(text, quote).map((start) => ({ paragraph, start })));
      if (places.length === 0) {
        throw new Error(`${where}: the cite does not occur in the document text: "${quote}". Quote the source exactly, within one paragraph (curly quotes and dashes as written).`);
      }
      if (places.length > 1) {
        throw new Error(`${where}: the cite occurs ${places.length} times in the document text, so its highlight would be a guess: "${quote}". Quote more of the clause.`);
      }
      return { n, ...places[0], end: places[0].start + quote.length };
    }),
  );
}

/** A run of a paragraph: plain text, or a cited passage with the numbers of the findings resting on it. */
export type Segment = { text: string; n?: number[] };

/**
 * A paragraph cut into plain and cited runs, in reading order. Cites that overlap (two findings
 * resting on the same words, or one clause inside another) become one passage carrying both
 * numbers, as footnote marks stack ("2,4"): a highlight never nests or splits a word.
 */
export function citedSegments(text: string, citations: Pick<Citation, 'n' | 'start' | 'end'>[]): Segment[] {
  const passages: { start: number; end: number; n: number[] }[] = [];
  for (const c of [...citations].sort((a, b) => a.start - b.start || b.end - a.end)) {
    const last = passages.at(-1);
    if (last && c.start < last.end) {
      last.end = Math.max(last.end, c.end);
      last.n.push(c.n);
    } else passages.push({ start: c.start, end: c.end, n: [c.n] });
  }
  const segments: Segment[] = [];
  let at = 0;
  for (const p of passages) {
    if (p.start > at) segments.push({ text: text.slice(at, p.start) });
    segments.push({ text: text.slice(p.start, p.end), n: p.n.sort((a, b) => a - b) });
    at = p.end;
  }
  if (at < text.length) segments.push({ text: text.slice(at) });
  return segments;
}

/**
 * A cited passage that never leaves a short word alone at a line's end or start: where its first or last word
 * is short (five characters or fewer: "4", "Total", "2025,"), a figure ("$480,000") or counted by one ("18 months"),
 * it is joined to its neighbour by a no-break space, so a passage that wraps breaks in its middle (review C r40, healthcare at 390 px: a highlighted "4" alone at a
 * line's end, "sessions completed over 2 weeks" on the next). No-break spaces rather than nowrap spans: two bytes
 * each, where spans cost ~140 B of gzip on /commercial-real-estate, over its first-load budget.
 */
/** A figure-and-word pair shorter than this ("36 months", "240 hours") is kept on one line at a passage's end. */
const COUNTED_PAIR = 11;

export function keepPassageEnds(text: string): string {
  const words = text.split(' ');
  if (words.length < 2) return text;
  // Short, or a figure ("$480,000", "18,450"): a number alone at a line's end reads as cut from what it counts.
  const figure = (word: string) => /^[$€£]?\d/.test(word);
  const short = (word: string) => word.length <= 5 || figure(word);
  const joins = new Set<number>();
  if (short(words[0])) joins.add(0);
  // The last word short, or counted by the figure before it ("18 months") when the pair is short too: kept whole,
  // "500 respondents" went to the next line together and left ~80 px of the line before it empty (design review r44,
  // /marketing at 1280); a longer pair may break after its figure.
  const [counter, last] = words.slice(-2);
  if (short(last) || (figure(counter) && counter.length + last.length < COUNTED_PAIR)) joins.add(words.length - 2);
  return words.reduce((out, word, i) => (i === 0 ? word : `${out}${joins.has(i - 1) ? '\u00a0' : ' '}${word}`), '');
}

/**
 * A passage takes the punctuation that closes it ("limit." not "limit" + "."), so its number, drawn after the mark, follows
 * the full stop and sits in the space before the next word, where the live demo keeps its width from the first paint: a
 * number before the stop left "36 months ." gaps (design review P r52 item 4), one in a box of no width ran over the next
 * word ("limit.²Business", P and N r53), and one taking its width only with the result re-wrapped the lines (CLS).
 */
function withTrailingPunctuation(segments: Segment[]): Segment[] {
  const joined: Segment[] = [];
  for (const segment of segments) {
    const passage = joined.at(-1);
    const closing = passage?.n && !segment.n ? /^[.,;:!?)\]\u201d\u2019]+/.exec(segment.text)?.[0] : undefined;
    if (closing) joined[joined.length - 1] = { ...passage!, text: passage!.text + closing };
    joined.push(closing ? { text: segment.text.slice(closing.length) } : segment);
  }
  return joined;
}

/**
 * One paragraph with its cited passages as `<mark class="cite" data-n="…">`: the `cite` utility
 * (styles/main.css) draws the highlight and shows the number as generated content, hidden from
 * screen readers. Inside the live demo the marks stay plain until the widget has analysed.
 */
export function CitedText({ text, citations }: { text: string; citations: Pick<Citation, 'n' | 'start' | 'end'>[] }) {
  // Units joined before the cut: one character for one, so the citations' offsets still hold.
  const parts: ReactNode[] = withTrailingPunctuation(citedSegments(keepUnits(text), citations)).map((s, i) =>
    s.n ? (
      <mark key={i} className="cite" data-n={s.n.join(',')}>
        {keepPassageEnds(s.text)}
      </mark>
    ) : (
      s.text
    ),
  );
  return <>{parts}</>;
}
