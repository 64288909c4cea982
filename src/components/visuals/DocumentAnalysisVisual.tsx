/**
 * The product in miniature, as the hero visual of the product pages: passages of the page's own
 * sample document with the words its first findings cite highlighted and numbered, those facts
 * under the same numbers, and its first flag. Built from the page's DemoDocumentPair, so every
 * industry shows its own document; static HTML, no script.
 */
import { Figure } from '../Figure.tsx';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import FileText from 'lucide-react/icons/file-text';
import type { DemoDocumentPair } from '../../content/types.ts';
import { CitedText, locateCitations } from '../citations.tsx';
import { Icon } from '../Icon.tsx';
import { FigureCard } from './FigureCard.tsx';

/** How many source passages and facts fit the miniature. */
const PASSAGES = 2;
const FACTS = 3;

export function DocumentAnalysisVisual({ document }: { document: DemoDocumentPair }) {
  // Every cite is checked against the whole document. The miniature shows every passage its first
  // facts cite (topped up with the opening ones to PASSAGES), in document order, so each fact points at
  // words in view and carries its number badge (a fact citing a third passage used to show none).
  const cited = locateCitations(document).filter((c) => c.n <= FACTS);
  const citedParagraphs = [...new Set(cited.map((c) => c.paragraph))];
  const shown = [...new Set([...citedParagraphs, ...document.original.keys()])].slice(0, Math.max(PASSAGES, citedParagraphs.length)).sort((a, b) => a - b);
  const passages = shown.map((paragraph) => ({ text: document.original[paragraph], citations: cited.filter((c) => c.paragraph === paragraph) }));
  const citations = passages.flatMap((p) => p.citations);
  const facts = document.analysis.findings.slice(0, FACTS).map((f, i) => ({ n: i + 1, ...f }));
  const flag = firstSentence(document.analysis.flags[0]);
  return (
    <FigureCard label={document.documentType} meta="Sample analysis">
      <p className="mb-3 font-mono text-xs break-words text-slate-600">{document.documentName}</p>
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)]">
        <div className="self-start rounded-lg border border-slate-200 bg-slate-50 p-3">
          <p className="flex items-center gap-1.5 text-xs font-semibold uppercase tracking-wide text-slate-600">
            <Icon icon={FileText} className="size-3.5" /> Source
          </p>
          {passages.map((passage) => (
            <p key={passage.text} className="mt-2 text-xs leading-5 text-slate-700">
              <CitedText text={passage.text} citations={passage.citations} />
            </p>
          ))}
        </div>
        <div>
          <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">Extracted</p>
          <dl className="mt-2 space-y-2">
            {facts.map((fact) => (
              <div key={fact.label} className="rounded-lg border border-slate-200 px-3 py-2">
                <dt className="flex items-center gap-1.5 text-xs text-slate-600">
                  {citations.some((c) => c.n === fact.n) && (
                    <span className="inline-flex size-4 items-center justify-center rounded-full bg-amber-100 text-[0.625rem] font-bold text-amber-800" aria-hidden="true">
                      {fact.n}
                    </span>
                  )}
                  {fact.label}
                </dt>
                <dd className="mt-0.5 text-sm font-semibold text-slate-900"><Figure value={fact.value} /></dd>
              </div>
            ))}
          </dl>
          {flag && (
            <p className="mt-3 flex gap-2 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-xs leading-5 text-red-900">
              <Icon icon={TriangleAlert} className="mt-0.5 size-3.5 shrink-0" />
              <span>{flag}</span>
            </p>
          )}
        </div>
      </div>
    </FigureCard>
  );
}

/**
 * A flag's first sentence, whole: the miniature has room for about three lines, and a line clamp cut
 * flags mid-sentence ("carry forward and…"). A flag of one sentence shows entire.
 */
export function firstSentence(text: string | undefined): string | undefined {
  return text?.match(/^.+?[.!?](?=\s+[A-Z"“(]|$)/s)?.[0] ?? text;
}
