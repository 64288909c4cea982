/**
 * What a page used while it rendered: its islands, the class names and hrefs it wrote. Rendering
 * records them as it goes (through generator/render/jsx-runtime.ts); a render that returns HTML has its
 * class and href attributes read from that HTML as well (a few milliseconds for the whole site), because
 * an element created outside the render never passes the collector: a module-level JSX constant, built
 * once at import, had its classes silently left out of the family stylesheet (solutions helper, r47).
 *
 * Rendering is synchronous (renderToString), so one module-level collector is enough: `collectUsage`
 * installs it for the duration of one render and removes it afterwards, even when the render throws.
 * Outside a collection (the browser, unit tests rendering components) every `record*` is a no-op.
 */

export interface IslandUse {
  /** The island's name, as its marker writes it (`data-island`). */
  name: string;
  when: 'load' | 'idle' | 'visible';
}

export interface PageUsage {
  /** In document order, one entry per marker. */
  islands: IslandUse[];
  /** Every class token written in a class attribute. */
  classes: Set<string>;
  /** Every href written (links, stylesheet, icons, preloads), as written. */
  links: Set<string>;
}

/** While collecting: `classNames` gathers whole class attribute values (a page repeats the same few hundred). */
let current: (PageUsage & { classNames: Set<string> }) | undefined;

export function collectUsage<T>(render: () => T): { result: T; usage: PageUsage } {
  const outer = current;
  const collecting = { islands: [], classes: new Set<string>(), links: new Set<string>(), classNames: new Set<string>() };
  current = collecting;
  try {
    const result = render();
    if (typeof result === 'string') readAttributes(collecting, result);
    // Each distinct class attribute value is split once, here, not once per element.
    for (const value of collecting.classNames) addClasses(collecting.classes, value);
    return { result, usage: { islands: collecting.islands, classes: collecting.classes, links: collecting.links } };
  } finally {
    current = outer;
  }
}

/** Class attribute value -> its tokens, shared by every page (the site's components repeat the same values). */
const tokensOf = new Map<string, string[]>();

function addClasses(target: Set<string>, value: string): void {
  let tokens = tokensOf.get(value);
  if (!tokens) {
    tokens = value.split(/\s+/).filter(Boolean);
    if (tokensOf.size < 50_000) tokensOf.set(value, tokens);
  }
  for (const token of tokens) target.add(token);
}

const RAW_CLASS = /\sclass="([^"]*)"/g;
const RAW_HREF = /\shref="([^"]*)"/g;
const unescapeAttribute = (value: string) =>
  value.replaceAll('&quot;', '"').replaceAll('&#x27;', "'").replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');

/** The class and href attributes as written in `html` (what elements made outside the render contributed). */
function readAttributes(target: { classNames: Set<string>; links: Set<string> }, html: string): void {
  for (const [, value] of html.matchAll(RAW_CLASS)) target.classNames.add(value.includes('&') ? unescapeAttribute(value) : value);
  for (const [, value] of html.matchAll(RAW_HREF)) target.links.add(unescapeAttribute(value));
}

/**
 * Called by the JSX runtime for every element created during a collection. Records `className` (of
 * any element: a component that receives one passes it on; at worst a rule too many is kept),
 * `href`, and the island marker (`data-island` + `data-hydrate`, written by the site's island component).
 * Markup injected raw through `dangerouslySetInnerHTML` (Markdown rendered to HTML, say) never
 * passes through JSX, so its class and href attributes are read from that fragment. Elements made
 * with `createElement` directly, or before the collection began, are found in the returned HTML instead.
 */
export function recordProps(props: Record<string, unknown> | null | undefined): void {
  if (!current || !props) return;
  const { className, href, dangerouslySetInnerHTML } = props as { className?: unknown; href?: unknown; dangerouslySetInnerHTML?: { __html?: unknown } };
  if (typeof className === 'string') current.classNames.add(className);
  if (typeof href === 'string') current.links.add(href);
  const island = (props as Record<string, unknown>)['data-island'];
  if (typeof island === 'string') current.islands.push({ name: island, when: (props as Record<string, unknown>)['data-hydrate'] as IslandUse['when'] });
  const raw = dangerouslySetInnerHTML?.__html;
  if (typeof raw === 'string' && raw.includes('<')) {
    for (const [, value] of raw.matchAll(RAW_CLASS)) addClasses(current.classes, unescapeAttribute(value));
    for (const [, value] of raw.matchAll(RAW_HREF)) current.links.add(unescapeAttribute(value));
  }
}

/*
 * Inputs a page read, for incremental builds (generator/session/incremental.ts). A site declares each input
 * it can tell apart with a hash of its current state (`declareInput`, e.g. one content file's body)
 * and records a read whenever code touches it (`recordRead`). A read inside `trackReads` belongs to
 * the page being rendered; any other read (while the module loads, say) belongs to every page.
 */
const declared = new Map<string, string>();
const outsideReads = new Set<string>();
let reading: Set<string> | undefined;

/** Names an input and the hash of its current state. */
export function declareInput(key: string, hash: string): void {
  declared.set(key, hash);
}

/** Records that `key` was read: by the page being rendered, or, outside a render, by every page. */
export function recordRead(key: string): void {
  (reading ?? outsideReads).add(key);
}

/** Runs `work`, returning the inputs it read (nested calls add theirs to the outer one too). */
export function trackReads<T>(work: () => T): { result: T; reads: Set<string> } {
  const outer = reading;
  const reads = new Set<string>();
  reading = reads;
  try {
    return { result: work(), reads };
  } finally {
    reading = outer;
    if (outer) reads.forEach((key) => outer.add(key));
  }
}

/** Every declared input with its hash, and the inputs read outside any page. */
export function inputState(): { declared: Record<string, string>; outside: string[] } {
  return { declared: Object.fromEntries(declared), outside: [...outsideReads].sort() };
}
