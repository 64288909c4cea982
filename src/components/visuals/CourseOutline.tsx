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
      {/* A size smaller on phones, so the modules start sooner (review A r37: hero and card took ~1.4 screens at 390). */}
      <ul className="space-y-3 sm:space-y-4" data-course-outline="">
        {outcomes.map((outcome) => (
          <li key={outcome} className="flex gap-3 text-body-sm leading-6 text-slate-800 sm:text-base sm:leading-7">
            <Icon icon={CircleCheck} className="mt-1 size-5 shrink-0 text-blue-700" />
            <span className="text-pretty">{outcome}</span>
          </li>
        ))}
      </ul>
    </FigureCard>
  );
}
