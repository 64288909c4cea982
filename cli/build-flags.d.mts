import type { ClientRuntime } from '../generator/config/client-runtime.mjs';

export interface BuildFlags {
  out: string;
  production: boolean;
  quiet: boolean;
  draft: boolean;
  force: boolean;
  help: boolean;
  /** Render threads (generator/session/pipeline.ts `renderWorkers`); output is the same whatever the number. */
  workers?: number;
  client?: ClientRuntime;
  /** A folder whose content files take the place of content/'s (src/collections/content-root.ts); always built in full. */
  contentFrom?: string;
}

/** What a build is given: its flags, and the environment it reads its configuration from (`--client` applied). */
export interface BuildSettings extends Omit<BuildFlags, 'client' | 'help'> {
  environment: Record<string, string | undefined>;
}

export const BUILD_FLAGS: Record<string, { type: 'string' | 'boolean'; value?: string; default?: string; short?: string; help: string }>;
export function buildUsage(): string;
export function parseBuildFlags(args: string[]): { flags: BuildFlags } | { error: string };
export function buildSettings(flags: BuildFlags, environment?: Record<string, string | undefined>): BuildSettings;
