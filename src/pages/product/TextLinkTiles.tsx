/** The home page's four technology links (a module of its own: each page's stylesheet holds the classes its modules use). */
import ArrowRight from 'lucide-react/icons/arrow-right';
import { Icon } from '../../components/Icon.tsx';
import { IconBadge } from '../../components/Cards.tsx';
import { navHref } from '../../render/paths.ts';
import type { LinkedCard } from './LinkTiles.tsx';

/**
 * Icon, title and one sentence: small teasers into longer pages, as one dark band of links under a small heading (design
 * review B r49 items 2 and 4: four more white icon cards under the eight feature cells read as the same grid again, in a
 * page of one template). Dark, compact and unboxed, they read as a way further in, not more features; the icon is the
 * dark badge the closing band's palette gives. The sentence is pretty-wrapped: two ended on one word. From sm the icon
 * stands over the title, as the feature cells' does, so each title has the tile's full width: beside the icon two of the
 * four wrapped to two lines at 1280 and the sentences started at two heights (design review F r51 home item 7).
 */
export function TextLinkTiles({ title, tiles, name }: { title: string; tiles: LinkedCard[]; name: string }) {
  return (
    <div className="mt-8 rounded-card bg-slate-900 p-6" data-band={name}>
      <h3 className="text-sm font-semibold uppercase tracking-wide text-slate-300">{title}</h3>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4" data-cards={name}>
        {tiles.map((tile) => (
          <li key={tile.title} data-card="">
            <a href={navHref(tile.href)} className="flex gap-4 sm:flex-col">
              <IconBadge icon={tile.icon} tone="dark" className="shrink-0" />
              <span className="grid gap-1">
                {/* hover:underline, not a group-hover colour: a new group-hover rule would land in every stylesheet whose pages use .group (css-split). */}
                <span className="font-semibold text-white hover:underline">
                  {tile.title.slice(0, tile.title.lastIndexOf(' ') + 1)}
                  {/* The arrow held to the last word, as the feature cells' (it fell to a line of its own at 1280). */}
                  <span className="whitespace-nowrap">
                    {tile.title.slice(tile.title.lastIndexOf(' ') + 1)}
                    <Icon icon={ArrowRight} className="ml-1 inline size-4" />
                  </span>
                </span>
                <span className="text-sm leading-6 text-pretty text-slate-300">{tile.description}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
