/** Types of compile-entry.mjs (plain JavaScript so cli/run.mjs can load it without tsx). */
export function compiledEntry(options: { entry: string; dir: string; keep?: number }): Promise<string>;
