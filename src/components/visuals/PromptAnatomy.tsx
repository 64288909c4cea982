/**
 * One real prompt, split into its parts, each on its own line after a numbered badge keyed to the habit it
 * shows (task, format, grounding, rule). Design review, round 4: dotted underlines, tint and superscripts
 * stacked were noisy; round 5: run inline, a badge could end a line away from its part (at 390, "4" after
 * "follow-up."), and each part's tint read busy. One line per part keeps number and words together at every
 * width; the connective spaces stay in the text, so it still reads (and copies) as one prompt.
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
      <p className="grid gap-2 rounded-lg bg-slate-50 p-4 font-mono text-code leading-6 text-slate-800" data-prompt-anatomy="">
        {parts.map((part, i) =>
          part.habit ? (
            <span key={i} className="flex gap-2">
              <span className="mt-1 flex size-4 shrink-0 items-center justify-center rounded-full bg-blue-700 font-sans text-3xs font-bold text-white">{labeled.indexOf(part) + 1}</span>
              <span>{part.text}</span>
            </span>
          ) : (
            // Connective text (a space): a text node, which the grid does not draw as a row.
            part.text
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
