/**
 * The eight AI agent capabilities: title and one sentence under a thin rule, in columns. No icon
 * and no card chrome: it sets them apart from the feature cards above (one more grid of cards
 * would repeat their look) and keeps the page's HTML light. Two columns from the narrowest phone:
 * eight one-column rows made the section ~1,400 px tall at 390 px. break-words: at 320 px a long
 * word ("Acknowledgement") is wider than its column.
 */
import type { Step } from '../../content/types.ts';

export function CapabilityGrid({ items, name }: { items: Step[]; name: string }) {
  return (
    <ul className="grid grid-cols-2 gap-x-5 gap-y-6 break-words sm:gap-8 lg:grid-cols-4" data-cards={name}>
      {items.map((item) => (
        <li key={item.title} className="border-t border-slate-200 pt-4" data-card="">
          <h3 className="font-semibold text-slate-900">{item.title}</h3>
          <p className="mt-1 text-sm text-slate-600 sm:mt-2 sm:leading-6">{item.description}</p>
        </li>
      ))}
    </ul>
  );
}
