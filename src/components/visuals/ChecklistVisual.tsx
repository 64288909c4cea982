/**
 * A checklist card as a hero visual: what a feature covers, from the page's own capability titles,
 * one per row, so three or five items never leave a half-empty grid row.
 */
import CircleCheck from 'lucide-react/icons/circle-check';
import { Icon } from '../Icon.tsx';
import { FigureCard } from './FigureCard.tsx';

export function ChecklistVisual({ title, meta, items }: { title: string; meta?: string; items: string[] }) {
  return (
    <FigureCard label={title} meta={meta}>
      <ul className="grid gap-2">
        {items.map((item) => (
          <li key={item} className="flex items-center gap-3 rounded-lg border border-slate-200 px-4 py-3 text-sm font-semibold text-slate-900">
            <Icon icon={CircleCheck} className="size-5 shrink-0 text-blue-700" />
            {item}
          </li>
        ))}
      </ul>
    </FigureCard>
  );
}
