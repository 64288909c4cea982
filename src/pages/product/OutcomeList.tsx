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
 * review Q r52 item 2: centred against the visual for K r52, it left 80-150 px empty above it).
 */
export function OutcomeList({ items, headingLevel: Heading = 'h3', stacked = false }: { items: { title: string; description: string }[]; headingLevel?: 'h3' | 'h4'; stacked?: boolean }) {
  // One marker column for every row where a row states its figure (design review J r52 pricing item 1: the 65% in the tick's
  // place set its text ~40 px right of the ticked rows' at 390): the ticks in the figure's 64 px, so the three texts line up.
  const hasStat = items.some((item) => statOf(item.description));
  return (
    <ul className={stacked ? 'grid content-start gap-6' : 'grid gap-6 sm:grid-cols-3 lg:gap-x-8'} data-cards="outcomes">
      {items.map((item) => (
        <li key={item.title} className="flex gap-3" data-card="">
          {statOf(item.description) ? (
            // The figure in the icon's place, at stat size; the sentence under the title still states it in full.
            <p className="w-16 shrink-0 text-2xl font-bold tracking-tight text-blue-700" data-stat-value="">
              <Figure value={statOf(item.description)!} />
            </p>
          ) : hasStat ? (
            <span className="w-16 shrink-0">
              <Icon icon={CircleCheck} className="mt-0.5 size-6 text-blue-700" />
            </span>
          ) : (
            <Icon icon={CircleCheck} className="mt-0.5 size-6 shrink-0 text-blue-700" />
          )}
          <div>
            <Heading className="font-semibold text-slate-900">{item.title}</Heading>
            {/* Pretty: "week." and "limits." were left alone on last lines at 1280 (design review A r49 item 3). */}
            <p className="mt-1 text-sm leading-6 text-pretty text-slate-600"><FigureText>{item.description}</FigureText></p>
          </div>
        </li>
      ))}
    </ul>
  );
}
