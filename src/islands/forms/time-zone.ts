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

/**
 * The zones the demo form's time zone list offers (IANA ids, the value the form posts). The
 * visitor's own zone is added first when it is not among them, and chosen.
 */
export const COMMON_TIME_ZONES = [
  'UTC',
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Anchorage',
  'Pacific/Honolulu',
  'America/Toronto',
  'America/Mexico_City',
  'America/Sao_Paulo',
  'Europe/London',
  'Europe/Dublin',
  'Europe/Paris',
  'Europe/Berlin',
  'Europe/Zurich',
  'Europe/Madrid',
  'Europe/Stockholm',
  'Africa/Johannesburg',
  'Asia/Dubai',
  'Asia/Kolkata',
  'Asia/Singapore',
  'Asia/Hong_Kong',
  'Asia/Tokyo',
  'Australia/Sydney',
  'Pacific/Auckland',
] as const;

/** "America/New_York" as a person reads it: "America / New York". */
export function timeZoneLabel(zone: string): string {
  return zone.replaceAll('_', ' ').replaceAll('/', ' / ');
}
