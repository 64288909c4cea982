/**
 * A two-option comparison for narrow screens: the table's two answers one over the other under each aspect (design review
 * Q r52 item 7: side by side, two ~150 px columns wrapped every answer to three or four lines), with the two options named
 * once in a key that stays under the site's header while the list scrolls, so neither hides behind a sideways scroll at
 * 390 px. (Review: eight stacked cards took ~1,300 px at 390; design review K r44: one
 * divided list with "Vertiq:" and "Cloud LLMs:" before every answer read as "a monotone wall".) Our answer carries a blue
 * rule, the other a grey one, so the columns read as columns; each answer keeps its option's name for screen readers.
 * Pages show it below `md` and the real table from `md` up; both read the same table data.
 */
import ChevronDown from 'lucide-react/icons/chevron-down';
import type { ComparisonTable } from '../../content/technology.ts';
import { FigureText } from '../Figure.tsx';
import { Headline } from '../Headline.tsx';
import { Icon } from '../Icon.tsx';

/** Each column's rule and its inset, the header's cells drawn the same so their names sit over the answers. */
const OURS = 'border-l-2 border-blue-600 pl-2.5';
const THEIRS = 'border-l-2 border-slate-300 pl-2.5';

export function StackedComparison({ table }: { table: ComparisonTable }) {
  const [ours, theirs] = table.shortLabels;
  return (
    <div className="rounded-card border border-slate-200 bg-white shadow-card" data-stacked-comparison-panel="">
      {/* The names once, for the eye, a key to the two rules: each answer names its option for a screen reader (its dt). */}
      <div className="sticky top-16 z-10 flex gap-6 rounded-t-card border-b border-slate-200 bg-slate-50 px-4 py-2.5 text-sm font-semibold" aria-hidden="true" data-comparison-names="">
        <span className={`${OURS} text-blue-700`}>{ours}</span>
        <span className={`${THEIRS} text-slate-700`}>{theirs}</span>
      </div>
      <Rows rows={table.rows.filter((row) => row.decides)} names={table.shortLabels} />
      {/* The rows that decide first, the rest a tap away (design review G r51 item 6: eight rows of three- and four-line
          cells ran ~1,100 px at 390 with no summary). A native disclosure: no script, and find-in-page opens it. */}
      <details className="group border-t border-slate-200" data-comparison-more="">
        {/* One line, "Show 4 more rows", and the rows' aspects under it, muted and smaller, on the rows' left edge and padding
            (design review Q r54 technology item 3: the centred two-line blue label, "Show the other 4: latency, ...", was heavy
            and crowded the card's foot). Still a 44 px target (design review J r43). The chevron follows the label's last word
            (design pass r54). The aspects go when it is open: the rows name themselves. */}
        <summary className="flex min-h-11 cursor-pointer list-none flex-col px-4 pt-3 pb-4 text-sm font-semibold text-blue-700">
          <span className="group-open:hidden">
            <WithChevron text={table.showAll.replace('{n}', String(others(table).length))} />
          </span>
          <span className="hidden group-open:inline">
            <WithChevron text={table.showFewer} />
          </span>
          <span className="mt-0.5 text-xs font-normal text-slate-600 group-open:hidden">
            {aspectList(table)}
          </span>
        </summary>
        {/* The rule under the open summary: a frame, not group-open borders (those weighed ~20 B on every family's stylesheet). */}
        <div className="border-t border-slate-200">
          <Rows rows={others(table)} names={table.shortLabels} />
        </div>
      </details>
    </div>
  );
}

/** The rows the disclosure holds. */
function others(table: ComparisonTable): ComparisonTable['rows'] {
  return table.rows.filter((row) => !row.decides);
}

/** The disclosure's second line, the aspects it holds: "Latency, term accuracy, compute and customization". */
function aspectList(table: ComparisonTable): string {
  const aspects = others(table).map((row, i) => (i === 0 ? row.aspect : row.aspect.toLowerCase()));
  return aspects.length > 1 ? `${aspects.slice(0, -1).join(', ')} and ${aspects.at(-1)}` : aspects.join('');
}

/**
 * Each aspect, and the two answers under it, ours first, each at the row's full width; pretty (design pass r54: at 390
 * 'limits', 'finding', 'misread' and 'provider' ended answers alone on their last lines).
 */
function Rows({ rows, names: [ours, theirs] }: { rows: ComparisonTable['rows']; names: ComparisonTable['shortLabels'] }) {
  return (
    <ul className="divide-y divide-slate-200" data-stacked-comparison="">
      {rows.map((row) => (
        <li key={row.aspect} className="px-4 pt-3 pb-4">
          <h3 className="text-xs font-semibold uppercase tracking-wide text-slate-600">{row.aspect}</h3>
          <dl className="mt-2 grid gap-2 text-sm leading-6 text-pretty">
            <div className={OURS}>
              <dt className="sr-only">{ours}</dt>
              <dd className="text-slate-900">
                <FigureText>{row.ours}</FigureText>
              </dd>
            </div>
            <div className={THEIRS}>
              <dt className="sr-only">{theirs}</dt>
              <dd className="text-slate-600">
                {/* "fine-tuning" whole in the narrow column. */}
                <Headline text={row.theirs} />
              </dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}

/** A label with the disclosure's chevron after its last word, the two never split over a line break. */
function WithChevron({ text }: { text: string }) {
  const at = text.lastIndexOf(' ') + 1;
  return (
    <>
      {text.slice(0, at)}
      <span className="whitespace-nowrap">
        {text.slice(at)}
        <Icon icon={ChevronDown} className="ml-1 inline size-4 group-open:rotate-180" />
      </span>
    </>
  );
}
