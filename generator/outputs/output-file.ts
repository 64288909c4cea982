/** One file of the output folder, relative to its root (forward slashes). */
export interface OutputFile {
  path: string;
  content: string | Uint8Array;
}

/**
 * A binary file of the output folder copied from a file on disk (a cached Open Graph card) instead of
 * being read into memory and written out again. Not precompressed: only text is.
 */
export interface CopiedFile {
  path: string;
  from: string;
}

export type EmittedFile = OutputFile | CopiedFile;
