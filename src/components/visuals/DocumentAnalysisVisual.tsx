/**
 * The product in miniature, as the hero visual of the product pages: the page's own sample
 * document with the passages the agent cites highlighted and numbered, the facts it extracted
 * under the same numbers, and its first flag. Built from the page's DemoDocumentPair, so every
 * industry shows its own document; static HTML, no script.
 */
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import FileText from 'lucide-react/icons/file-text';
import type { ReactNode } from 'react';
import type { DemoDocumentPair } from '../../content/types.ts';
import { Icon } from '../Icon.tsx';
import { FigureCard } from './FigureCard.tsx';

/** How many source passages and facts fit the miniature. */
const PASSAGES = 2;
const FACTS = 3;

interface Citation {
  /** The finding's number, shared by its highlight and its entry. */
  n: number;
  /** A figure of the finding's value (an amount, rate, ratio or date) as it stands in the source. */
  token: string;
}

/** Figures in a value: "$25,000,000 senior secured term loan" -> ["$25,000,000"]. */
const FIGURE = /[$€£]?\d[\d,.:/]*\d(?:%|x)?|[$€£]?\d(?:%|x)?/g;

/**
 * Ties findings to the source: a finding is cited where one of its figures stands in the shown
 * passages (the extracted value often rewords the clause, so whole values rarely match).
 */
export function citeFindings(passages: string[], findings: DemoDocumentPair['analysis']['findings'], count = FACTS): Citation[] {
  const text = passages.join('\n');
  return findings.slice(0, count).flatMap((finding, i) =>
    [...new Set(finding.value.match(FIGURE) ?? [])].filter((token) => token.length >= 2 && text.includes(token)).map((token) => ({ n: i + 1, token })),
  );
}

const MARK = {
  /** Always highlighted (the hero miniature). */
  static: { mark: 'rounded bg-amber-100 px-0.5 text-slate-900 ring-1 ring-amber-300', sup: 'ml-0.5 text-[0.625rem] font-bold text-amber-800' },
  /** Plain until the demo widget has analyzed, then highlighted (the live demo's source). */
  live: {
    mark: 'rounded px-0.5 text-inherit bg-transparent transition-colors group-data-analysed/demo:bg-amber-100 group-data-analysed/demo:text-slate-900 group-data-analysed/demo:ring-1 group-data-analysed/demo:ring-amber-300',
    sup: 'ml-0.5 hidden text-[0.625rem] font-bold text-amber-800 group-data-analysed/demo:inline',
  },
};

/** The passage with each cited figure wrapped in a numbered highlight. */
export function CitedText({ text, citations, live = false }: { text: string; citations: Citation[]; live?: boolean }) {
  const style = live ? MARK.live : MARK.static;
  const parts: ReactNode[] = [];
  let rest = text;
  for (;;) {
    const next = citations
      .map((c) => ({ c, at: rest.indexOf(c.token) }))
      .filter((x) => x.at >= 0)
      .sort((a, b) => a.at - b.at || b.c.token.length - a.c.token.length)[0];
    if (!next) break;
    parts.push(rest.slice(0, next.at));
    parts.push(
      <mark key={parts.length} className={style.mark}>
        {next.c.token}
        <sup className={style.sup}>{next.c.n}</sup>
      </mark>,
    );
    rest = rest.slice(next.at + next.c.token.length);
  }
  parts.push(rest);
  return <>{parts}</>;
}

export function DocumentAnalysisVisual({ document }: { document: DemoDocumentPair }) {
  const passages = document.original.slice(0, PASSAGES);
  const citations = citeFindings(passages, document.analysis.findings);
  const facts = document.analysis.findings.slice(0, FACTS).map((f, i) => ({ n: i + 1, ...f }));
  const flag = document.analysis.flags[0];
  return (
    <FigureCard label={document.documentType} meta="Sample analysis">
      <p className="mb-3 font-mono text-xs break-words text-slate-600">{document.documentName}</p>
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)]">
        <div className="rounded-lg border border-slate-200 bg-slate-50 p-3">
          <p className="flex items-center gap-1.5 text-xs font-semibold uppercase tracking-wide text-slate-600">
            <Icon icon={FileText} className="size-3.5" /> Source
          </p>
          {passages.map((passage) => (
            <p key={passage} className="mt-2 line-clamp-5 text-xs leading-5 text-slate-700">
              <CitedText text={passage} citations={citations} />
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
                <dd className="mt-0.5 text-sm font-semibold text-slate-900">{fact.value}</dd>
              </div>
            ))}
          </dl>
          {flag && (
            <p className="mt-3 flex gap-2 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-xs leading-5 text-red-900">
              <Icon icon={TriangleAlert} className="mt-0.5 size-3.5 shrink-0" />
              <span className="line-clamp-3">{flag}</span>
            </p>
          )}
        </div>
      </div>
    </FigureCard>
  );
}
