/**
 * The eight AI agent capabilities: title and one sentence under a thin rule, in columns. No icon
 * and no card chrome: it sets them apart from the feature cards above (one more grid of cards
 * would repeat their look) and keeps the page's HTML light.
 */
import type { Step } from '../../content/types.ts';

export function CapabilityGrid({ items, name }: { items: Step[]; name: string }) {
  return (
    <ul className="grid gap-x-8 gap-y-8 sm:grid-cols-2 lg:grid-cols-4" data-cards={name}>
      {items.map((item) => (
        <li key={item.title} className="border-t border-slate-200 pt-4" data-card="">
          <h3 className="font-semibold text-slate-900">{item.title}</h3>
          <p className="mt-2 text-sm leading-6 text-slate-600">{item.description}</p>
        </li>
      ))}
    </ul>
  );
}
