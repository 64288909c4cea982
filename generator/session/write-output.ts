/** Writes a complete list of files atomically (generator/session/staging.ts), for callers that hold them all. */
import { openStaging } from './staging.ts';
import type { OutputFile } from '../outputs/output-file.ts';

export async function writeOutputAtomically(outDir: string, files: OutputFile[]): Promise<void> {
  const staging = await openStaging(outDir);
  try {
    // In path order, one at a time: a file and a folder of the same name fail deterministically.
    for (const file of [...files].sort((a, b) => a.path.localeCompare(b.path))) await staging.write(file);
  } catch (error) {
    await staging.abort();
    throw error;
  }
  await staging.commit();
}
