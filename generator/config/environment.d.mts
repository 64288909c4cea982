/** Types of environment.mjs (plain JavaScript so cli/run.mjs can load it without tsx). */
export function loadEnvironment(cwd?: string, env?: Record<string, string | undefined>): Record<string, string | undefined>;
