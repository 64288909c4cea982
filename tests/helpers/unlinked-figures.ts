/**
 * The product figures (docs/product-rules.md#claims) a page shows outside a methodology link: the
 * output-level check that every place a figure appears goes through the figure component
 * (src/components/Figure.tsx) or the Markdown step. Deliberately looser than the component's own
 * phrase table, so a wording the table misses shows up here rather than passing unnoticed.
 */
import * as cheerio from 'cheerio';

/** Each product figure as any page might word it. */
export const FIGURE_WORDINGS: [id: string, pattern: RegExp][] = [
  ['term-accuracy', /98\s?%/g],
  ['response-time', /under\s+(?:1\s?s(?:econd)?\b|a\s+second)|<\s?1\s?s\b/gi],
  // Not a chart's axis ("0 250 500 ms"): the figure is always "under" or "<".
  ['average-response', /(?:under\s+|<\s?)500\s?ms/gi],
  ['document-cost', /65\s?%/g],
  ['compute', /80\s?%/g],
  ['speed', /\b5x\b/gi],
];

/**
 * The page's body text with its methodology links taken out, each text node apart (joined by a space,
 * so "accuracy" in one element and "5x" in the next do not run together).
 */
export function textOutsideMethodologyLinks(html: string): string {
  const $ = cheerio.load(html);
  // A figure's note ([data-figure-note]) is its methodology entry's own words beside the linked figure ("98% is the
  // lowest of the three"), as /methodology is: the method explaining the figure, not another claim of it.
  // A note in "Figures on this page" ([data-figure-note-n]) names the figure its cues cite, beside its own method link.
  $('a[data-methodology-link], [data-figure-note], [data-figure-note-n], script, style, template, noscript').remove();
  const texts: string[] = [];
  const walk = (nodes: ReturnType<typeof $>) =>
    nodes.contents().each((_, node) => {
      if (node.type === 'text') texts.push(node.data);
      else walk($(node));
    });
  walk($('body'));
  return texts.join(' ').replace(/\u00a0/g, ' ');
}

/** Every figure wording left in the page outside a methodology link, with some text around it. */
export function unlinkedFigures(html: string): { id: string; context: string }[] {
  const text = textOutsideMethodologyLinks(html);
  const found: { id: string; context: string }[] = [];
  for (const [id, pattern] of FIGURE_WORDINGS) {
    for (const match of text.matchAll(pattern)) {
      found.push({ id, context: text.slice(Math.max(0, match.index! - 50), match.index! + match[0].length + 30).replace(/\s+/g, ' ').trim() });
    }
  }
  return found;
}
