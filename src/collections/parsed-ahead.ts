/**
 * Content parsed ahead of time, by a hash of its source text (see parsed-content.ts). Empty here; the
 * site bundle (generator/config/load-site.ts) replaces this module with the parsed front matter and
 * Markdown of every file under content/ as they were when the bundle was made. Running from source
 * (dev, tests) everything is parsed when loaded.
 */
export const PARSED_AHEAD: { frontMatter: Record<string, string>; markdown: Record<string, string> } = { frontMatter: {}, markdown: {} };
