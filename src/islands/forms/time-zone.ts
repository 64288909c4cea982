/**
 * The visitor's IANA time zone ("Europe/Berlin"), for the demo form's prefilled field.
 *
 * The first `Intl.DateTimeFormat()` on a page loads the engine's locale data: 110-300 ms in one task
 * at 4x CPU in Chromium 156, measured, which made the demo form's hydration a long task (issue 11).
 * `Temporal.Now.timeZoneId()` answers the same question without that (0 ms), so it is asked first;
 * browsers without Temporal fall back to Intl.
 */
interface TemporalNow {
  Now: { timeZoneId(): string };
}

export function visitorTimeZone(): string {
  const temporal = (globalThis as { Temporal?: TemporalNow }).Temporal;
  if (typeof temporal?.Now?.timeZoneId === 'function') return temporal.Now.timeZoneId();
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
