/**
 * Markdown -> HTML at build time (marked, GFM). Editors write prose; this module makes it safe and
 * consistent: headings get anchors (`## Title {#custom-id}` or a slug of the text), internal links
 * land on #top like every navigation link, external links open with rel="noopener", tables scroll
 * inside a focusable region, and raw HTML, script URLs and remote images are refused with the line
 * they are on (refused rather than sanitised: an editor should see the problem, not lose text).
 */
import { Lexer, Marked, type Token, type Tokens } from 'marked';
import { contentImagePlaceholder } from '../../generator/images/table.ts';
import { navHref } from '../render/paths.ts';
import { slugify } from './slugify.ts';

export interface MarkdownHeading {
  depth: number;
  id: string;
  text: string;
}

export interface RenderedMarkdown {
  html: string;
  /** h2/h3 headings in order, for an on-page contents list. */
  headings: MarkdownHeading[];
  /** Words of text, for reading times. */
  words: number;
}

/** A refusal with the 1-based line (within the Markdown body) it concerns. */
export class MarkdownError extends Error {
  constructor(
    message: string,
    public readonly line: number,
  ) {
    super(message);
    this.name = 'MarkdownError';
  }
}

const EXPLICIT_ID = /\s*\{#([a-z0-9]+(?:-[a-z0-9]+)*)\}\s*$/;
/**
 * A boxed checklist, a reading anchor in a long article (design review L r45: ~3,500 px of text with no figure):
 * a blockquote whose first line is `[!checklist] Its title`, then a list. Raw HTML is refused, so this is the one
 * way to box a list; a plain blockquote stays a quotation.
 */
const CHECKLIST = /^\[!checklist\][ \t]+(\S[^\n]*)$/;
/**
 * The links Markdown may hold, exactly as the refusal below lists them: plain `http:` is refused
 * like any other scheme (the site is served over https and its CSP upgrades insecure requests).
 */
const SAFE_HREF = /^(https:|mailto:|tel:|\/(?!\/)|#)/i;

const escapeHtml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

function lineOf(source: string, raw: string, from = 0): number {
  const at = source.indexOf(raw, from);
  return at < 0 ? 1 : source.slice(0, at).split('\n').length;
}

/** Renders one document. `source` is the Markdown body; line numbers in errors count from its first line. */
export function renderMarkdown(source: string): RenderedMarkdown {
  const headings: MarkdownHeading[] = [];
  const usedIds = new Set<string>();
  let lastHeading = '';
  let imageFrom = 0;

  // marked wraps errors thrown inside it, so a refusal is kept here and thrown after parsing.
  let refusal: MarkdownError | undefined;
  const refuse = (message: string, raw: string): string => {
    refusal ??= new MarkdownError(message, lineOf(source, raw.trim() || raw));
    return '';
  };
  const check = (token: Token): void => {
    if (token.type === 'html') refuse(`raw HTML is not allowed in Markdown ("${token.raw.trim().slice(0, 40)}"); write it as Markdown`, token.raw);
    if (token.type === 'link' && !SAFE_HREF.test(token.href)) refuse(`link "${token.href}" is not allowed; use https:, mailto:, tel:, a site path such as /pricing or an anchor such as #costs`, token.raw);
    if (token.type === 'image' && !token.href.startsWith('/')) refuse(`image "${token.href}" is not allowed; images must be files of content/ (a path starting with /: /images/chart.png is content/images/chart.png)`, token.raw);
    if (token.type === 'heading' && /\]\(/.test(token.text)) refuse('a heading cannot contain a link (the heading itself links to its anchor)', token.raw);
  };

  const marked = new Marked({
    gfm: true,
    renderer: {
      heading(this: { parser: { parseInline(tokens: Token[]): string } }, token: Tokens.Heading) {
        const explicit = EXPLICIT_ID.exec(token.text);
        const text = explicit ? token.text.replace(EXPLICIT_ID, '') : token.text;
        const inner = this.parser.parseInline(explicit ? Lexer.lexInline(text) : token.tokens);
        let id = explicit?.[1] ?? (slugify(text) || 'section');
        if (usedIds.has(id)) {
          if (explicit) refuse(`heading id "${id}" is used twice`, token.raw);
          let n = 2;
          while (usedIds.has(`${id}-${n}`)) n++;
          id = `${id}-${n}`;
        }
        usedIds.add(id);
        const plain = text.replace(/[*_`]/g, '');
        if (token.depth <= 3) headings.push({ depth: token.depth, id, text: plain });
        // A table is named after the heading it sits under, an h3 included (a table's own title, as in the articles).
        if (token.depth <= 3) lastHeading = plain;
        return `<h${token.depth} id="${id}"><a href="#${id}">${inner}</a></h${token.depth}>\n`;
      },
      link(this: { parser: { parseInline(tokens: Token[]): string } }, token: Tokens.Link) {
        const inner = this.parser.parseInline(token.tokens);
        const title = token.title ? ` title="${escapeHtml(token.title)}"` : '';
        if (token.href.startsWith('/')) {
          const href = token.href.includes('#') ? token.href : navHref(token.href);
          return `<a href="${escapeHtml(href)}"${title}>${inner}</a>`;
        }
        const external = /^https?:/i.test(token.href);
        return `<a href="${escapeHtml(token.href)}"${title}${external ? ' rel="noopener"' : ''}>${inner}</a>`;
      },
      // A placeholder naming the file under content/ and its line: it becomes a <picture> when a page
      // reads the body (load-collection.ts), so the parsed Markdown depends on its text only.
      image(token: Tokens.Image) {
        // Images render in document order: each is looked for after the one before (the same image twice has two lines).
        const at = source.indexOf(token.raw, imageFrom);
        const line = lineOf(source, token.raw, Math.max(at, 0));
        if (at >= 0) imageFrom = at + token.raw.length;
        return contentImagePlaceholder({ src: token.href, alt: token.text, title: token.title, line });
      },
      blockquote(this: { parser: { parse(tokens: Token[]): string; parseInline(tokens: Token[]): string } }, token: Tokens.Blockquote) {
        const [first, ...rest] = token.tokens;
        const match = first?.type === 'paragraph' ? CHECKLIST.exec((first as Tokens.Paragraph).text) : null;
        if (!match) return `<blockquote>\n${this.parser.parse(token.tokens)}</blockquote>\n`;
        if (!rest.some((t) => t.type === 'list')) return refuse('a "[!checklist]" box holds a list: write its items as "> - item" under the title line (and a "> " line between)', token.raw);
        return `<div class="checklist"><p><strong>${this.parser.parseInline(Lexer.lexInline(match[1]!))}</strong></p>\n${this.parser.parse(rest)}</div>\n`;
      },
      table(this: { parser: { parseInline(tokens: Token[]): string } }, token: Tokens.Table) {
        const cell = (c: Tokens.TableCell, tag: 'th' | 'td', scope?: string) => `<${tag}${scope ? ` scope="${scope}"` : ''}>${this.parser.parseInline(c.tokens)}</${tag}>`;
        const head = `<thead><tr>${token.header.map((c) => cell(c, 'th', 'col')).join('')}</tr></thead>`;
        // Each data cell carries its column's name, shown above it when narrow screens stack the rows (prose.css).
        const cell2 = (c: Tokens.TableCell, i: number) => cell(c, 'td').replace('<td>', `<td data-label="${escapeHtml(token.header[i].text)}">`);
        const body = `<tbody>${token.rows.map((row) => `<tr>${row.map((c, i) => (i === 0 ? cell(c, 'th', 'row') : cell2(c, i))).join('')}</tr>`).join('')}</tbody>`;
        const label = escapeHtml(lastHeading || 'Table');
        return `<section class="table-scroll" tabindex="0" aria-label="${label}"><table>${head}${body}</table></section>\n`;
      },
    },
  });
  const tokens = marked.lexer(source);
  marked.walkTokens(tokens, check);
  if (refusal) throw refusal;
  const html = marked.parser(tokens);
  if (refusal) throw refusal;
  const words = html.replace(/<[^>]+>/g, ' ').split(/\s+/).filter(Boolean).length;
  return { html, headings, words };
}
