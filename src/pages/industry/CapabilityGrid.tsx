/**
 * The eight AI agent capability cards: title and one sentence under a short accent rule. No icon
 * per card: it sets them apart from the feature cards above and keeps the page's HTML light.
 */
import type { Step } from '../../content/types.ts';

export function CapabilityGrid({ items, name }: { items: Step[]; name: string }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 sm:gap-6 lg:grid-cols-4" data-cards={name}>
      {items.map((item) => (
        <li key={item.title} className="rounded-card border border-slate-200 bg-white p-5 shadow-card sm:p-6" data-card="">
          <span className="block h-1 w-8 rounded-full bg-blue-700" aria-hidden="true" />
          <h3 className="mt-3 font-semibold text-slate-900 sm:mt-4">{item.title}</h3>
          <p className="mt-2 text-sm leading-6 text-slate-600">{item.description}</p>
        </li>
      ))}
    </ul>
  );
}
