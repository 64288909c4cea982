/**
 * The /learn hero card: what a reader will be able to do, one outcome per module (from the modules
 * themselves, so it cannot drift from them). Design review: a card listing the three modules repeated
 * the tab strip and the "Module 1 of 3" line just below it.
 */
import CircleCheck from 'lucide-react/icons/circle-check';
import { FigureCard } from './FigureCard.tsx';
import { Icon } from '../Icon.tsx';

export function CourseOutline({ outcomes, label, caption }: { outcomes: string[]; label: string; caption: string }) {
  return (
    <FigureCard label={label} caption={caption}>
      <ul className="space-y-4" data-course-outline="">
        {outcomes.map((outcome) => (
          <li key={outcome} className="flex gap-3 text-base leading-7 text-slate-800">
            <Icon icon={CircleCheck} className="mt-1 size-5 shrink-0 text-blue-700" />
            <span className="text-pretty">{outcome}</span>
          </li>
        ))}
      </ul>
    </FigureCard>
  );
}
