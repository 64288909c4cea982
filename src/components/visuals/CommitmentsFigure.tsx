/**
 * The /about hero: the company's commitments to a customer as a signed-off checklist, each with the
 * product fact that keeps it (only the claims of docs/product-rules.md#figures-and-prices). Plain HTML, sized for 320 px.
 */
import CircleCheck from 'lucide-react/icons/circle-check';
import { FigureCard } from './FigureCard.tsx';
import { Icon } from '../Icon.tsx';

export function CommitmentsFigure({ label, items, caption }: { label: string; caption: string; items: { promise: string; proof: string }[] }) {
  return (
    <FigureCard label={label} caption={caption}>
      <ul className="grid gap-4" data-commitments="">
        {items.map((item) => (
          <li key={item.promise} className="flex gap-3">
            <Icon icon={CircleCheck} className="mt-0.5 size-5 shrink-0 text-blue-700" />
            <span>
              <span className="block text-sm font-semibold text-slate-900 sm:text-base">{item.promise}</span>
              <span className="block text-xs text-slate-600 sm:text-sm">{item.proof}</span>
            </span>
          </li>
        ))}
      </ul>
    </FigureCard>
  );
}
