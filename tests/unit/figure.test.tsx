/**
 * The figure component (src/components/Figure.tsx): a product figure renders exactly as plain text
 * while it has no methodology entry (the real site today), and every shown form of a figure is
 * recognised as that figure.
 */
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { Figure } from '../../src/components/Figure.tsx';
import { PRODUCT_FIGURES, productFigureOf } from '../../src/content/figures.ts';
import { CLAIMS } from '../../src/content/claims.ts';

describe('the figure component', () => {
  it('renders a figure without a methodology entry as its text alone', () => {
    for (const value of [CLAIMS.termAccuracy, CLAIMS.averageResponse, '65% lower', '5x', 'AES-256', '16']) expect(renderToStaticMarkup(<Figure value={value} />)).toBe(renderToStaticMarkup(<>{value}</>));
  });

  it('knows each product figure by the values pages show it as, and nothing else', () => {
    expect(productFigureOf('98%')?.id).toBe('term-accuracy');
    expect(productFigureOf('Under 1 s')?.id).toBe('response-time');
    expect(productFigureOf(CLAIMS.averageResponse)?.id).toBe('average-response');
    expect(productFigureOf('65% lower')?.id).toBe('document-cost');
    expect(productFigureOf('Up to 80% lower')?.id).toBe('compute');
    expect(productFigureOf('5x')?.id).toBe('speed');
    expect(productFigureOf('42%')).toBeUndefined();
    expect(productFigureOf('AES-256')).toBeUndefined();
    expect(PRODUCT_FIGURES.map((f) => f.id)).toEqual(['term-accuracy', 'response-time', 'average-response', 'document-cost', 'compute', 'speed']);
  });
});
