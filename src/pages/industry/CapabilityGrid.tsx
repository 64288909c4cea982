/**
 * The eight AI agent capabilities as a catalogue, each agent an icon tile naming what it works on
 * (content/industries/*.md `capabilities.cards[].icon`) beside its name and its one job.
 * A hairline between entries (the grid's gap over a slate ground). From sm: one panel, two columns.
 * On phones: a compact list without the panel's sides (rules between rows, a smaller tile, tighter rows), as
 * eight boxed cards made the section ~1,400 px tall at 390 px.
 * break-words: at 320 px a long word ("Acknowledgement") is wider than its column.
 */
import type { FeatureCard } from '../../content/types.ts';
import { Icon } from '../../components/Icon.tsx';

export function CapabilityGrid({ items, name }: { items: FeatureCard[]; name: string }) {
  return (
    <ul
      className="grid gap-px overflow-hidden break-words border-y border-slate-200 bg-slate-200 sm:grid-cols-2 sm:rounded-card sm:border sm:shadow-card"
      data-cards={name}
    >
      {items.map((item) => (
        <li key={item.title} className="flex gap-3 bg-white py-3 sm:gap-4 sm:p-5" data-card="">
          <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-blue-50 text-blue-700 sm:size-11">
            <Icon icon={item.icon} className="size-5 sm:size-6" />
          </span>
          <div className="min-w-0">
            <h3 className="font-semibold text-slate-900">{item.title}</h3>
            <p className="mt-0.5 text-sm leading-6 text-slate-600 sm:mt-1">{item.description}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
