/**
 * Length limits and the e-mail rule shared by the edge functions' validation.
 * The migration's CHECK constraints hold the same numbers and pattern (SQL cannot import
 * this file); tests/backend compares the two, so change both together.
 * Kept free of imports, like lead-options.ts, so Node and Deno can both load it.
 */
export const FIELD_LIMITS = {
  personName: 100,
  fullName: 200,
  email: 254,
  companyName: 200,
  phone: 40,
  timezone: 64,
  notes: 2000,
} as const;

/**
 * Deliberately simple: something@something.tld with no spaces. It is written so that the
 * same source text means the same thing as a JavaScript RegExp and as a Postgres regular
 * expression, which lets the database and the functions agree on every address.
 */
export const EMAIL_PATTERN_SOURCE = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$';
export const EMAIL_PATTERN = new RegExp(EMAIL_PATTERN_SOURCE);
