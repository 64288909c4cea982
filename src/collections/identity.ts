/**
 * The business's identity (content/identity.yaml): brand, legal entity, address, contacts, phone,
 * social profiles and security.txt's expiry, checked against a schema as it loads. One file the
 * business edits; src/site.ts hands its values to every page, the footer, the Organization JSON-LD
 * and security.txt. A bad file stops the build naming file, line and field, like a collection's.
 */
import { readFileSync } from 'node:fs';
import matter from 'gray-matter';
import * as z from './zod.ts';
import { BuildError } from '../../generator/check/errors.ts';
import { contentPath, type ContentRoots } from './content-root.ts';
import { describe, fieldLine } from './field-line.ts';
import { isoDate } from './schemas.ts';

/** The identity file, relative to content/ (or to a `--content-from` folder). */
export const IDENTITY_FILE = 'identity.yaml';

const text = (what: string) => z.string({ error: `expected ${what} (text)` }).trim().min(1, `expected ${what}, found an empty text`);
const httpsAddress = (what: string) => z.string({ error: `expected ${what} (an address)` }).regex(/^https:\/\/\S+$/, `expected ${what} as a full https:// address`);
const emailAddress = (what: string) => z.string({ error: `expected ${what} (an email address)` }).trim().regex(/^[^@\s]+@[^@\s]+\.[^@\s.]+$/, `expected ${what} (an email address)`);

export const identitySchema = z.strictObject({
  brand: text('the brand name every title and the footer show'),
  /** Empty until the business supplies it; a production build refuses it empty. */
  legalName: z.string({ error: 'expected the registered legal entity (text; "" until known)' }).trim(),
  address: z.strictObject(
    {
      street: text('the street line'),
      locality: text('the city'),
      region: text('the state or region'),
      postalCode: text('the postal code (in double quotes)'),
      country: z.string({ error: 'expected a two-letter country code such as "US"' }).regex(/^[A-Z]{2}$/, 'expected a two-letter country code such as "US"'),
    },
    { error: 'expected an address block: street, locality, region, postalCode, country' },
  ),
  phone: z.string({ error: 'expected the phone number as visitors dial it, e.g. "+1 (512) 555-2368"' }).trim().regex(/^\+\d[\d ()-]{6,}$/, 'expected an international number starting with "+", e.g. "+1 (512) 555-2368"'),
  email: z.strictObject(
    {
      sales: emailAddress('the sales address'),
      investors: emailAddress('the investor-relations address'),
      privacy: emailAddress('the address for privacy requests'),
      security: emailAddress('the address for vulnerability reports (security.txt Contact)'),
    },
    { error: 'expected an email block: sales, investors, privacy, security' },
  ),
  /**
   * Where a customer's operations team reaches support and escalates an incident, optional (trust review T2 r46, /about: "no
   * support or incident escalation line"; an operations buyer looks for one). /about lists it with the other contacts only
   * when supplied; a production build refuses a placeholder address or number here as it does above.
   */
  support: z
    .strictObject(
      {
        email: emailAddress('the support and incident escalation address'),
        phone: z.string({ error: 'expected the support number as visitors dial it, e.g. "+1 (512) 555-2368"' }).trim().regex(/^\+\d[\d ()-]{6,}$/, 'expected an international number starting with "+", e.g. "+1 (512) 555-2368"').optional(),
        hours: text('when support answers, e.g. "24/7 for severity 1; weekdays 8:00-18:00 CT otherwise"').max(100, 'expected at most 100 characters: it is one line under the address').optional(),
      },
      { error: 'expected a support block: email, and optionally phone and hours' },
    )
    .optional(),
  social: z.array(z.string({ error: 'expected a profile address' }).regex(/^https:\/\/\S+$/, 'expected a full https:// address'), { error: 'expected a list of profile addresses ("- https://..." lines, or [])' }),
  securityTxt: z.strictObject({ expires: isoDate }, { error: 'expected a securityTxt block with expires: YYYY-MM-DD' }),
  /**
   * Company facts a buyer or investor checks (design review: "no founding year, headcount, backers").
   * Optional, each one: /about and /investors show a fact only when the business has supplied it, never a guess.
   */
  facts: z
    .strictObject(
      {
        founded: z.number({ error: 'expected the founding year, e.g. 2021' }).int('expected a whole year').min(1900, 'expected a year after 1900').max(2100, 'expected a year before 2100').optional(),
        employees: z.number({ error: 'expected the headcount as a whole number, e.g. 42' }).int('expected a whole number').positive('expected at least 1').optional(),
        headquarters: text('the headquarters city, e.g. "Austin, TX"').optional(),
        /** The latest funding round as the business states it publicly (review round 5: "will you exist in 3 years?"). */
        funding: text('the latest funding round as you state it publicly, e.g. "Series A, 2025"').max(40, 'expected at most 40 characters: it is one fact beside the founding year').optional(),
        /** Each backer by name, or as `{ name, url }` to link the name to the backer's own page (review C r7: the backers could not be checked). */
        /**
         * The amount of the latest round (or raised in total), as the business states it publicly, optional (trust review T2
         * r46, /about: "no funding amount or runway signal"; a risk team's first question of a young vendor is viability).
         */
        fundingAmount: text('the amount raised as you state it publicly, e.g. "$18M Series A"').max(40, 'expected at most 40 characters: it is one fact beside the funding round').optional(),
        /**
         * How many customers run the product in production, and on what date that count was taken, optional (trust review T2
         * r46, /about: "no customer count: how many regulated customers in production?"). Shown with its as-of date, never
         * without it: a count with no date cannot be checked against the customers the site names.
         */
        customersInProduction: z
          .strictObject(
            {
              count: z.number({ error: 'expected the number of customers in production, a whole number' }).int('expected a whole number').positive('expected at least 1'),
              asOf: isoDate,
            },
            { error: 'expected customersInProduction with count and asOf (the date the count was taken, YYYY-MM-DD)' },
          )
          .optional(),
        backers: z
          .array(z.union([text('a backer\'s name'), z.strictObject({ name: text('a backer\'s name'), url: httpsAddress('the backer\'s page') })], { error: 'expected a backer\'s name, or name: and url: lines' }), { error: 'expected a list of backers ("- Name" lines)' })
          .min(1, 'expected at least one backer, or leave the field out')
          .optional(),
        /** The board of directors, one "Name, affiliation" each, optional (review C r7: "no board"); listed only when supplied. */
        board: z.array(text('a board member, e.g. "Name, Firm"'), { error: 'expected a list of board members ("- Name, Firm" lines)' }).min(1, 'expected at least one board member, or leave the field out').optional(),
        // The period the 500% ARR growth figure covers (review B round 5: the figure stood without one).
        // /investors shows it with the figure and in its notice only when supplied; never guessed.
        arrGrowthPeriod: text('the period the ARR growth covers, e.g. "FY2024 to FY2025"').max(40, 'expected a short period, e.g. "FY2024 to FY2025"').optional(),
        // Who published the 42% market growth (CAGR) /investors states (real-site trust review r34: "a market figure with no
        // source"). Shown with the figure only when supplied; never guessed.
        marketGrowthSource: text('who published the market growth figure, e.g. "Analyst firm, Report title, 2025"').max(80, 'expected a short citation, e.g. "Analyst firm, Report title, 2025"').optional(),
        // What keeps a customer's deployment running if the company cannot (review C r12: a bank's third-party-risk team
        // asks a young vendor about continuity). /about lists it with the assurance facts only when supplied; never guessed.
        continuity: text('what keeps a customer\'s deployment running if the company cannot, e.g. "Source-code escrow on request."').max(200, 'expected one or two sentences (at most 200 characters)').optional(),
      },
      { error: 'expected a facts block: founded, employees, headquarters, funding, fundingAmount, customersInProduction, backers, board, arrGrowthPeriod, marketGrowthSource, continuity (each optional)' },
    )
    .optional(),
});

export type Identity = z.output<typeof identitySchema>;

export interface LoadedIdentity {
  data: Identity;
  /** Path from the project root, e.g. `content/identity.yaml`: problems and the readiness report name it. */
  file: string;
  /** The file's line of a field (`['email', 'sales']`), for problems about a value. */
  lineOf(path: PropertyKey[]): number;
}

/** Reads and checks the identity file; a bad file throws one BuildError naming every problem with its line. */
export function loadIdentity(roots: ContentRoots): LoadedIdentity {
  const { path, shown: file } = contentPath(roots, IDENTITY_FILE);
  const source = readFileSync(path, 'utf8');
  let raw: unknown;
  try {
    // gray-matter's YAML (the one every content file is read with): the file is front matter without a body.
    raw = matter(`---\n${source}\n---\n`, {}).data;
  } catch (error) {
    const mark = (error as { mark?: { line: number } }).mark;
    throw new BuildError([{ where: `${file}:${(mark?.line ?? 0) + 1}`, message: `not valid YAML: ${(error as { reason?: string }).reason ?? (error as Error).message}`, hint: 'put text containing ": " or starting with a quote inside double quotes' }]);
  }
  // fieldLine counts from the text's first line, which is the file's first line.
  const lineOf = (fieldPath: PropertyKey[]) => fieldLine(source, fieldPath);
  const result = identitySchema.safeParse(raw);
  if (!result.success) {
    throw new BuildError(
      result.error.issues.map((issue) => {
        if (issue.code === 'unrecognized_keys') return { where: `${file}:${lineOf(issue.path)}`, message: `field(s) ${issue.keys.map((k) => `"${[...issue.path, k].join('.')}"`).join(', ')} are not part of the identity file`, hint: 'check the spelling against content/README.md' };
        const got = issue.path.reduce<unknown>((value, key) => (value as Record<PropertyKey, unknown> | undefined)?.[key as string], raw);
        return { where: `${file}:${lineOf(issue.path)}`, message: `field "${issue.path.join('.') || '(file)'}": ${issue.message} (found ${describe(got)})` };
      }),
      'Identity file refused',
    );
  }
  return { data: result.data, file, lineOf };
}
