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
 * dark badge the closing band's palette gives. The sentence is pretty-wrapped: two ended on one word. From lg the icon
 * stands over the title, as the feature cells' does, so each title has the tile's full width: beside the icon two of the
 * four wrapped to two lines at 1280 and the sentences started at two heights (design review F r51 home item 7). With
 * `step`s, an ordered flow: each tile numbered and named as the step a document takes, joined to the next by a connector
 * (design review P r52 item 1: "a 4-step diagram instead of four more icon cards"); each still its link.
 */
export function TextLinkTiles({ title, tiles, name }: { title: string; tiles: (LinkedCard & { step?: string })[]; name: string }) {
  return (
    <div className="mt-8 rounded-card bg-slate-900 p-6" data-band={name}>
      <h3 className="text-sm font-semibold uppercase tracking-wide text-slate-300">{title}</h3>
      <ol className="mt-6 grid gap-6 lg:grid-cols-4" data-cards={name}>
        {tiles.map((tile, i) => (
          <li key={tile.title} className="flex gap-4 lg:flex-col" data-card="">
            {/* The step's badge and its connector to the next step: down the badge's column to the next badge on phones,
                across to the next column's from lg (design review P r52 item 1: four icon cards in a row, not a flow). */}
            <span className="flex flex-col items-center gap-2 lg:flex-row" aria-hidden="true">
              <IconBadge icon={tile.icon} tone="dark" className="shrink-0" />
              {i < tiles.length - 1 && (
                <>
                  <span className="w-px flex-1 bg-slate-600 lg:h-px lg:w-auto" data-connector="" />
                  <Icon icon={ArrowRight} className="size-4 shrink-0 rotate-90 text-slate-300 lg:rotate-0" />
                </>
              )}
            </span>
            <a href={navHref(tile.href)} className="grid content-start gap-1">
              {/* Medium, not semibold: the step names no page (the style guide reads a semibold span in a card link as its title). */}
              {tile.step && <span className="text-xs font-medium uppercase tracking-wide text-blue-300">{`${i + 1} · ${tile.step}`}</span>}
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
            </a>
          </li>
        ))}
      </ol>
    </div>
  );
}
