/**
 * The product at work on a sample document, in parts that the live demo (DemoShowcase + the DemoWidget
 * island) and the static hero picture (ProductAtWork) both draw with: the source document with its
 * cited passages numbered, the extracted findings under the same numbers, and the flags. One set of
 * parts, so the hero's picture of the product cannot drift from what the demo does.
 * No state and no hooks: server HTML in the hero, hydrated markup inside the widget.
 */
import type { ReactNode } from 'react';
import type { DemoDocumentPair, DemoFinding } from '../content/types.ts';
import { CitedText, locateCitations, type Citation } from './citations.tsx';
import { cx } from './cx.ts';
import { keepUnits } from './keep-units.ts';
import { PanelTitleBar, type PanelHeading as Heading } from './PanelTitleBar.tsx';

/** A round marker before a line of the analysis: the findings' numbers, the un-run panel's "!" and arrow. */
export function Badge({ tone = 'bg-amber-100 text-amber-800', children }: { tone?: `bg-${string} text-${string}`; children: ReactNode }) {
  const [bg, text] = tone.split(' ');
  return (
    <span className={`inline-flex size-5 shrink-0 items-center justify-center rounded-full ${bg} text-xs font-bold ${text}`} aria-hidden="true">
      {children}
    </span>
  );
}

/** The number a finding shares with its highlighted passage in the source document. */
export function FindingNumber({ n }: { n: number }) {
  return <Badge>{n}</Badge>;
}

/** A white panel with a title row (a tag or an action at its right end): the document's and the analysis's frame. */
export function AnalysisPanel({
  title,
  Heading = 'h3',
  aside,
  className,
  as: Box = 'div',
  data,
  children,
}: {
  title: string;
  Heading?: Heading;
  aside?: ReactNode;
  className?: string;
  /** `figure`: the panel is a picture of the product (the hero's), its footer row the caption. */
  as?: 'div' | 'figure';
  /** The box's own data attributes (the tests' and the page checks' handles). */
  data?: Record<`data-${string}`, string>;
  children: ReactNode;
}) {
  return (
    <Box className={cx('min-w-0 rounded-xl border border-slate-200 bg-white shadow-sm', className)} {...data}>
      {/* 64 px in the live demo, whose two panels' rows must match while one holds a button; a picture's row (the hero's)
          is as tall as the story pages' figures' (FigureCard), one card family. */}
      <PanelTitleBar title={title} Heading={Heading} aside={aside} className={Box === 'figure' ? undefined : 'min-h-16'} />
      {children}
    </Box>
  );
}

/**
 * The sample's "figures are illustrative" note as the panel's footer row, in the live demo's document panel and the
 * hero's picture alike (design review E r41: under the hero's card but inside the demo's, one note in two places on a
 * page); in the picture it is the figure's caption.
 */
// `size`: the solution pages' hero pictures pass 13 px (design review G r51 item 2: 12 px read as fine print there), from
// their own template, so the other families' stylesheets do not carry the class.
export function IllustrativeNote({ as: Note = 'p', size = 'text-xs' }: { as?: 'p' | 'figcaption'; size?: string }) {
  return <Note className={`border-t border-slate-200 px-5 py-2 ${size} text-slate-600`}>{ILLUSTRATIVE_NOTE}</Note>;
}

/** Under the live demo's document below lg, where it is a short box (review r5: nothing said there was more). */
export const SHOW_WHOLE_DOCUMENT = { more: 'Show the whole document', less: 'Show less' };

type CitableDocument = Pick<DemoDocumentPair, 'documentName' | 'documentType' | 'original'> & { analysis: { findings: Pick<DemoFinding, 'label' | 'cite'>[] } };

/**
 * The sample document's file name and its paragraphs, with the findings' cited passages marked (lit by
 * the `cite` utility, styles/main.css: always outside the live demo, inside it once analysed). The
 * file name is one line. `compact`: the hero picture's smaller type, as plain text of the figure
 * (in the live demo a region, so a page showing both has one "Sample document text" landmark).
 */
export function DocumentText({ document, citations = locateCitations(document), compact = false }: { document: CitableDocument; citations?: Citation[]; compact?: boolean }) {
  const Text = compact ? 'div' : 'section';
  return (
    <>
      <FileName name={document.documentName} />
      {/* In the live demo, below lg, a short box (`doc-clip`, styles/main.css: its lower part faded), so the analysis and
          Process Document follow it closely; the button under it shows the whole document in place, with no script (a
          details element the box reads with :has). It scrolled inside itself until review r39 (A and B, since r36: a
          page that scrolls inside the page). Named by its label; a screen reader reads it whole either way. */}
      <Text className={cx('mt-3 grid gap-3 text-slate-700', compact ? 'text-xs leading-5' : 'doc-clip text-sm leading-6')} aria-label={compact ? undefined : 'Sample document text'}>
        {document.original.map((paragraph, i) => (
          <p key={i}>
            <CitedText text={paragraph} citations={citations.filter((c) => c.paragraph === i)} />
          </p>
        ))}
      </Text>
      {!compact && (
        // Styled by its utility (styles/main.css doc-clip-toggle), not by classes here: it is on every page with a demo,
        // within the first-load budget. One of its two labels shows at a time, the other display:none, so a screen
        // reader hears the shown one.
        <details className="doc-clip-toggle">
          <summary>
            <span>{SHOW_WHOLE_DOCUMENT.more}</span>
            <span>{SHOW_WHOLE_DOCUMENT.less}</span>
          </summary>
        </details>
      )}
    </>
  );
}

/**
 * A file name on one line, as a product lists a file: where it does not fit, cut in its middle with an ellipsis, its
 * last word ("(sample).pdf") kept, as a file manager keeps the extension. The whole name is the text (a screen reader
 * reads it all) and the title (on hover). Wrapped, it broke mid-name: "rev / C", "PO / 88172" (design review r44 at
 * 390 px; before it, "Asset purchase / agreement — …", E r41, G r42).
 */
export function FileName({ name }: { name: string }) {
  const cut = name.lastIndexOf(' ');
  const stem = cut < 0 ? name : name.slice(0, cut);
  // Phones drop the part after the em dash (design review R r47, section 3: cut by the ellipsis it read "Master supply
  // agreement — exc…", a dangling dash or a fragment, at 390 on every page with one); the name's kind and its
  // "(sample).pdf" stay. A name without a dash (home's) renders as before.
  const dash = stem.indexOf(' \u2014 ');
  return (
    <p className="flex font-mono text-xs text-slate-600" title={name}>
      <span className="truncate">
        {dash < 0 ? (
          stem
        ) : (
          <>
            {stem.slice(0, dash)}
            <span className="max-sm:hidden">{stem.slice(dash)}</span>
          </>
        )}
      </span>
      {/* A no-break space: a flex item's leading space would be dropped. */}
      {cut >= 0 && <span className="shrink-0">{`\u00a0${name.slice(cut + 1)}`}</span>}
    </p>
  );
}

/**
 * A document's file name as it wraps (the feature visuals' names, which wrap): its last word kept with the one before,
 * and a dash with the word before it, so a line never starts with "— excerpt (sample).docx" (design review D r41, legal
 * at 390 px).
 */
export function documentNameText(name: string): string {
  return name.replace(/ (\S+)$/, '\u00a0$1').replaceAll(' \u2014 ', '\u00a0\u2014 ');
}

/** True when the file name already begins with the document's type ("Discharge summary — ….pdf"). */
function nameSaysType(document: Pick<DemoDocumentPair, 'documentName' | 'documentType'>): boolean {
  return document.documentName.toLowerCase().startsWith(document.documentType.toLowerCase());
}

/**
 * The live demo's document panel: "Original document", its type as a tag (unless the file name under it
 * begins with the same words: review r5 on the hero, the same words twice), the text, and a footer row
 * with the note that the sample's figures are illustrative. As tall as its text, beside the analysis panel from lg
 * (design review V r53 item 1, N r53 teams item 7 and industry item 4: stretched to the analysis card's height, as
 * review r6 had asked, it held a 50-100 px blank band above the footer; shared out among the paragraphs, reviews M and N
 * r52 found them double-spaced).
 */
export function SourceDocument({ document, citations, Heading }: { document: CitableDocument; citations?: Citation[]; Heading?: Heading }) {
  return (
    <AnalysisPanel
      title="Original document"
      Heading={Heading}
      aside={nameSaysType(document) ? undefined : <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700">{document.documentType}</span>}
    >
      <div className="px-5 py-4">
        <DocumentText document={document} citations={citations} />
      </div>
      <IllustrativeNote />
    </AnalysisPanel>
  );
}

/** A finding as a row over a hairline: label over value on phones, from sm the label in the first third. */
const FINDING_ROW = 'grid gap-1 gap-x-4 border-b border-slate-200 py-2 sm:grid-cols-3';

/**
 * A finding as a tinted tile, three to a row from sm; on phones a row over a hairline, as the live demo's rows (design
 * review B r39: three full-width tiles of short values made the hero card ~560 px tall and mostly empty at 390). The
 * card's rule over the findings is the first row's top. One utility (styles/main.css `finding-tile`), not six classes
 * a tile: it is in the first load of every hero with a product picture.
 */
const FINDING_TILE = 'finding-tile';

/** A value's short parenthetical or date, kept on one line: a tile broke "4.2x ($38.5M / / $9.1M)" after its slash
 * and "Sep / 15, 2025" (design reviews A and B r38). Longer runs may wrap, so a narrow tile never overflows. A document
 * code and its revision too ("SP-7 rev B", "REQ-040"): Chrome breaks after the hyphen, "SP-" / "7 rev B" at 390 (design
 * review N r52 item 7); keepUnits has already joined "rev" to its letter. */
const KEPT_WHOLE = /\([^)]{1,16}\)|\b[A-Z][a-z]{2}\.? \d{1,2}, \d{4}\b|\b[A-Z]{2,}-\d+(?: rev\u00a0[A-Z]\b)?/g;

function ValueText({ text: value }: { text: string }) {
  const text = keepUnits(value);
  const parts: ReactNode[] = [];
  let from = 0;
  for (const match of text.matchAll(KEPT_WHOLE)) {
    parts.push(text.slice(from, match.index));
    parts.push(
      <span key={match.index} className="whitespace-nowrap">
        {match[0]}
      </span>,
    );
    from = match.index + match[0].length;
  }
  parts.push(text.slice(from));
  return <>{parts}</>;
}

/**
 * The extracted findings, numbered as their passages in the source. `tiles` (the hero picture): a grid
 * of tinted tiles, three to a row from sm, rows over hairlines on phones. `rows` (the live demo): one finding a row, label beside its
 * value from sm, the rhythm of the demo's un-run list of the same fields (DemoWidget), so the values
 * arrive where "Pending" stood, and an odd count leaves no orphan tile spanning the panel.
 */
export function FindingList({
  findings,
  layout = 'tiles',
  onShowPassage,
  active,
}: {
  findings: (Pick<DemoFinding, 'label' | 'value'> & Partial<Pick<DemoFinding, 'cite'>>)[];
  layout?: 'tiles' | 'rows';
  /** The live demo's: each number a button that shows its passage in the document (the picture's numbers are text). */
  onShowPassage?: (n: number) => void;
  /** The live demo's: the finding whose passage is shown, its row tinted (design review A r48 item 2). */
  active?: number;
}) {
  const rows = layout === 'rows';
  return (
    <dl className={rows ? 'border-t border-slate-200' : 'grid gap-x-4 sm:grid-cols-3 sm:gap-y-2'}>
      {findings.map((f, i) => (
        // Inline styles for what only the live demo draws after a click: they cost the first-load stylesheet nothing.
        <div key={f.label} className={rows ? FINDING_ROW : FINDING_TILE} style={active === i + 1 ? ACTIVE_ROW : undefined} data-active={active === i + 1 || undefined}>
          {/* The number on the label's first line (baseline): centred, it sat lower beside a two-line label than beside a
              one-line one, so the badges of a row of tiles stood at different heights (design review D r41). */}
<dt className={cx('flex items-baseline gap-2 text-xs font-medium text-slate-600', rows && 'self-start')}>
            <PassageNumber n={i + 1} onShowPassage={onShowPassage} active={active} />
            {f.label}
          </dt>
          <dd className={rows ? 'font-semibold text-slate-900 sm:col-span-2' : 'mt-1 font-semibold text-slate-900'}>
            <ValueText text={f.value} />
            {/* Below xl (the document above the panel, a short box, or beside it narrow) the value quotes its passage,
                where the reader reads the result (design review A r48 item 1: at 390 the cited passages stayed hidden
                behind the document's fade). Short: a passage of 150 characters is cut at a word, the document has it whole. */}
            {rows && f.cite && (
              <p className="mt-1 text-xs text-slate-600 xl:hidden" style={{ fontWeight: 400 }} data-cited-excerpt="">
                {keepUnits(citedExcerpt(f.cite))}
              </p>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The chosen finding's row: an amber-50 tint reaching 8 px past the row each side (a shadow: no padding moves it). */
const ACTIVE_ROW = { backgroundColor: '#fffbeb', boxShadow: '-8px 0 0 #fffbeb, 8px 0 0 #fffbeb' };
/** Its number: solid amber, as its passage in the document. */
const ACTIVE_CHIP = { backgroundColor: '#ffd230', color: '#7b3306' };

/** Longest excerpt quoted under a value: about two lines of 12 px text at 390 px. */
const EXCERPT_MAX = 90;

/**
 * A finding's cite as a short quotation: each place it rests on in curly quotes, the places joined by a space; a longer
 * run cut at a word with an ellipsis inside the closing quote.
 */
export function citedExcerpt(cite: string | string[]): string {
  const text = (Array.isArray(cite) ? cite : [cite]).join('” “');
  const cut = text.length <= EXCERPT_MAX ? text : `${text.slice(0, text.lastIndexOf(' ', EXCERPT_MAX - 1)).replace(/[\s,;:.–—”“]+$/, '')}…`;
  return `“${cut}”`;
}

/** The issues the analysis flags for a person to review. */
export function FlagList({
  flags,
  numbers = [],
  onShowPassage,
  active,
  skeleton = false,
}: {
  flags: string[];
  numbers?: (number | undefined)[];
  onShowPassage?: (n: number) => void;
  active?: number;
  /** The live demo's processing skeleton: the numbers drawn as small grey pills at the end of their bars. */
  skeleton?: boolean;
}) {
  // A flag that cites its passage starts with the passage's number, as a finding does (design review B r48: a flag's
  // clause stayed unlit); a list with none keeps its red bullets, as every hero picture's does (first-load bytes).
  const numbered = numbers.some(Boolean);
  return (
    <div>
      <p className="font-semibold text-slate-900">Flagged</p>
      <ul className={numbered ? 'mt-1 space-y-1 text-slate-700' : 'mt-1 list-disc space-y-1 pl-5 text-slate-700 marker:text-red-700'} data-flags={numbered ? 'cited' : undefined}>
        {flags.map((f, i) => {
          const n = numbers[i];
          if (!numbered) return <li key={f}>{keepUnits(f)}</li>;
          // The live demo (design review I r51 item 6, F r51 home item 3: its flags read as more fields, amber numbers under
          // the fields' amber numbers, "4" twice in a row): each flag starts with the red "!" the un-run panel's "Risk flags"
          // carries, and its passage's number follows its words, red where the passage is the flag's own (lit red in the
          // document too), amber where it is a field's, so a number always matches its passage's tone.
          if (onShowPassage) {
            // The flag's last word, with the one before where it is short ("it."), kept on one line with its number
            // (design review N r53 teams item 5: "it. 6" alone on the last line; pretty alone did not prevent it).
            const [lead, tail] = n ? splitLastWords(keepUnits(f)) : [keepUnits(f), ''];
            return (
              <li key={f} className="flex items-baseline gap-2" style={active !== undefined && active === n ? ACTIVE_FLAG_ROW : undefined} data-flag-row="">
                <Badge tone="bg-red-50 text-red-800">!</Badge>
                {/* Pretty: the last word and its number never end the flag as a line of their own ("location. (5)", design
                    review P r53 item 7). */}
                <span className="text-pretty">
                  {lead}
                  {/* One flag style for every number in the list, red, whichever passage it cites (design review V r53 item
                      5: a yellow 5 among red 6 and 7, each copying its passage's highlight, read as arbitrary under
                      "Flagged"); red, so a flag's number never reads as another field's (I r51 item 6). */}
                  {n && (
                    <span className="whitespace-nowrap" data-flag-tail="">
                      {`${tail}\u00a0`}
                      <PassageNumber n={n} onShowPassage={onShowPassage} active={active} flag skeleton={skeleton} />
                    </span>
                  )}
                </span>
              </li>
            );
          }
          // A picture (the hero sample cards): the live demo's flag row, without its buttons (design review V r54 teams item 6:
          // a yellow numbered chip under "Flagged", where the demo has the red "!" and a red number; yellow is a field's
          // colour). The red "!" first, the passage's number after the words in a red chip, kept with the last word: the "!"
          // chip's classes (the demo's red-100 is an inline style: /solutions/regulatory-compliance has no first-load room).
          const [lead, tail] = n ? splitLastWords(keepUnits(f)) : [keepUnits(f), ''];
          return (
            <li key={f} className="flex items-baseline gap-2">
              <Badge tone="bg-red-50 text-red-800">!</Badge>
              <span className="text-pretty">
                {lead}
                {n && (
                  <span className="whitespace-nowrap">
                    {`${tail}\u00a0`}
                    <Badge tone="bg-red-50 text-red-800">{n}</Badge>
                  </span>
                )}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** A flag's text cut before its last word, or its last two where the last is short ("withdraw it."), so a line never
 * holds only a short word and its number. */
export function splitLastWords(text: string): [string, string] {
  const words = text.split(' ');
  const keep = words.length > 2 && words.at(-1)!.length <= 4 ? 2 : 1;
  const lead = words.slice(0, -keep).join(' ');
  return [lead ? `${lead} ` : '', words.slice(-keep).join(' ')];
}

/** A flag's own passage's number in the live demo, and its row when chosen: red-100 on red-800, a red-50 row. */
const FLAG_CHIP = { backgroundColor: '#ffe2e2', color: '#9f0712' };
const ACTIVE_FLAG_CHIP = { backgroundColor: '#ffa2a2', color: '#460809' };
/**
 * While the live demo processes: a flag's number as a small pill in the skeleton's grey (slate-200), at the end of its
 * bar (design review V r54 item 7, N r54 item 8: the 24 px pink circles read as stray blobs partway along the bars).
 */
const SKELETON_CHIP = { width: 16, height: 10, borderRadius: 9999, backgroundColor: '#e2e8f0' };
/** The chip's 24 px box kept while the pill is drawn in it, so the reveal resizes nothing (CLS 0, demo-record-reveal). */
const NO_CHIP = { backgroundColor: 'transparent' };
const ACTIVE_FLAG_ROW = { backgroundColor: '#fef2f2', boxShadow: '-8px 0 0 #fef2f2, 8px 0 0 #fef2f2' };

/**
 * A cited passage's number before its finding or flag. In the live demo a 24 px chip in a 32 px target that shows the
 * passage (design review A r48 item 2: a 20 px number in a 24 px target; design review M r45: on a phone the document is
 * a short box, and the passages were out of sight); in a picture, text. Classes the site already has: the widget's are
 * in the first-load stylesheet of every page with a demo. Laid out as 24 px (a -4 px margin, inline for the same
 * reason), so the label's baseline and the row's height stay as they were and the target reaches into the padding.
 * `flag`: a flag's own passage, in red (inline: only the live demo draws it, after a click).
 */
function PassageNumber({ n, onShowPassage, active, flag = false, skeleton = false }: { n: number; onShowPassage?: (n: number) => void; active?: number; flag?: boolean; skeleton?: boolean }) {
  if (!onShowPassage) return <FindingNumber n={n} />;
  return (
    <button type="button" className="inline-flex size-8 shrink-0 cursor-pointer items-center justify-center" style={{ margin: -4 }} onClick={() => onShowPassage(n)} aria-label={`Show passage ${n} in the document`} data-show-passage={n}>
      <span
        className="inline-flex size-6 items-center justify-center rounded-full bg-amber-100 text-xs font-bold text-amber-800"
        style={skeleton ? NO_CHIP : active === n ? (flag ? ACTIVE_FLAG_CHIP : ACTIVE_CHIP) : flag ? FLAG_CHIP : undefined}
        aria-hidden="true"
        data-flag-chip={flag || undefined}
      >
        {skeleton ? <span style={SKELETON_CHIP} data-skeleton-chip="" /> : n}
      </span>
    </button>
  );
}

/** The line every sample analysis ends on (docs/product-rules.md#illustrative-figures). */
export const ILLUSTRATIVE_NOTE = 'Sample document; all figures are illustrative.';
