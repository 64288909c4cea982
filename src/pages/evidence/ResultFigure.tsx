/**
 * A customer result's figure and descriptor as every page sets them: the number alone, large, in one format with every
 * other figure, and under it the descriptor led by the entry's unit where it gives one ("3.1" over "per 100 packets:
 * model corrections, ..."; review C r23/r31: the unit set small after the number, in a second weight, broke the numeral
 * row; r22: a bare "3.1" with no unit read like a score).
 */
import type { CaseStudyEntry } from '../../content/evidence.ts';

type ResultEntry = CaseStudyEntry['results'][number];

export function ResultFigure({ result }: { result: ResultEntry }) {
  return <>{result.figure}</>;
}

/** The descriptor under the figure: the unit first when the entry gives one, so the number's line stays a number. */
export const resultLabel = (result: ResultEntry): string => (result.unit ? `${result.unit}: ${result.label}` : result.label);

/** The same as running text ("3.1 per 100 packets"), where a figure is part of a sentence. */
export const resultFigureText = (result: ResultEntry): string => (result.unit ? `${result.figure} ${result.unit}` : result.figure);
