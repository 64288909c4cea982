/**
 * A course outline from the learning modules themselves: module number, title, how many lessons
 * and review questions it holds. Counts come from the content, so the outline cannot drift from
 * the modules. No links: the panels are tabs, and a hidden tab panel is not a jump target.
 */
import { FigureCard } from './FigureCard.tsx';

export interface OutlineModule {
  title: string;
  lessons: number;
  questions: number;
}

export function CourseOutline({ modules, label, caption }: { modules: OutlineModule[]; label: string; caption: string }) {
  return (
    <FigureCard label={label} caption={caption}>
      <ol className="divide-y divide-slate-200" data-course-outline="">
        {modules.map((module, i) => (
          <li key={module.title} className="flex items-center gap-4 py-3 first:pt-0 last:pb-0">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-blue-50 text-sm font-bold text-blue-700">{String(i + 1).padStart(2, '0')}</span>
            <span className="min-w-0">
              <span className="block font-semibold text-slate-900">{module.title}</span>
              <span className="block text-sm text-slate-600">
                {module.lessons} lessons · {module.questions} review questions
              </span>
            </span>
          </li>
        ))}
      </ol>
    </FigureCard>
  );
}
