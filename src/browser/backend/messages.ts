/**
 * The error catalogue (docs/product-rules.md#error-messages), word for word, plus the two failures of our own
 * wording that a visitor can meet: no network, and a request that hangs.
 */
export const MESSAGES = {
  /** A trial submit that failed with a non-error value. */
  generic: 'An error occurred',
  /** trial-webhook answered not OK. */
  webhookFailed: 'Failed to trigger webhook',
  /** schedule-demo answered not OK. */
  demoFailed: 'Failed to schedule demo',
  network: 'We could not reach our servers. Check your connection and try again; what you typed is still here.',
  timeout: 'Our servers took longer than 15 seconds to answer. Please try again; what you typed is still here.',
} as const;

/** How long a visitor waits for any backend call before we give up and say so. */
export const REQUEST_TIMEOUT_MS = 15_000;

/** A failure whose message is already fit to show. */
export class SubmitFailure extends Error {
  constructor(message: string, public readonly kind: 'network' | 'timeout' | 'response') {
    super(message);
    this.name = 'SubmitFailure';
  }
}

/**
 * An error object shows its own message; any other value shows the generic text.
 * "Error object" includes PostgREST's `{ code, message, details, hint }` as supabase-js returns it.
 */
export function messageFor(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (error && typeof error === 'object' && typeof (error as { message?: unknown }).message === 'string' && (error as { message: string }).message) {
    return (error as { message: string }).message;
  }
  return MESSAGES.generic;
}

export type SubmitResult = { ok: true; alreadySubscribed?: boolean } | { ok: false; message: string };
