/**
 * One stylesheet per page family, cut from the site's full Tailwind output: the first visit must fit
 * HTML + CSS in 14 KB gzip (one TCP round trip), and a family uses only part of the site's utilities.
 *
 * Pruning is conservative: a utility rule is kept when ANY class in its selector is used by the
 * family, so a rule a page needs is never dropped (at worst an unused `group-hover:` rule stays).
 * Everything outside `@layer utilities` (theme variables, preflight, components, @property) is kept.
 * "Used" means the class tokens of the family's HTML plus, on pages with islands, every candidate in
 * the island sources: states such as an error message or a success card appear only after a click.
 */
import postcss, { type AtRule, type ChildNode, type Container, type Root } from 'postcss';
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

function isUtilitiesLayer(node: ChildNode): node is AtRule {
  return node.type === 'atrule' && node.name === 'layer' && node.params.trim() === 'utilities';
}

/** Removes rules none of whose classes is used, then at-rules left empty. */
function prune(container: Container, used: Set<string>): void {
  container.each((node) => {
    if (node.type === 'rule') {
      const classes = selectorClasses(node.selector);
      if (classes.length > 0 && !classes.some((c) => used.has(c))) node.remove();
    } else if (node.type === 'atrule' && node.nodes) {
      prune(node, used);
      if (node.nodes.length === 0) node.remove();
    }
  });
}

/**
 * Tailwind declares a custom property for every theme value the whole site uses (theme layer), and
 * a default plus an `@property` rule for every `--tw-*` variable its utilities use. A family's cut
 * needs only those some remaining `var(--…)` mentions (conservatively counted anywhere in the
 * stylesheet, declarations about to go included).
 */
function dropUnreferencedVariables(root: Root): void {
  const referenced = new Set([...root.toString().matchAll(/var\((--[\w-]+)/g)].map((m) => m[1]));
  root.each((node) => {
    if (node.type !== 'atrule') return;
    if (node.name === 'property' && !referenced.has(node.params.trim())) node.remove();
    else if (node.name === 'layer' && ['theme', 'properties'].includes(node.params.trim())) {
      node.walkDecls((decl) => {
        if (decl.prop.startsWith('--') && !referenced.has(decl.prop)) decl.remove();
      });
    }
  });
}

/** Parses the full stylesheet once; `cut` then returns the minified CSS for one set of used classes. */
export function createCssSplitter(fullCss: string): { cut(used: Set<string>): string } {
  const root: Root = postcss.parse(fullCss);
  return {
    cut(used) {
      const copy = root.clone();
      copy.each((node) => {
        if (isUtilitiesLayer(node)) prune(node, used);
      });
      dropUnreferencedVariables(copy);
      // postcss keeps each node's original (minified) formatting, so the result stays minified.
      return copy.toString();
    },
  };
}
