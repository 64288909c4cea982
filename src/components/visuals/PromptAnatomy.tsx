/**
 * One real prompt from the prompt books, split into its parts, each part underlined and labeled
 * with the habit it shows (task, format, grounding, rule). The labels follow the text in reading
 * order, so the figure reads the same to a screen reader.
 */
import { FigureCard } from './FigureCard.tsx';

export interface PromptPart {
  text: string;
  /** The habit this part demonstrates; unlabeled parts are connective text. */
  habit?: string;
}

export function PromptAnatomy({ parts, label, caption }: { parts: PromptPart[]; label: string; caption: string }) {
  const labeled = parts.filter((part) => part.habit);
  return (
    <FigureCard label={label} caption={caption}>
      <p className="rounded-lg bg-slate-50 p-4 font-mono text-code leading-7 text-slate-800" data-prompt-anatomy="">
        {parts.map((part, i) =>
          part.habit ? (
            <mark key={i} className="rounded bg-blue-50 text-slate-900 underline decoration-blue-700 decoration-2 underline-offset-4">
              {part.text}
              <sup className="ml-0.5 font-sans text-3xs font-bold text-blue-700">{labeled.indexOf(part) + 1}</sup>
            </mark>
          ) : (
            <span key={i}>{part.text}</span>
          ),
        )}
      </p>
      {/* One row that wraps (not a two-column grid, which left the third item alone on its row). */}
      <ol className="mt-4 flex flex-col gap-2 text-sm sm:flex-row sm:flex-wrap sm:gap-x-5">
        {labeled.map((part, i) => (
          <li key={part.habit} className="flex items-center gap-2 text-slate-700">
            <span className="flex size-5 shrink-0 items-center justify-center rounded-full bg-blue-700 text-2xs font-bold text-white">{i + 1}</span>
            {part.habit}
          </li>
        ))}
      </ol>
    </FigureCard>
  );
}
