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
      <figcaption className="border-b border-slate-200 px-5 py-3 text-xs font-semibold uppercase tracking-wide text-slate-600">{aside.label}</figcaption>
      <p className="flex flex-wrap gap-x-5 gap-y-1 border-b border-slate-200 px-5 py-3 text-xs text-slate-600 lg:hidden" aria-hidden="true">
        <Side side="theirs" label={aside.theirs} />
        <Side side="ours" label={aside.ours} />
      </p>
      <table className="w-full text-left text-sm max-lg:block lg:table-fixed">
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
 * each part a tile with its icon at the card text size, two to a row from sm (beside /about's lede); the boundary a
 * dashed frame; the blocked line turns from across (wide) to down (phones). Labelled as the other drawings are, with no
 * caption restating the prose (review B r8).
 */
function Boundary({ aside }: { aside: Extract<CompanyAside, { kind: 'boundary' }> }) {
  return (
    <figure className="rounded-card border border-slate-200 bg-white shadow-card" data-aside="boundary">
      <figcaption className="border-b border-slate-200 px-5 py-3 text-xs font-semibold uppercase tracking-wide text-slate-600">{aside.label}</figcaption>
      <div className="flex flex-col items-stretch p-4 sm:flex-row sm:items-center sm:p-5">
        <div className="min-w-0 flex-1 rounded-xl border-[1.5px] border-dashed border-blue-700 bg-blue-50 p-4">
          <p className="text-sm font-semibold text-blue-800">{aside.environment}</p>
          <ul className="mt-3 grid gap-2 sm:grid-cols-2">
            {aside.inside.map((part) => (
              <li key={part.label} className="flex items-center gap-3 rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-sm font-medium text-slate-900">
                <Icon icon={part.icon} className="size-4 shrink-0 text-blue-700" />
                {part.label}
              </li>
            ))}
          </ul>
        </div>
        {/* The line that stops at the wall: drawn, and said in words after the outside box. */}
        <div className="relative flex h-14 flex-col items-center justify-center sm:h-auto sm:w-16 sm:flex-row sm:self-stretch" aria-hidden="true">
          <span className="h-full w-0 border-l-[1.5px] border-dashed border-slate-400 sm:h-0 sm:w-full sm:border-t-[1.5px] sm:border-l-0" />
          <span className="absolute flex size-6 items-center justify-center rounded-full border-[1.5px] border-red-700 bg-white text-red-700">
            <Icon icon={X} className="size-3.5" />
          </span>
        </div>
        <p className="rounded-lg border border-slate-300 bg-slate-50 px-4 py-3 text-center text-sm font-medium text-slate-700 sm:whitespace-nowrap">
          {aside.outside}
          <span className="sr-only">: no connection</span>
        </p>
      </div>
    </figure>
  );
}

/**
 * Each step one size up (the plans in TIERS' order): on phones a bar a quarter longer each row, from sm a step as tall
 * as its share of the box (the box as tall as the last).
 */
const STEP_SIZES = ['w-1/4 sm:h-20', 'w-1/2 sm:h-30', 'w-3/4 sm:h-40', 'w-full sm:h-50'];

/**
 * The plans an account climbs, as a staircase (src/content/pricing.ts): each step the verticals its plan
 * includes, the plan's name under it, its price secondary (review B round 6: a list of names and prices read
 * as a copy of /pricing, not the land-and-expand the prose describes). The steps rise in order, not to scale,
 * so unlimited is not drawn as a number. An ordered list, read as plan, price, verticals.
 */
function Ladder({ aside }: { aside: Extract<CompanyAside, { kind: 'ladder' }> }) {
  return (
    <figure className="rounded-card border border-slate-200 bg-white shadow-card" data-aside="ladder">
      {/* The label shown, as on the tiles: html-validate advises against aria-label on a list. */}
      <p className="border-b border-slate-200 px-5 py-3 text-xs font-semibold uppercase tracking-wide text-slate-600">{aside.label}</p>
      {/* Phones: one plan a row, its name and price left of a bar (review B r7: four columns in ~300 px wrapped
          "Business Elite" and "Contact Sales" and left the prices on different lines). From sm: a staircase. */}
      <ol className="grid gap-3 px-4 pt-5 pb-5 sm:grid-cols-4 sm:gap-4 sm:px-5 sm:pt-6">
        {aside.steps.map((step, i) => {
          const counted = /^\d+$/.test(step.verticals);
          return (
            <li key={step.name} className="grid min-w-0 grid-cols-[7.5rem_minmax(0,1fr)] items-center gap-x-3 sm:flex sm:flex-col sm:items-stretch" data-step="">
              {/* From sm the drawn step first, the plan's name and price under it. */}
              <span className="text-sm font-semibold text-balance text-slate-900 sm:mt-3">{step.name}</span>
              {/* At 14 px, as the plan's name (review B r9: 12 px read as a footnote under the 36 px numerals). */}
              <span className="text-sm text-slate-600 tabular-nums">{step.price}</span>
              <div className="col-start-2 row-span-2 row-start-1 flex sm:order-first sm:h-50 sm:items-end">
                <span className={cx('flex min-w-max items-baseline gap-1.5 rounded-r-lg border-l-2 border-blue-700 bg-blue-50 px-2 py-1.5 sm:w-full sm:min-w-0 sm:flex-col sm:items-center sm:gap-0 sm:rounded-none sm:rounded-t-lg sm:border-t-2 sm:border-l-0 sm:px-1 sm:pt-2 sm:pb-0 sm:text-center', STEP_SIZES[Math.min(i, STEP_SIZES.length - 1)])}>
                  <span className="text-xl font-bold tracking-tight text-slate-900 tabular-nums sm:text-4xl" aria-hidden={counted ? undefined : 'true'}>
                    {counted ? step.verticals : '∞'}
                  </span>
                  <span className="text-xs whitespace-nowrap text-slate-600">{counted ? (step.verticals === '1' ? 'vertical' : 'verticals') : 'Unlimited verticals'}</span>
                </span>
              </div>
            </li>
          );
        })}
      </ol>
      <figcaption className="border-t border-slate-200 px-5 py-3 text-sm text-slate-600">{aside.caption}</figcaption>
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
