/**
 * A prompt as the reader would type it, with its parts marked (task, grounding, format): the
 * /prompt-engineering hero. The prompt is the first example of the first prompt book.
 */
import type { PromptBook } from '../../content/prompt-engineering.ts';
import { VisualCard } from './VisualCard.tsx';

export function PromptVisual({ book, habits }: { book: PromptBook; habits: string[] }) {
  return (
    <VisualCard title={`${book.industry} prompt book`} meta={book.title} label={`An example prompt from the ${book.industry} prompt book`}>
      <p className="rounded-xl bg-slate-900 p-4 font-mono text-sm leading-6 text-slate-100">
        <span className="select-none text-blue-300" aria-hidden="true">
          &gt;{' '}
        </span>
        {book.examples[0]}
      </p>
      <ul className="mt-4 flex flex-wrap gap-2" aria-label="What the prompt does">
        {habits.map((habit) => (
          <li key={habit} className="rounded-full border border-blue-200 bg-blue-50 px-3 py-1 text-xs font-semibold text-blue-800">
            {habit}
          </li>
        ))}
      </ul>
    </VisualCard>
  );
}
