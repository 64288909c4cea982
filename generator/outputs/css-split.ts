/**
 * One stylesheet per page family, cut from the site's full Tailwind output: the first visit must fit
 * HTML + CSS in 14 KB gzip (one TCP round trip), and a family uses only part of the site's utilities.
 *
 * Pruning is conservative: a utility rule is kept when ANY class in its selector is used by the
 * family, so a rule a page needs is never dropped (at worst an unused `group-hover:` rule stays).
 * Outside `@layer utilities` (preflight, components) everything is kept, but variables nothing uses.
 * "Used" means the class tokens of the family's HTML plus, on pages with islands, every candidate in
 * the island sources: states such as an error message or a success card appear only after a click.
 */
import type { ChildNode } from 'postcss';
import { Scanner } from '@tailwindcss/oxide';

const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g;

/** The class tokens of an HTML document (attribute values are HTML-escaped by React: `&amp;` etc.). */
export function htmlClassTokens(html: string): Set<string> {
  const tokens = new Set<string>();
  for (const [, value] of html.matchAll(CLASS_ATTRIBUTE)) {
    const decoded = value.replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&#x27;', "'").replaceAll('&lt;', '<').replaceAll('&gt;', '>');
    for (const token of decoded.split(/\s+/)) if (token) tokens.add(token);
  }
  return tokens;
}

/** Every Tailwind candidate the scanner finds in source files (over-inclusive by design). */
export function sourceCandidates(files: { content: string; extension: string }[]): Set<string> {
  return new Set(new Scanner({ sources: [] }).scanFiles(files));
}

/** Undoes CSS identifier escaping: `\:` -> `:`, `\31 ` -> `1`. */
export function unescapeCssIdentifier(escaped: string): string {
  return escaped.replace(/\\([0-9a-fA-F]{1,6}\s?|[\s\S])/g, (_, seq: string) =>
    /^[0-9a-fA-F]{1,6}\s?$/.test(seq) ? String.fromCodePoint(parseInt(seq.trim(), 16)) : seq,
  );
}

const CLASS_IN_SELECTOR = /\.((?:\\[0-9a-fA-F]{1,6}\s?|\\[\s\S]|[\w-])+)/g;

export function selectorClasses(selector: string): string[] {
  return [...selector.matchAll(CLASS_IN_SELECTOR)].map((m) => unescapeCssIdentifier(m[1]));
}

/**
 * The stylesheet as a tree whose leaves keep their minified text, parsed once: each family's cut is
 * then string concatenation. Utility rules carry their classes; declarations carry their property.
 */
export type CssNode =
  | { kind: 'group'; open: string; children: CssNode[]; variables: boolean; utilities: boolean }
  | { kind: 'rule'; css: string; classes: string[] }
  | { kind: 'decl'; css: string; prop: string }
  | { kind: 'property'; css: string; name: string }
  | { kind: 'other'; css: string };

function toTree(node: ChildNode, inUtilities: boolean, inVariables: boolean): CssNode {
  if (node.type === 'atrule') {
    if (node.name === 'property') return { kind: 'property', css: node.toString(), name: node.params.trim() };
    if (!node.nodes) return { kind: 'other', css: node.toString() };
    const layer = node.name === 'layer' ? node.params.trim() : '';
    const utilities = inUtilities || layer === 'utilities';
    const variables = inVariables || layer === 'theme' || layer === 'properties';
    const open = `@${node.name}${node.params ? `${node.raws.afterName ?? ' '}${node.params}` : ''}${node.raws.between ?? ''}{`;
    return { kind: 'group', open, utilities, variables, children: node.nodes.map((n) => toTree(n, utilities, variables)) };
  }
  if (node.type === 'rule') {
    if (inUtilities) return { kind: 'rule', css: node.toString(), classes: selectorClasses(node.selector) };
    if (inVariables) return { kind: 'group', open: `${node.selector}{`, utilities: false, variables: true, children: node.nodes.map((n) => toTree(n, false, true)) };
    return { kind: 'other', css: node.toString() };
  }
  if (node.type === 'decl') return { kind: 'decl', css: `${node.toString()};`, prop: node.prop };
  return { kind: 'other', css: node.toString() };
}

interface CutFilter {
  used: Set<string>;
  /** Custom properties some kept CSS mentions in var(); undefined keeps every variable. */
  referenced?: Set<string>;
}

function emit(node: CssNode, filter: CutFilter): string {
  switch (node.kind) {
    case 'rule':
      return node.classes.length > 0 && !node.classes.some((c) => filter.used.has(c)) ? '' : node.css;
    case 'decl':
      return filter.referenced && node.prop.startsWith('--') && !filter.referenced.has(node.prop) ? '' : node.css;
    case 'property':
      return filter.referenced && !filter.referenced.has(node.name) ? '' : node.css;
    case 'other':
      return node.css;
    case 'group': {
      const inner = node.children.map((child) => emit(child, filter)).join('');
      // Minified rules drop the last declaration's semicolon; keep that byte saved.
      return inner ? `${node.open}${inner.replace(/;$/, '')}}` : '';
    }
  }
}

/**
 * The full stylesheet as the tree `createCssSplitter` cuts from: plain data, so the build keeps it
 * beside the stylesheet in its cache (css.ts) instead of parsing 40 KB of CSS with PostCSS every build.
 */
export async function parseStylesheet(fullCss: string): Promise<CssNode[]> {
  // Loaded here, not with the module: a build whose stylesheet is cached never pays for loading PostCSS.
  const { default: postcss } = await import('postcss');
  return postcss.parse(fullCss).nodes.map((n) => toTree(n, false, false));
}

/**
 * `cut` returns the minified CSS for one set of used classes.
 * Tailwind declares a custom property for every theme value the whole site uses (theme layer), and a
 * default plus an `@property` rule for every `--tw-*` variable its utilities use; a cut keeps only
 * those some `var(--…)` in the pruned stylesheet mentions (counted conservatively, anywhere).
 */
export function createCssSplitter(tree: CssNode[]): { cut(used: Set<string>): string } {
  return {
    cut(used) {
      const pruned = tree.map((n) => emit(n, { used })).join('');
      const referenced = new Set([...pruned.matchAll(/var\((--[\w-]+)/g)].map((m) => m[1]));
      return tree.map((n) => emit(n, { used, referenced })).join('');
    },
  };
}
