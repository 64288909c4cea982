/**
 * /technology/small-llms's hero (review: a four-row model profile, "A few billion or fewer", said
 * little and left the hero's right half empty): one sample clause with its specialist terms marked,
 * and each term's everyday sense beside the sense a domain model reads. Illustrative, no measured
 * figures; static HTML from content/visuals.ts in the story pages' frame.
 */
import type { TermReadingSample } from '../../content/visuals.ts';
import { FigureCard } from './FigureCard.tsx';

const STEP = 'text-xs font-semibold uppercase tracking-wide text-blue-700';

/** The clause with each sample term underlined where it first occurs. */
function markTerms(clause: string, terms: string[]) {
  const parts: (string | { term: string })[] = [];
  let rest = clause;
  for (const term of terms) {
    const at = rest.indexOf(term);
    if (at < 0) throw new Error(`TERM_READING (src/content/visuals.ts): "${term}" is not in the clause in that order.`);
    parts.push(rest.slice(0, at), { term });
    rest = rest.slice(at + term.length);
  }
  parts.push(rest);
  return parts;
}

export function TermReadingVisual({ sample }: { sample: TermReadingSample }) {
  const parts = markTerms(sample.clause, sample.terms.map((t) => t.term));
  return (
    <FigureCard label={sample.title} meta={sample.meta} caption={sample.caption}>
      <div data-term-reading="">
        <p className={STEP}>Sample clause</p>
        <p className="mt-1 rounded-lg bg-slate-100 px-3 py-2 font-mono text-sm leading-6 text-slate-900">
          {parts.map((part, i) =>
            typeof part === 'string' ? (
              part
            ) : (
              <strong key={i} className="font-semibold underline decoration-blue-700 decoration-2 underline-offset-4">
                {part.term}
              </strong>
            ),
          )}
        </p>
        <ul className="mt-4 grid gap-3">
          {sample.terms.map((t) => (
            <li key={t.term} className="rounded-lg border border-slate-200 p-3">
              <p className="font-mono text-sm font-semibold text-slate-900">“{t.term}”</p>
              <dl className="mt-2 grid gap-2 text-sm sm:grid-cols-2">
                <div className="rounded-md bg-slate-50 px-3 py-2">
                  <dt className="text-xs font-medium text-slate-600">Everyday sense</dt>
                  <dd className="mt-0.5 text-slate-600">{t.everyday}</dd>
                </div>
                <div className="rounded-md bg-blue-50 px-3 py-2">
                  <dt className="text-xs font-medium text-blue-800">Domain model reads</dt>
                  <dd className="mt-0.5 font-medium text-slate-900">{t.domain}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      </div>
    </FigureCard>
  );
}
