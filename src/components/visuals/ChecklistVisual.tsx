/** A checklist card as a hero visual: what a feature covers, from the page's own capability titles. */
import CircleCheck from 'lucide-react/icons/circle-check';
import { Icon } from '../Icon.tsx';
import { FigureCard } from './FigureCard.tsx';

export function ChecklistVisual({ title, meta, items }: { title: string; meta?: string; items: string[] }) {
  return (
    <FigureCard label={title} meta={meta}>
      <ul className="grid gap-2 sm:grid-cols-2">
        {items.map((item) => (
          <li key={item} className="flex items-start gap-2 rounded-lg border border-slate-200 px-3 py-2.5 text-sm font-medium text-slate-800">
            <Icon icon={CircleCheck} className="mt-0.5 size-4 shrink-0 text-blue-700" />
            {item}
          </li>
        ))}
      </ul>
    </FigureCard>
  );
}
