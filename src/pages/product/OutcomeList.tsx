/** Outcomes as a checked list in three columns: title and one sentence each, the steps' column gap from lg. */
import CircleCheck from 'lucide-react/icons/circle-check';
import { Icon } from '../../components/Icon.tsx';
import { Figure, FigureText } from '../../components/Figure.tsx';
import { PRODUCT_FIGURES } from '../../content/figures.ts';

/**
 * The product figure an outcome states, as its stat (design review I r51 item 4: "65% lower processing cost" was buried in
 * the body text of a text-only band): the figure's value alone (claims.ts through figures.ts), where the sentence states it.
 */
const statOf = (description: string) => PRODUCT_FIGURES.find((figure) => description.replace(/\u00a0/g, ' ').includes(figure.headline))?.shown[0];

/**
 * `stacked`: one column, beside a solution page's own visual (design review G r51 items 3-4), from the row's top (design
 * review Q r52 item 2: centred against the visual for K r52, it left 80-150 px empty above it), in body-size text 40 px apart
 * (design review Q r53 solutions item 2: at 14 px, 24 px apart, the three ended 200-280 px above the card's foot).
 */
export function OutcomeList({ items, headingLevel: Heading = 'h3', stacked = false }: { items: { title: string; description: string }[]; headingLevel?: 'h3' | 'h4'; stacked?: boolean }) {
  // One treatment for every row: the tick in a column the tick's width, and a row that states its figure leads its text with
  // it at stat size (design review P r52 2b item 1: two ticks and the 65% shared a 64 px column sized for the figure, the
  // text indented ~87 px at 390 beside a blank gutter; J r52 pricing item 1 before it: the texts line up; I r51 item 4: the
  // figure stands out, not buried in the sentence).
  return (
    <ul className={stacked ? 'grid content-start gap-10' : 'grid gap-6 sm:grid-cols-3 lg:gap-x-8'} data-cards="outcomes">
      {items.map((item) => (
        <li key={item.title} className="flex gap-3" data-card="">
          <Icon icon={CircleCheck} className="mt-0.5 size-6 shrink-0 text-blue-700" />
          <div>
            {/* The figure beside the title, in its line, a blue chip (design review V r54 pricing item 4, P r53, V r53: over the
                title at stat size it set that title ~30 px below the other two); still apart from the sentence (I r51 item 4),
                which states it in full. */}
            <Heading className={stacked ? 'text-lg font-semibold text-slate-900' : 'font-semibold text-slate-900'}>
              {item.title}
              {statOf(item.description) && (
                <span className="ml-2 rounded-full bg-blue-50 px-2 py-0.5 font-bold whitespace-nowrap text-blue-700" data-stat-value="">
                  <Figure value={statOf(item.description)!} />
                </span>
              )}
            </Heading>
            {/* Pretty: "week." and "limits." were left alone on last lines at 1280 (design review A r49 item 3). */}
            <p className={stacked ? 'mt-1 text-base leading-7 text-pretty text-slate-600' : 'mt-1 text-sm leading-6 text-pretty text-slate-600'}><FigureText>{item.description}</FigureText></p>
          </div>
        </li>
      ))}
    </ul>
  );
}
