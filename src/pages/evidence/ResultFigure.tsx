/**
 * A customer result's figure as every page sets it: the number, and its unit where the entry gives one, small after it
 * ("3.1 per 100 packets"; review C r22: a bare "3.1" set large read like a score). The unit is sized in em, so it
 * follows whatever size the page sets the figure at.
 */
import type { CaseStudyEntry } from '../../content/evidence.ts';

type ResultEntry = CaseStudyEntry['results'][number];

export function ResultFigure({ result }: { result: ResultEntry }) {
  return (
    <>
      {result.figure}
      {result.unit && <span className="text-[0.45em] font-semibold tracking-normal text-slate-600" data-result-unit="">{`\u00a0${result.unit}`}</span>}
    </>
  );
}

/** The same as running text ("3.1 per 100 packets"), where a figure is part of a sentence. */
export const resultFigureText = (result: ResultEntry): string => (result.unit ? `${result.figure} ${result.unit}` : result.figure);
