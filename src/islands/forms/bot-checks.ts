/**
 * Cheap checks that drop form-filling bots in the page, before any call: a honeypot field a
 * person never sees (a bot that fills every input fills it too) and a minimum time between
 * the form appearing and its submit. A bot caught by the honeypot is shown the thank-you
 * card (nothing tells it what went wrong); a submit that comes too fast only asks to check
 * and submit again, since a fast person (autofill) must never lose a lead.
 */
export const HONEYPOT_FIELD = 'website';
export const MIN_FILL_MS = 2_500;
export const TOO_FAST_MESSAGE = 'Please take a moment to check your details, then submit again.';

export type BotVerdict = 'human' | 'honeypot' | 'too-fast';

export function judgeSubmission(data: FormData, shownAt: number, now: number): BotVerdict {
  if (String(data.get(HONEYPOT_FIELD) ?? '') !== '') return 'honeypot';
  if (now - shownAt < MIN_FILL_MS) return 'too-fast';
  return 'human';
}
