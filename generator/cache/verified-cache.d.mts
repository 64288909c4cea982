/** Types of verified-cache.mjs (plain JavaScript so cli/run.mjs and build-stamp.mjs can use it before TypeScript loads). */
export const FOLDER_RECORD: string;
export function sha256(bytes: string | Uint8Array): string;
export function warnDamaged(file: string, reason: string): void;
export function writeAside(file: string, bytes: string | Uint8Array): Promise<void>;
export function writeVerified(file: string, bytes: string | Uint8Array): Promise<void>;
export function readVerified(file: string): Promise<Buffer | undefined>;
export function readVerifiedText(file: string): Promise<string | undefined>;
export function removeVerified(file: string): Promise<void>;
export function verifyEntry(file: string, check: (bytes: Buffer) => string | undefined | Promise<string | undefined>): Promise<Buffer | undefined>;
export function recordFolder(dir: string): Promise<void>;
export function verifyFolder(dir: string): Promise<boolean>;
