/**
 * The product figures one page cites, numbered in the order the page shows them (review C, round 8: the
 * cue showed each figure's global /methodology number, so home read [6] before [1] and a superscript jumped
 * to another page without warning). The page shell (Layout.tsx) gives every page render a fresh collector;
 * each figure cue asks it for its number as it renders, and the "Figures on this page" notes block
 * (FigureNotes.tsx), rendered after the content, lists what was cited. Server rendering renders children in
 * document order, so the numbers follow the page. Renders happen in worker threads, many pages a worker:
 * the collector lives in the render's own context, never in a module variable.
 */
import { createContext, useContext, useState, type ReactNode } from 'react';
import type { ProductFigureId } from '../content/figures.ts';

/**
 * What one page has cited so far; `closed` once its notes block has rendered (a later cue cannot reach a note); `customerSources` once a customer's result has shown its own
 * "Source" (the notes then say how the two kinds of figure are cited: review C r11); `column`, the page's content
 * column the notes keep to (review C r12: full width under a 720 px article they were misaligned): the page's text measure,
 * centred (as a technology explainer's article), or a /trends article's text and contents pair.
 */
export interface FigureCitations {
  cited: ProductFigureId[];
  closed: boolean;
  customerSources: boolean;
  column: NotesColumn;
}

/** The page's grid (on its gutter), a technology explainer's centred text measure, or a /trends article's text and contents pair. */
export type NotesColumn = 'page' | 'explainer' | 'article';

/** A figure's place among a page's notes (1-based) and whether this is where the page first cites it. */
export interface Citation {
  n: number;
  first: boolean;
}

const FigureCitationsContext = createContext<FigureCitations | null>(null);

/** One collector per page render (the page shell wraps every route in it). */
export function FigureCitationsProvider({ children }: { children: ReactNode }) {
  const [citations] = useState<FigureCitations>(() => ({ cited: [], closed: false, customerSources: false, column: 'page' }));
  return <FigureCitationsContext.Provider value={citations}>{children}</FigureCitationsContext.Provider>;
}

/** The page's collector; null outside a page shell (a unit test, a component rendered alone). */
export const usePageCitations = () => useContext(FigureCitationsContext);

/** Called while a page renders, before its closing band: its figure notes keep to its content column. */
export function setNotesColumn(citations: FigureCitations | null, column: NotesColumn) {
  if (citations) citations.column = column;
}

/** The page's note number for a figure, the same for every cue of it; undefined without a page or after its notes. */
export function citeFigure(citations: FigureCitations | null, id: ProductFigureId): Citation | undefined {
  if (!citations || citations.closed) return undefined;
  const at = citations.cited.indexOf(id);
  if (at >= 0) return { n: at + 1, first: false };
  citations.cited.push(id);
  return { n: citations.cited.length, first: true };
}

/** The ids that join a cue and its note, both ways. */
export const figureNoteId = (n: number) => `figure-note-${n}`;
export const figureCiteId = (n: number) => `figure-cite-${n}`;
