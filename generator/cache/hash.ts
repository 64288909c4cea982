import { createHash } from 'node:crypto';

/** Content hash for asset file names: same bytes, same name (reproducible builds, immutable caching). */
export function contentHash(content: string | Uint8Array): string {
  return createHash('sha256').update(content).digest('base64url').slice(0, 10).replace(/[-_]/g, 'x');
}
