/**
 * The home page's eight platform features as one panel rather than eight floating cards: a hairline
 * between cells (the grid's gap over a slate ground), each cell its icon tile, linked title and one
 * sentence, the whole cell the link. One object reads calmer than a wall of cards. On a phone one
 * feature a row, the icon beside its title and sentence, tight rows (review A round 4: eight stacked
 * cells with their sentences ran to ~1,100 px at 390; round 6: two to a row with titles alone, the
 * titles wrapped unevenly and half of each tile stood empty). The eight in two headed groups of four (design review F
 * r51 home item 2: eight rows of one pattern ran ~1,000 px at 390 with no break), each group its own panel. Each group a
 * compact list, one feature a row at every width, beside its proof from lg and over it below (design review P r52 item
 * 1: two rows of four identical cards and the dark band's four more read as twelve of one card, and told, not showed):
 * a ruled list of linked titles, each with its one sentence.
 */
import ArrowRight from 'lucide-react/icons/arrow-right';
import type { ReactNode } from 'react';
import type { LinkedCard } from './LinkTiles.tsx';
import { Icon } from '../../components/Icon.tsx';
import { Headline } from '../../components/Headline.tsx';
import { navHref } from '../../render/paths.ts';
import { FigureText } from '../../components/Figure.tsx';

/** A second link in a cell, by the cell's href: the evidence behind its sentence (trust review T2 r46), when there is some. */
export type CellEvidence = Record<string, { label: string; href: string }>;

/** A headed group of the panel's cells. */
export interface CellGroup {
  title: string;
  cards: LinkedCard[];
  /** What the group shows beside its list (PlatformProof.tsx). */
  proof?: ReactNode;
}

/**
 * The cards in their groups, each group's hrefs in the order given; the build fails when a card is in no group or in two,
 * or a group names a page no card links (every feature keeps its cell).
 */
export function groupCells(cards: LinkedCard[], groups: readonly { title: string; hrefs: readonly string[] }[]): CellGroup[] {
  const byHref = new Map(cards.map((card) => [card.href, card]));
  const placed = groups.flatMap((group) => group.hrefs);
  for (const href of placed) if (!byHref.has(href)) throw new Error(`Feature group names ${href}, which no card links.`);
  for (const card of cards) {
    const count = placed.filter((href) => href === card.href).length;
    if (count !== 1) throw new Error(`Feature card "${card.title}" is in ${count} groups, not one.`);
  }
  return groups.map((group) => ({ title: group.title, cards: group.hrefs.map((href) => byHref.get(href)!) }));
}

export function FeaturePanel({ groups, name, evidence }: { groups: CellGroup[]; name: string; evidence?: CellEvidence }) {
  return (
    <div className="grid gap-8" data-cards={name}>
      {groups.map((group) => (
        <div key={group.title}>
          <h3 className="text-lg font-semibold text-slate-900">{group.title}</h3>
          {/* The list as tall as its proof from lg (grid items stretch; its rows share the height). */}
          <div className="mt-4 grid gap-6 lg:grid-cols-2">
            <ul className="grid gap-px overflow-hidden rounded-card border border-slate-200 bg-slate-200 shadow-card">
              <Cells cards={group.cards} evidence={evidence} />
            </ul>
            {group.proof}
          </div>
        </div>
      ))}
    </div>
  );
}

function Cells({ cards, evidence }: { cards: LinkedCard[]; evidence?: CellEvidence }) {
  return (
    <>
      {cards.map((card) => (
        // No icon badge (design review P r52 item 1: icon, title and claim in every cell read as one repeated card; the
        // proof beside the list is the group's picture, and the eight icons cost ~940 B of home's first load).
        <li key={card.href} className="group relative bg-white p-4 hover:bg-slate-50" data-card="">
          <div>
            <h4 className="font-semibold text-slate-900">
              <a href={navHref(card.href)} className="after:absolute after:inset-0 group-hover:text-blue-700">
                <Headline text={card.title.slice(0, card.title.lastIndexOf(' ') + 1)} />
                {/* The cue that each cell leads to its feature page (review round 3: the cells read as plain text), as the
                    technology tiles below show it; held to the title's last word, never alone on a line of its own. */}
                <span className="whitespace-nowrap">
                  {card.title.slice(card.title.lastIndexOf(' ') + 1)}
                  <Icon icon={ArrowRight} className="ml-1 inline size-4" />
                </span>
              </a>
            </h4>
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
    </>
  );
}
