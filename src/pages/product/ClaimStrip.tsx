/**
 * The home page's strip of static claims (docs/product-rules.md#static-claims), one line each behind a
 * check mark. From lg the four columns are as wide as their lines (auto tracks, the space between
 * them): in four equal columns the longest ("Local processing with no external API calls") wrapped
 * at 1280 px while the shortest left half its column empty. A claim that states a product figure ("5x faster
 * processing") is a cue to the page's figure notes, which carry its caveat (review C, round 8: a caveat line under
 * the strip repeated the figure right below it).
 */
import CircleCheck from 'lucide-react/icons/circle-check';
import { Icon } from '../../components/Icon.tsx';
import { FigureText } from '../../components/Figure.tsx';

export function ClaimStrip({ claims }: { claims: string[] }) {
  return (
    <section aria-label="Why Vertiq" className="border-b border-slate-200 bg-white" data-section="claims">
      <ul className="mx-auto grid max-w-7xl gap-x-8 gap-y-4 px-4 py-8 sm:grid-cols-2 sm:px-6 lg:grid-cols-[repeat(4,auto)] lg:justify-between">
        {claims.map((claim) => (
          <li key={claim} className="flex items-center gap-3 text-sm font-semibold text-slate-800" data-claim="">
            <Icon icon={CircleCheck} className="size-5 shrink-0 text-blue-700" />
            <FigureText inFlex>{claim}</FigureText>
          </li>
        ))}
      </ul>
    </section>
  );
}
