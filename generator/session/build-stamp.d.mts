/** Types of build-stamp.mjs (plain JavaScript so cli/run.mjs can load it without tsx). */
export interface BuildStamp {
  fingerprint: string;
  /** Inode and change time of the output folder this build swapped in: a replaced or deleted folder does not match. */
  folder: string;
  pages: number;
  files: number;
  /** The configuration variables the fingerprint covers, as the site listed them. */
  configVariables: readonly string[];
}
export function treeKey(): Promise<string>;
export function codeTreeKey(): Promise<string>;
export function cliTreeKey(): Promise<string>;
export function configValues(names: readonly string[], environment?: Record<string, string | undefined>): Record<string, string | null>;
/** `environment`: the one the build's configuration was resolved from (the process's over .env when absent). */
export function buildFingerprint(options: { production: boolean; draft: boolean; configVariables: readonly string[]; environment?: Record<string, string | undefined> }): Promise<string>;
export function recordedConfigVariables(outDir: string): Promise<string[] | undefined>;
export function unchangedBuild(outDir: string, fingerprint: string): Promise<BuildStamp | undefined>;
export function forgetBuild(outDir: string): Promise<void>;
export function recordBuild(outDir: string, stamp: Omit<BuildStamp, 'folder'>): Promise<void>;
