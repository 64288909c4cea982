/**
 * The home page's strip of static claims (docs/product-rules.md#static-claims), one line each behind a
 * check mark. Compact and centred under the centred hero, each claim at its own width with one gap between
 * (design review B r49 item 8: four columns spread edge to edge with uneven gaps read as a bullet list set in a row);
 * on phones one a row in a tight list at medium weight (design review F r51 home item 1: two to a row, cells of 1-3 lines
 * in bold left "calls" and "limits" alone on their lines; the old one-a-row list took ~190 px with its wider gaps,
 * this one ~150, less than the 2x2 grid's ~160). A claim that states a product figure ("5x faster
 * processing") is a cue to the page's figure notes, which carry its caveat (review C, round 8: a caveat line under
 * the strip repeated the figure right below it).
 */
import CircleCheck from 'lucide-react/icons/circle-check';
import { Icon } from '../../components/Icon.tsx';
import { FigureText, IndependenceTag, figurePhrases } from '../../components/Figure.tsx';
import { methodologyFor } from '../../content/evidence.ts';

/**
 * Who measured the claim's figure, when the business's methodology entry says (trust review T5 r50: "5x faster
 * processing", an internal figure, stood in the strip beside structural facts as if it were one of them).
 */
function measuredBy(claim: string) {
  for (const part of figurePhrases(claim)) {
    const independence = typeof part === 'string' ? undefined : methodologyFor(part.id)?.independence;
    if (independence) return independence;
  }
  return undefined;
}

export function ClaimStrip({ claims }: { claims: string[] }) {
  return (
    <section aria-label="Why Vertiq" className="border-b border-slate-200 bg-white" data-section="claims">
      <ul className="mx-auto grid max-w-7xl gap-x-4 gap-y-3 px-4 py-6 sm:flex sm:flex-wrap sm:justify-center sm:px-6 lg:gap-x-10">
        {claims.map((claim) => {
          const by = measuredBy(claim);
          return (
            <li key={claim} className="flex items-start gap-2 text-sm font-medium text-pretty text-slate-700" data-claim="">
              <Icon icon={CircleCheck} className="mt-0.5 size-4 shrink-0 text-blue-700" />
              {by ? (
                <span>
                  <FigureText>{claim}</FigureText> <IndependenceTag independence={by} />
                </span>
              ) : (
                <FigureText inFlex>{claim}</FigureText>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
