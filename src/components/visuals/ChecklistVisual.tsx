/**
 * A checklist card as a hero visual: what a feature covers, from the page's own capability cards,
 * one per row (title and its sentence), so three or five items never leave a half-empty grid row.
 */
import CircleCheck from 'lucide-react/icons/circle-check';
import { Icon } from '../Icon.tsx';
import { FigureCard } from './FigureCard.tsx';

export function ChecklistVisual({ title, meta, items }: { title: string; meta?: string; items: { title: string; description: string }[] }) {
  return (
    <FigureCard label={title} meta={meta}>
      <ul className="grid gap-3">
        {items.map((item) => (
          <li key={item.title} className="flex items-start gap-3 rounded-lg border border-slate-200 px-4 py-3">
            <Icon icon={CircleCheck} className="mt-0.5 size-5 shrink-0 text-blue-700" />
            <span>
              <span className="block text-sm font-semibold text-slate-900">{item.title}</span>
              <span className="mt-0.5 block text-xs leading-5 text-slate-600">{item.description}</span>
            </span>
          </li>
        ))}
      </ul>
    </FigureCard>
  );
}
