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
 * Deliberately simple: something@something.tld with no spaces. The characters refused are
 * spelled out (JavaScript's \s set: ASCII whitespace plus the Unicode spaces, the
 * non-breaking space among them) because Postgres' own \s follows the server's locale and
 * let a pasted non-breaking space through. Written so that the same source text means the
 * same thing as a JavaScript RegExp (with or without the v flag browsers use for `pattern`)
 * and as a Postgres regular expression: browser, functions and database agree on every address.
 */
const NOT_SPACE_OR_AT = '[^@\\s\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff]';
/** The address without anchors: what an `<input pattern>` takes (the browser anchors it itself). */
export const EMAIL_INPUT_PATTERN = `${NOT_SPACE_OR_AT}+@${NOT_SPACE_OR_AT}+\\.${NOT_SPACE_OR_AT}+`;
export const EMAIL_PATTERN_SOURCE = `^${EMAIL_INPUT_PATTERN}$`;
export const EMAIL_PATTERN = new RegExp(EMAIL_PATTERN_SOURCE);
