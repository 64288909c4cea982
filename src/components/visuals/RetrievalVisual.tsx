/**
 * Retrieval-augmented generation at work, as /technology/rag's hero (review: a policy card with
 * extracted fields did not show retrieval): the question, the passages retrieved for it with their
 * sources, and the answer citing them by number. Static HTML from content/visuals.ts, no script.
 */
import type { RetrievalSample } from '../../content/visuals.ts';
import { FigureCard } from './FigureCard.tsx';

const STEP = 'text-xs font-semibold uppercase tracking-wide text-blue-700';

export function RetrievalVisual({ sample }: { sample: RetrievalSample }) {
  return (
    <FigureCard label={sample.title} meta={sample.meta} caption={sample.caption}>
      <div data-retrieval-sample="">
        <p className={STEP}>Question</p>
        <p className="mt-1 rounded-lg bg-slate-100 px-3 py-2 text-sm font-medium text-slate-900">{sample.question}</p>
        <p className={`mt-4 ${STEP}`}>Retrieved passages</p>
        {/* Pretty: 'Francisco.' alone under the first passage at 390 (design pass r54). */}
        <ol className="mt-1 space-y-2 text-pretty">
          {sample.passages.map((passage, i) => (
            <li key={passage.source} className="flex gap-3 rounded-lg border border-slate-200 px-3 py-2">
              <span className="flex size-5 shrink-0 items-center justify-center rounded-full bg-blue-50 text-xs font-semibold text-blue-700" aria-hidden="true">
                {i + 1}
              </span>
              <span className="text-sm leading-5">
                <span className="block font-mono text-xs text-slate-600">{passage.source}</span>
                <span className="text-slate-700">{passage.text}</span>
              </span>
            </li>
          ))}
        </ol>
        <p className={`mt-4 ${STEP}`}>Answer, with citations</p>
        <p className="mt-1 border-l-2 border-blue-700 pl-3 text-sm leading-6 text-slate-900">
          {sample.answer.map((part) => (
            <span key={part.text}>
              {part.text}
              {part.cite && (
                // The passage's own numbered disc, not a blue "[1]": a bracketed blue superscript read as a link too small
                // to tap (design review K r44), and the disc says which passage above it is.
                <span className="ml-1 inline-flex size-5 items-center justify-center rounded-full bg-blue-50 align-[0.1em] text-xs font-semibold text-blue-700" data-cite={part.cite}>
                  <span className="sr-only">(passage </span>
                  {part.cite}
                  <span className="sr-only">)</span>
                </span>
              )}
            </span>
          ))}
        </p>
      </div>
    </FigureCard>
  );
}
