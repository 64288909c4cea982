/**
 * Idempotency keys of form attempts. One attempt is one form's content: retrying it (a
 * second click after an error, "Back to plans" and submit again, a reload and submit again,
 * a lost answer) sends the same Idempotency-Key, so the backend stores one row and notifies
 * once. The key lives in sessionStorage (per tab, survives reloads) next to a fingerprint of
 * the content; changed content is a new attempt with a new key. A success ends the attempt.
 */
export interface AttemptKeys {
  keyFor(content: unknown): string;
  finish(): void;
}

type KeyStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function attemptKeys(form: string, store: KeyStore | undefined = sessionStore()): AttemptKeys {
  const storageKey = `vertiq:attempt:${form}`;
  let inMemory: { key: string; fingerprint: string } | null = null;
  return {
    keyFor(content) {
      const fingerprint = JSON.stringify(content);
      const saved = readSaved(store, storageKey) ?? inMemory;
      if (saved && saved.fingerprint === fingerprint) return saved.key;
      inMemory = { key: newUuid(), fingerprint };
      try {
        store?.setItem(storageKey, JSON.stringify(inMemory));
      } catch {
        // Storage full or blocked: the attempt still holds within this page.
      }
      return inMemory.key;
    },
    finish() {
      inMemory = null;
      try {
        store?.removeItem(storageKey);
      } catch {
        // Nothing to clean up when storage is blocked.
      }
    },
  };
}

function readSaved(store: KeyStore | undefined, storageKey: string): { key: string; fingerprint: string } | null {
  try {
    const saved = JSON.parse(store?.getItem(storageKey) ?? 'null') as { key?: unknown; fingerprint?: unknown } | null;
    return saved && typeof saved.key === 'string' && typeof saved.fingerprint === 'string' ? { key: saved.key, fingerprint: saved.fingerprint } : null;
  } catch {
    return null;
  }
}

function sessionStore(): KeyStore | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined; // blocked by the browser's privacy settings
  }
}

/** A version 4 UUID (randomUUID needs a secure context; getRandomValues does not). */
function newUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
