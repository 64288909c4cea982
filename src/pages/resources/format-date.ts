/** "2026-11-10" -> "November 10, 2026", independent of the build machine's timezone and locale. */
export function formatDate(isoDate: string): string {
  return new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));
}
