/**
 * The /learn course outline as a hero visual: each module with its section count and review
 * questions, counted from the tabs' own content (so the card never disagrees with the page).
 */
import type { LearnTab } from '../../content/types.ts';
import { VisualCard } from './VisualCard.tsx';

export function CurriculumVisual({ tabs }: { tabs: LearnTab[] }) {
  const questions = tabs.reduce((sum, tab) => sum + tab.reviewQuestions.length, 0);
  return (
    <VisualCard title="Course outline" meta={`${tabs.length} modules · ${questions} review questions`} label="Outline of the three learning modules">
      <ol className="space-y-3">
        {tabs.map((tab, index) => (
          <li key={tab.id} className="flex items-center gap-4 rounded-xl border border-slate-200 p-4">
            <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-blue-50 text-sm font-bold text-blue-800" aria-hidden="true">
              {String(index + 1).padStart(2, '0')}
            </span>
            <span className="min-w-0 flex-1">
              <span className="block font-semibold text-slate-900">{tab.title}</span>
              <span className="mt-0.5 block text-sm text-slate-600">
                {tab.sections.length} sections · {tab.reviewQuestions.length} review questions
              </span>
            </span>
          </li>
        ))}
      </ol>
    </VisualCard>
  );
}
