/**
 * The eight AI agent capabilities as a catalogue: one panel, a hairline between entries (the grid's
 * gap over a slate ground), each agent an icon tile beside its name and its one job. Two columns
 * from sm; one shared agent icon, so eight repeats cost the page's HTML almost nothing under gzip.
 * break-words: at 320 px a long word ("Acknowledgement") is wider than its column.
 */
import Bot from 'lucide-react/icons/bot';
import type { Step } from '../../content/types.ts';
import { IconBadge } from '../../components/Cards.tsx';

export function CapabilityGrid({ items, name }: { items: Step[]; name: string }) {
  return (
    <ul className="grid gap-px overflow-hidden break-words rounded-card border border-slate-200 bg-slate-200 shadow-card sm:grid-cols-2" data-cards={name}>
      {items.map((item) => (
        <li key={item.title} className="flex gap-4 bg-white p-4 sm:p-5" data-card="">
          <IconBadge icon={Bot} className="shrink-0" />
          <div>
            <h3 className="font-semibold text-slate-900">{item.title}</h3>
            <p className="mt-1 text-sm leading-6 text-slate-600">{item.description}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
