import type { BuildProblem } from '../check/errors.ts';
import type { ClientAssets, EngineConfig, EngineRoute } from '../config/site.ts';
import type { PageUsage } from './usage.ts';

export const BODY_BUDGET_BYTES: number;

export interface BodyStore {
  keep(body: string): () => string;
  readonly scratchDir: string | undefined;
  close(): void;
}
export function createBodyStore(options?: { budget?: number; dir?: string; prefix?: string }): BodyStore;

/** A thrown error as data (message and stack, and a problem the render named itself), as it crosses threads. */
export type ErrorData = { message: string; stack: string; problem?: BuildProblem };
export function errorData(error: unknown): ErrorData;
export function errorFromData(data: ErrorData): Error;

/** What one body used, or why it failed. */
export type BodyResult = { path: string; usage: PageUsage; reads: Set<string> } | { path: string; error: ErrorData };
/** A finished document: its HTML as UTF-8 bytes from a worker (handed over, never on the main heap as a string), a string from the main thread. */
export type PageResult = { path: string; html: string | Uint8Array; links: string[]; jsonLd: unknown[]; reads: Set<string> } | { path: string; error: ErrorData };

export interface PageRenderer {
  navigationProblems: BuildProblem[];
  bodies(routes: EngineRoute[]): BodyResult[];
  document(path: string, stylesheetHref: string): (PageResult & { html?: string }) | undefined;
  close(): void;
}

export function createPageRenderer(
  site: import('../config/site.ts').SiteModule,
  input: { config: EngineConfig; assets: ClientAssets; template: string; budget?: number; scratchDir?: string; scratchPrefix?: string },
): PageRenderer;
