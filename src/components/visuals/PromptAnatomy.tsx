/**
 * One real prompt from the prompt books, split into its parts, each part tinted and opened by a numbered
 * badge, keyed to the habit it shows (task, format, grounding, rule). Design review, round 4: dotted
 * underlines, tint and superscripts stacked were noisy; the number now leads its part, in reading order.
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
            <mark key={i} className="rounded bg-blue-100/70 px-1 py-0.5 text-slate-900 box-decoration-clone">
              <span className="mr-1 inline-flex size-4 -translate-y-px items-center justify-center rounded-full bg-blue-700 align-middle font-sans text-3xs font-bold text-white">{labeled.indexOf(part) + 1}</span>
              {part.text}
            </mark>
          ) : (
            <span key={i}>{part.text}</span>
          ),
        )}
      </p>
      {/* Four habits, two by two from sm (design review, round 4: one wrapping row left the fourth alone). */}
      <ol className="mt-4 grid gap-2 text-sm sm:grid-cols-2 sm:gap-x-5">
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
