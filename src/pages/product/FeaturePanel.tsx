/**
 * The home page's eight platform features as one panel rather than eight floating cards: a hairline
 * between cells (the grid's gap over a slate ground), each cell its icon tile, linked title and one
 * sentence, the whole cell the link. One object reads calmer than a wall of cards. On a phone two
 * cells a row, icon over title, the sentence hidden (review A round 4: eight stacked cells with their
 * sentences ran to ~1,100 px at 390; each feature's page says it in full).
 */
import ArrowRight from 'lucide-react/icons/arrow-right';
import type { LinkedCard } from './LinkTiles.tsx';
import { Icon } from '../../components/Icon.tsx';
import { IconBadge } from '../../components/Cards.tsx';
import { Headline } from '../../components/Headline.tsx';
import { navHref } from '../../render/paths.ts';
import { FigureText } from '../../components/Figure.tsx';

export function FeaturePanel({ cards, name }: { cards: LinkedCard[]; name: string }) {
  return (
    <ul className="grid grid-cols-2 gap-px overflow-hidden rounded-card border border-slate-200 bg-slate-200 shadow-card lg:grid-cols-4" data-cards={name}>
      {cards.map((card) => (
        <li key={card.href} className="group relative bg-white p-4 hover:bg-slate-50 sm:p-6" data-card="">
          <IconBadge icon={card.icon} className="shrink-0" />
          <div>
            <h3 className="mt-4 font-semibold text-slate-900 sm:text-lg">
              <a href={navHref(card.href)} className="after:absolute after:inset-0 group-hover:text-blue-700">
                <Headline text={card.title.slice(0, card.title.lastIndexOf(' ') + 1)} />
                {/* The cue that each cell leads to its feature page (review round 3: the cells read as plain text), as the
                    technology tiles below show it; held to the title's last word, never alone on a line of its own. */}
                <span className="whitespace-nowrap">
                  {card.title.slice(card.title.lastIndexOf(' ') + 1)}
                  <Icon icon={ArrowRight} className="ml-1 inline size-4" />
                </span>
              </a>
            </h3>
            <p className="mt-2 text-sm leading-6 text-slate-600 max-sm:hidden">
              <FigureText>{card.description}</FigureText>
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
