/**
 * What sits under a company block's heading in its left column (/about, /investors): the block's key
 * points drawn as something to look at rather than read. Reviewers found a heading alone on the left
 * beside paragraphs on the right left half of every block empty at 1280 px. Plain HTML and inline
 * SVG, no script; each diagram carries its text alternative (a list, or an SVG label).
 */
import CircleCheck from 'lucide-react/icons/circle-check';
import CircleX from 'lucide-react/icons/circle-x';
import X from 'lucide-react/icons/x';
import { Icon } from '../../components/Icon.tsx';
import { cx } from '../../components/cx.ts';
import { CARD_HEADER } from '../../components/card-header.ts';
import type { CompanyAside } from '../../content/company.ts';

/** The table's two columns: theirs muted, ours in the accent colour; each column's cells padded to its edge of the card. */
const SIDES = {
  theirs: { icon: CircleX, tone: 'text-slate-400', cell: 'px-2 text-slate-600' },
  ours: { icon: CircleCheck, tone: 'text-blue-700', cell: 'pr-5 pl-2 font-medium text-slate-900' },
} as const;
type SideName = keyof typeof SIDES;

/** A column's name with its glyph: the header row from lg, the legend over the rows on phones. */
function Side({ side, label }: { side: SideName; label: string }) {
  return (
    <span className="inline-flex items-center gap-1.5">
      <Icon icon={SIDES[side].icon} className={cx('size-3.5 shrink-0', SIDES[side].tone)} />
      {label}
    </span>
  );
}

/** One answer, its glyph beside it and, where the header row is hidden (phones), its column named for screen readers. */
function Answer({ side, label, text }: { side: SideName; label: string; text: string }) {
  return (
    <td className={cx('py-4 max-lg:p-0', SIDES[side].cell)}>
      <span className="flex gap-2">
        <Icon icon={SIDES[side].icon} className={cx('mt-0.5 size-4 shrink-0', SIDES[side].tone)} />
        <span>
          <span className="sr-only lg:hidden">{label}: </span>
          {text}
        </span>
      </span>
    </td>
  );
}

/**
 * Two answers to the same questions, side by side: theirs muted, ours in the accent colour. A table whose header row
 * names the two columns over them from lg (review B r10: named only by a legend under the rows, a reader decoded the
 * icons before reading across); on phones, where each row stacks, the legend over the rows and each answer prefixed
 * for screen readers.
 */
function Contrast({ aside }: { aside: Extract<CompanyAside, { kind: 'contrast' }> }) {
  return (
    <figure className="rounded-card border border-slate-200 bg-white shadow-card" data-aside="contrast">
      <figcaption className={CARD_HEADER}>{aside.label}</figcaption>
      <p className="flex flex-wrap gap-x-5 gap-y-1 border-b border-slate-200 px-5 py-3 text-xs text-slate-600 lg:hidden" aria-hidden="true">
        <Side side="theirs" label={aside.theirs} />
        <Side side="ours" label={aside.ours} />
      </p>
      <table className="w-full text-left text-sm text-pretty max-lg:block lg:table-fixed">
        {/* From lg the aspect beside its two answers, one line a row (review round 5: stacked rows made the table twice
            as tall as the prose beside it); fixed, so the two answer columns share the width equally. */}
        <thead className="max-lg:hidden">
          <tr className="border-b border-slate-200 text-xs font-semibold text-slate-600">
            <td className="w-36 py-3 pr-2 pl-5" />
            <th scope="col" className="px-2 py-3 font-semibold">
              <Side side="theirs" label={aside.theirs} />
            </th>
            <th scope="col" className="py-3 pr-5 pl-2 font-semibold">
              <Side side="ours" label={aside.ours} />
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 max-lg:block">
          {aside.rows.map((row) => (
            <tr key={row.aspect} className="align-top max-lg:grid max-lg:gap-2 max-lg:px-5 max-lg:py-4 sm:grid-cols-2">
              <th scope="row" className="py-4 pr-2 pl-5 font-semibold text-slate-900 max-lg:p-0 sm:col-span-2">
                {row.aspect}
              </th>
              <Answer side="theirs" label={aside.theirs} text={row.theirs} />
              <Answer side="ours" label={aside.ours} text={row.ours} />
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

/**
 * The deployment boundary: the platform's parts inside the customer's environment, and the one line
 * that does not cross it (to an external API). HTML, not a scaled drawing (design review: the SVG's
 * type grew to ~20 px, larger than any card text, and numbered the parts 1-4 as if they were steps):
 * each part a tile with its icon at the card text size, two to a row from sm; the boundary a dashed frame; the blocked
 * line runs down from it to the outside box at every width, as the drawing sits in the hero's narrow column beside the
 * headline (design review O r46; across, in ~450 px, the tiles' names were cut). Labelled as the other drawings are, with
 * no caption restating the prose (review B r8).
 */
function Boundary({ aside }: { aside: Extract<CompanyAside, { kind: 'boundary' }> }) {
  return (
    <figure className="rounded-card border border-slate-200 bg-white shadow-card" data-aside="boundary">
      <figcaption className={CARD_HEADER}>{aside.label}</figcaption>
      <div className="flex flex-col items-stretch p-4 sm:p-5">
        <div className="min-w-0 flex-1 rounded-xl border-[1.5px] border-dashed border-blue-700 bg-blue-50 p-4">
          <p className="text-sm font-semibold text-blue-800">{aside.environment}</p>
          <ul className="mt-3 grid gap-2 sm:grid-cols-2">
            {aside.inside.map((part) => (
              // 8 px from the icon and 10 px in, so the longest name, "Configurable agents", keeps one line in the hero's
              // column at 1280 as the other three do (design review H r51 item 7: it wrapped alone, 136 px in 131).
              <li key={part.label} className="flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-2.5 py-2.5 text-sm font-medium text-slate-900" data-boundary-part="">
                <Icon icon={part.icon} className="size-4 shrink-0 text-blue-700" />
                {part.label}
              </li>
            ))}
          </ul>
        </div>
        {/* The line that stops at the wall: drawn, and said in words after the outside box. */}
        <div className="relative flex h-14 flex-col items-center justify-center" aria-hidden="true">
          <span className="h-full w-0 border-l-[1.5px] border-dashed border-slate-400" />
          <span className="absolute flex size-6 items-center justify-center rounded-full border-[1.5px] border-red-700 bg-white text-red-700">
            <Icon icon={X} className="size-3.5" />
          </span>
        </div>
        <p className="self-center rounded-lg border border-slate-300 bg-slate-50 px-6 py-3 text-center text-sm font-medium text-slate-700">
          {aside.outside}
          <span className="sr-only">: no connection</span>
        </p>
      </div>
    </figure>
  );
}



/**
 * The upright drawing from sm, in px: a fixed height, so each count can stand on its own bar (review C r34: with the
 * counts in a row at the top and the bars rising from the bottom, ~120 px of nothing lay between "1 vertical" and
 * Starter's bar). The plot is the part under the tallest bar's count; to scale, Starter a fifth of Business Elite, no
 * thinner than a bar (r34: at 18 px it "reads as an underline"; r26: at 96 px tall, a hairline).
 */
const UPRIGHT = { height: 232, labels: 60 } as const;
const PLOT = UPRIGHT.height - UPRIGHT.labels;

/**
 * The share of the plot the largest counted plan fills; an unlimited plan fills it all. 125 of the 172 px plot: unlimited
 * stands 47 px over the 5's bar (design review O r46: at 85%, ~20 px over it, "unlimited barely reads"), Starter keeps
 * 25 px (r34: at 18 px it "reads as an underline"), and 1 : 3 : 5 come out in whole pixels (25, 75, 125).
 */
const COUNTED_SHARE = 125 / PLOT;

/**
 * One plan's bar, to scale (review B r10: bars rising in equal steps drew 5 verticals as twice 1): an SVG, so its length
 * is an attribute, not a style the CSP would refuse. `share` of the track, across on phones and up from sm; from sm its
 * count and unit stand on its top.
 */
function LadderBar({ share, upright, count, unit }: { share: number; upright: boolean; count: number | null; unit: string }) {
  // Every bar ends in a rule drawn inside it, 3 px (review B2 r11: a line centred on the edge lost half its width at the
  // drawing's edge). Unlimited fills the whole plot, solid (review B r18: fading out, at 390 it faded to nothing and looked
  // unfinished; r14: a break mark across it read as a rendering glitch), and the caption says why.
  // Unlimited's end rule dashed, an open end where the others are closed (design review O r46: a solid bar a little taller
  // than the 5's "barely reads" as unlimited).
  const open = count === null;
  if (upright) {
    const top = UPRIGHT.height - Math.round(share * PLOT);
    return (
      <svg className="hidden w-full sm:block" height={UPRIGHT.height} aria-hidden="true" focusable="false" data-upright="">
        <rect y={top} width="100%" height={UPRIGHT.height - top} className="fill-blue-100" />
        {open ? (
          <line x1="0" x2="100%" y1={top + 1.5} y2={top + 1.5} strokeWidth="3" strokeDasharray="6 5" className="stroke-blue-700" data-open-end="" />
        ) : (
          <rect y={top} width="100%" height="3" className="fill-blue-700" />
        )}
        {/* Unlimited said in words, a label on the numerals' baseline a size under them (design review L r52 item 8: ∞ at the
            figures' size read as one more figure, the bar a little taller than the 5's; reviews A r48, O r46 and C r34 had
            sized the glyph). */}
        <text y={top - 30} className={cx('fill-slate-900 font-bold', open ? 'text-2xl' : 'text-4xl tabular-nums')} data-bar-count="">
          {open ? 'Unlimited' : count}
        </text>
        <text y={top - 10} className="fill-slate-600 text-sm">
          {unit}
        </text>
      </svg>
    );
  }
  const pct = `${Math.round(share * 1000) / 10}%`;
  return (
    <svg className="h-6 w-full sm:hidden" aria-hidden="true" focusable="false">
      <rect width={pct} height="100%" className="fill-blue-100" />
      <svg x={pct} overflow="visible">
        {open ? (
          <line x1="-1.5" x2="-1.5" y1="0" y2="100%" strokeWidth="3" strokeDasharray="4 3" className="stroke-blue-700" data-open-end="" />
        ) : (
          <rect x="-3" width="3" height="100%" className="fill-blue-700" />
        )}
      </svg>
    </svg>
  );
}

/**
 * The plans an account climbs (src/content/pricing.ts): each plan's included verticals as a bar to scale, its count
 * on it in one pattern ("5 / verticals", unlimited "Unlimited / verticals"), the plan's name and price under it (review B
 * round 6: a list of names and prices read as a copy of /pricing, not the land-and-expand the prose describes). Phones:
 * one plan a row, its name and count on one line, the bar across under them. An ordered list, read as plan, price,
 * verticals: from sm the count is drawn on its bar and said to screen readers by the list's own text.
 */
function Ladder({ aside }: { aside: Extract<CompanyAside, { kind: 'ladder' }> }) {
  const counts = aside.steps.map((step) => (/^\d+$/.test(step.verticals) ? Number(step.verticals) : null));
  const most = Math.max(...counts.map((count) => count ?? 0));
  return (
    <figure className="rounded-card border border-slate-200 bg-white shadow-card" data-aside="ladder">
      {/* The label shown, as on the tiles: html-validate advises against aria-label on a list. */}
      <p className={CARD_HEADER}>{aside.label}</p>
      {/* From sm 40 px over the drawings, so the full bar's ∞ clears the header (design review A r49 item 8: at 16 px it stood
          ~20 px under the divider, the other counts with room above them). */}
      <ol className="grid gap-4 px-4 py-5 sm:grid-cols-4 sm:px-5 sm:pt-10" data-ladder="">
        {aside.steps.map((step, i) => {
          const count = counts[i] ?? null;
          const share = count === null ? 1 : (count / most) * COUNTED_SHARE;
          const unit = count === 1 ? 'vertical' : 'verticals';
          return (
            // Phones: the plan and its count on one line, its bar the row's full width under them (review B r13: between
            // the name and the count the bars had ~115 px and unlimited's break barely showed).
            <li key={step.name} className="grid min-w-0 grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 sm:flex sm:flex-col sm:items-stretch" data-step="" data-share={share.toFixed(3)}>
              <span className="text-sm font-semibold text-balance text-slate-900 sm:order-3 sm:mt-3">{step.name}</span>
              {/* At 14 px, as the plan's name (review B r9: 12 px read as a footnote under the numerals). */}
              <span className="col-start-1 text-sm text-slate-600 tabular-nums sm:order-4">{step.price}</span>
              <div className="col-span-2 row-start-3 mt-2 sm:order-2 sm:mt-0" data-bar="">
                <LadderBar share={share} upright={false} count={count} unit={unit} />
                <LadderBar share={share} upright count={count} unit={unit} />
              </div>
              {/* Every count in one line on every plan; unlimited in words (design review L r52 item 8). From sm the
                  drawing shows it on the bar, and this line is the screen reader's. */}
              <p className="col-start-2 row-span-2 row-start-1 flex flex-col items-end leading-none sm:sr-only" data-count="">
                <span className="text-xl font-bold tracking-tight text-slate-900 tabular-nums">
                  {count === null ? 'Unlimited' : step.verticals}
                </span>
                <span className="mt-1 text-xs text-slate-600">{unit}</span>
              </p>
            </li>
          );
        })}
      </ol>
      <figcaption className="border-t border-slate-200 px-5 py-3 text-sm text-pretty text-slate-600">{aside.caption}</figcaption>
    </figure>
  );
}

export function BlockAside({ aside }: { aside: CompanyAside }) {
  switch (aside.kind) {
    case 'contrast':
      return <Contrast aside={aside} />;
    case 'boundary':
      return <Boundary aside={aside} />;
    case 'ladder':
      return <Ladder aside={aside} />;
  }
}
