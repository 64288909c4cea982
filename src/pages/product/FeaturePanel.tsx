/**
 * The home page's eight platform features as one panel rather than eight floating cards: a hairline
 * between cells (the grid's gap over a slate ground), each cell its icon tile, linked title and one
 * sentence, the whole cell the link. One object reads calmer than a wall of cards. On a phone one
 * feature a row, the icon beside its title and sentence, tight rows (review A round 4: eight stacked
 * cells with their sentences ran to ~1,100 px at 390; round 6: two to a row with titles alone, the
 * titles wrapped unevenly and half of each tile stood empty).
 */
import ArrowRight from 'lucide-react/icons/arrow-right';
import type { LinkedCard } from './LinkTiles.tsx';
import { Icon } from '../../components/Icon.tsx';
import { IconBadge } from '../../components/Cards.tsx';
import { Headline } from '../../components/Headline.tsx';
import { navHref } from '../../render/paths.ts';
import { FigureText } from '../../components/Figure.tsx';

/** A second link in a cell, by the cell's href: the evidence behind its sentence (trust review T2 r46), when there is some. */
export type CellEvidence = Record<string, { label: string; href: string }>;

export function FeaturePanel({ cards, name, evidence }: { cards: LinkedCard[]; name: string; evidence?: CellEvidence }) {
  return (
    <ul className="grid gap-px overflow-hidden rounded-card border border-slate-200 bg-slate-200 shadow-card sm:grid-cols-2 lg:grid-cols-4" data-cards={name}>
      {cards.map((card) => (
        <li key={card.href} className="group relative flex gap-4 bg-white p-4 hover:bg-slate-50 sm:flex-col sm:p-6" data-card="">
          <IconBadge icon={card.icon} className="shrink-0" />
          <div>
            <h3 className="font-semibold text-slate-900 sm:text-lg">
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
            <p className="mt-1 text-sm text-slate-600 sm:leading-6">
              <FigureText>{card.description}</FigureText>
            </p>
            {/* Above the cell's whole-cell link (relative z-10), so it is its own target: "prompt injection" on the Cyber
                Security cell leads to what was tested, on /security (trust review T2 r46: "no test or evidence anywhere"). */}
            {evidence?.[card.href] && (
              <a href={evidence[card.href]!.href} className="relative z-10 mt-2 inline-flex min-h-6 items-center gap-1 text-sm font-semibold text-blue-700 hover:text-blue-800" data-cell-evidence="">
                {evidence[card.href]!.label}
                <Icon icon={ArrowRight} className="size-4" />
              </a>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
