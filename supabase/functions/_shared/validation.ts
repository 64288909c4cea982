import { z } from './zod.ts';
import {
  COMPANY_SIZE_OPTIONS,
  DEMO_REQUEST_FIELDS,
  INDUSTRY_OPTIONS,
  JOB_TITLE_OPTIONS,
  TRIAL_LEAD_FIELDS,
} from './lead-options.ts';
import { EMAIL_PATTERN, FIELD_LIMITS } from './field-limits.ts';

/*
 * Request schemas of the two functions. Every message names the field it is about, because
 * the 400 body is the only thing a developer integrating the form gets to see.
 * Unknown keys are refused (strict objects): a typo such as `firstName` must fail loudly
 * instead of silently dropping the value.
 */

const isMissing = (input: unknown) => input === undefined || input === null;

function requiredText(field: string, maxLength: number) {
  return z
    .string({ error: (issue) => (isMissing(issue.input) ? `${field} is required` : `${field} must be a string`) })
    .trim()
    .min(1, `${field} is required`)
    .max(maxLength, `${field} must be at most ${maxLength} characters`);
}

/** A string that may be absent, null or empty; all three are stored as null. */
function optionalText(field: string, maxLength: number) {
  return z
    .string({ error: `${field} must be a string or null` })
    .trim()
    .max(maxLength, `${field} must be at most ${maxLength} characters`)
    .nullish()
    .transform((value) => (value ? value : null));
}

function emailAddress(field: string) {
  return requiredText(field, FIELD_LIMITS.email).regex(EMAIL_PATTERN, `${field} must be a valid email address`);
}

function oneOf<const Options extends readonly [string, ...string[]]>(field: string, options: Options) {
  return z.enum(options, {
    error: (issue) =>
      isMissing(issue.input) ? `${field} is required` : `${field} must be one of: ${options.join(', ')}`,
  });
}

export const PREFERRED_DATE_IN_PAST_MESSAGE = 'preferredDate must be in the future';

/** `<input type=datetime-local>` value: YYYY-MM-DDTHH:MM, optionally :SS or :SS.sss. */
const DATETIME_LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?$/;

export function isDatetimeLocal(value: string): boolean {
  const match = DATETIME_LOCAL.exec(value);
  if (!match) return false;
  const [year, month, day, hour, minute] = match.slice(1, 6).map(Number);
  const second = Number(match[6] ?? '0');
  // Round-trip through Date.UTC to refuse dates such as 2026-02-30 or 25:00, which Postgres would reject.
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  return (
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hour &&
    date.getUTCMinutes() === minute
  );
}

/** The instant (ms since the epoch) of a valid datetime-local value read as wall-clock time in `timeZone`. */
export function instantOfLocalTime(datetimeLocal: string, timeZone: string): number {
  const [year, month, day, hour, minute] = datetimeLocal.split(/[-T:]/).map(Number);
  const second = Number(DATETIME_LOCAL.exec(datetimeLocal)?.[6] ?? '0');
  const wallClockAsUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  // The zone's offset at that moment; asked twice because the first guess may sit across a DST change.
  let instant = wallClockAsUtc - zoneOffsetMs(wallClockAsUtc, timeZone);
  instant = wallClockAsUtc - zoneOffsetMs(instant, timeZone);
  return instant;
}

function zoneOffsetMs(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((candidate) => candidate.type === type)?.value);
  const asUtc = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** An IANA zone name (as the browser's Intl reports it), known to this runtime's time zone data. */
export function isIanaTimeZone(value: string): boolean {
  // The shape check refuses offsets such as "+02:00", which newer Intl versions also accept.
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

function strictBody<Shape extends z.ZodRawShape>(fields: readonly string[], shape: Shape) {
  return z.strictObject(shape, {
    error: (issue) => {
      if (issue.code === 'unrecognized_keys') {
        return `Unexpected field(s): ${issue.keys.join(', ')}; expected only: ${fields.join(', ')}`;
      }
      if (issue.code === 'invalid_type') return `Request body must be a JSON object with the fields: ${fields.join(', ')}`;
      return undefined;
    },
  });
}

/** Body of trial-webhook: the eight snake_case trial fields (docs/product-rules.md#calls, call 2). */
export const trialLeadSchema = strictBody(TRIAL_LEAD_FIELDS, {
  first_name: requiredText('first_name', FIELD_LIMITS.personName),
  last_name: requiredText('last_name', FIELD_LIMITS.personName),
  email: emailAddress('email'),
  company_name: requiredText('company_name', FIELD_LIMITS.companyName),
  job_title: oneOf('job_title', JOB_TITLE_OPTIONS),
  industry: oneOf('industry', INDUSTRY_OPTIONS),
  company_size: oneOf('company_size', COMPANY_SIZE_OPTIONS),
  phone: optionalText('phone', FIELD_LIMITS.phone),
});
export type TrialLead = z.output<typeof trialLeadSchema>;

/** Body of schedule-demo, sent as the form has it (docs/product-rules.md#calls, call 3). */
export const demoRequestSchema = strictBody(DEMO_REQUEST_FIELDS, {
  name: requiredText('name', FIELD_LIMITS.fullName),
  email: emailAddress('email'),
  company: requiredText('company', FIELD_LIMITS.companyName),
  phone: optionalText('phone', FIELD_LIMITS.phone),
  preferredDate: requiredText('preferredDate', 32).refine(
    isDatetimeLocal,
    'preferredDate must be a real local date and time in the form YYYY-MM-DDTHH:MM (e.g. 2026-12-01T10:30)',
  ),
  notes: optionalText('notes', FIELD_LIMITS.notes),
  timezone: requiredText('timezone', FIELD_LIMITS.timezone).refine(
    isIanaTimeZone,
    'timezone must be an IANA time zone name such as Europe/Berlin or America/New_York',
  ),
}).refine(
  // zod runs this even when a field failed; only a valid date in a known zone is judged.
  (request) =>
    !isDatetimeLocal(String(request.preferredDate)) ||
    !isIanaTimeZone(String(request.timezone)) ||
    instantOfLocalTime(request.preferredDate, request.timezone) > Date.now(),
  {
  // The database refuses a past time too (migration trigger); saying so here names the field.
    message: PREFERRED_DATE_IN_PAST_MESSAGE,
    path: ['preferredDate'],
  },
);
export type DemoRequest = z.output<typeof demoRequestSchema>;

/** One readable sentence listing every problem, each naming its field. */
export function describeValidationError(error: z.ZodError): string {
  return error.issues
    .map((issue) => {
      const field = issue.path.join('.');
      return field && !issue.message.startsWith(field) ? `${field}: ${issue.message}` : issue.message;
    })
    .join('; ');
}
