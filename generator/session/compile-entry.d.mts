/** Types of compile-entry.mjs (plain JavaScript so cli/run.mjs can load it without tsx). */
export function compiledEntry(options: { entry: string; dir: string; keep?: number }): Promise<string>;
/** Runs the compiled entry and answers its exports (exits 1 when it ran none of its code). */
export function runCompiledEntry(out: string): Promise<Record<string, any>>;
