/**
 * A customer result's figure and descriptor as every page sets them: the number alone, large, in one format with every
 * other figure, and under it the descriptor led by the entry's unit where it gives one ("3.1" over "per 100 packets:
 * model corrections, ..."; review C r23/r31: the unit set small after the number, in a second weight, broke the numeral
 * row; r22: a bare "3.1" with no unit read like a score).
 */
import type { CaseStudyEntry } from '../../content/evidence.ts';

type ResultEntry = CaseStudyEntry['results'][number];

export function ResultFigure({ result }: { result: ResultEntry }) {
  if (!isErrorRate(result)) return <>{result.figure}</>;
  // An error rate in the secondary ink, its kind named beside it in the label type (review C r32: in the gains' ink and
  // size it read as one more win).
  return (
    <>
      <span className="text-slate-500">{result.figure}</span>{' '}
      <span className="ml-1.5 inline-block rounded-full border border-slate-300 px-2 py-0.5 align-middle text-xs font-semibold tracking-wide text-slate-600 uppercase" data-result-kind="error-rate">
        Error rate
      </span>
    </>
  );
}

/** A figure counting errors or corrections the customer reported beside its gains. */
export const isErrorRate = (result: ResultEntry): boolean => result.kind === 'error-rate';

/** The descriptor under the figure: the unit first when the entry gives one, so the number's line stays a number. */
export const resultLabel = (result: ResultEntry): string => (result.unit ? `${result.unit}: ${result.label}` : result.label);

/** The same as running text ("3.1 per 100 packets"), where a figure is part of a sentence. */
export const resultFigureText = (result: ResultEntry): string => (result.unit ? `${result.figure} ${result.unit}` : result.figure);

/** A study's headline result: its first that is not an error rate (an error rate never heads a card). */
export const headlineResult = (results: ResultEntry[]): ResultEntry => results.find((result) => !isErrorRate(result)) ?? results[0]!;
