/** One file of the output folder, relative to its root (forward slashes). */
export interface OutputFile {
  path: string;
  content: string | Uint8Array;
}
