/**
 * The evidence collections (content/customers, case-studies, people, assurance, methodology): what
 * the business supplies as proof, one Markdown file an entry. Nothing here is ever invented; a section
 * renders only when its collection has entries (src/content/evidence.ts). The schemas refuse a quote
 * without the quoted person's consent date and a result figure without its source and date.
 */
import * as z from './zod.ts';
import { isoDate } from './schemas.ts';
import { PRODUCT_FIGURE_IDS } from '../content/figures.ts';

const text = (what: string) => z.string({ error: `expected ${what} (text)` }).trim().min(1, `expected ${what}, found an empty text`);
/** A file beside the entry (a logo, a photo): SVG, PNG, JPEG or WebP, copied into the output. */
const imageFile = (what: string) =>
  z.string({ error: `expected ${what}: a file name beside this entry, e.g. "name.svg"` }).regex(/^[a-z0-9][a-z0-9-]*\.(svg|png|jpe?g|webp)$/, `expected ${what}: a lowercase file name ending .svg, .png, .jpg or .webp, beside this entry`);
const slug = (what: string) => z.string({ error: `expected ${what}` }).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, `expected ${what} (lowercase words joined by hyphens)`);
const httpsUrl = (what: string) => z.string({ error: `expected ${what}` }).regex(/^https:\/\/\S+$/, `expected ${what} as a full https:// address`);
const draft = z.boolean({ error: 'expected true or false' }).default(false);

export const customerSchema = z.strictObject({
  name: text('the customer\'s name as they allow it to be shown'),
  logo: imageFile('the customer\'s logo'),
  /** The industry page (content/industries/{slug}.md) whose logo strip shows this customer. */
  industry: slug('the industry page\'s slug, e.g. financial-services'),
  /** When the customer agreed to be named: no date, no logo on the site. */
  namedWithPermissionOn: isoDate,
  draft,
});

export const caseStudySchema = z.strictObject({
  /** The customer (content/customers/{slug}.md) the study is about. */
  customer: slug('the customer\'s file name without .md, e.g. sample-bank'),
  title: text('the case study\'s headline (its page title, 5-61 characters: " | brand" follows)').max(61, 'expected at most 61 characters: " | brand" follows it in the page title'),
  summary: text('one or two sentences for the card and search results (50-160 characters)'),
  problem: text('the customer\'s problem, in a paragraph'),
  approach: text('what was deployed and how, in a paragraph'),
  results: z
    .array(
      z.strictObject(
        {
          figure: text('the result figure, e.g. "62%"'),
          label: text('the words completing the figure'),
          source: text('where the figure comes from (whose measurement, of what)'),
          date: isoDate,
        },
        { error: 'expected a result with figure, label, source and date' },
      ),
      { error: 'expected a list of results ("- figure: ..." lines)' },
    )
    .min(1, 'expected at least one result'),
  quote: z
    .strictObject(
      {
        text: text('the quoted words'),
        name: text('the quoted person\'s name'),
        role: text('their role and organisation'),
        consentDate: isoDate,
      },
      { error: 'expected a quote with text, name, role and consentDate (the date the person agreed to be quoted)' },
    )
    .optional(),
  /** The solution pages (content/solutions/{slug}.md) that show this study beside the product at work; optional. */
  solutions: z.array(slug('a solution page\'s slug, e.g. risk-assessment'), { error: 'expected a list of solution slugs ("- risk-assessment" lines)' }).optional(),
  publishedOn: isoDate,
  draft,
});

export const personSchema = z.strictObject({
  name: text('the person\'s name'),
  role: text('their role'),
  photo: imageFile('their photo').optional(),
  bio: text('a short biography, two or three sentences'),
  profile: httpsUrl('their public profile (LinkedIn or similar)').optional(),
  order: z.number({ error: 'expected a whole number giving the position on /about' }).int('expected a whole number'),
  draft,
});

const soc2Schema = z.strictObject({
  kind: z.literal('soc2-type-ii'),
  status: z.union([z.literal('report-available'), z.literal('audit-in-progress')], { error: 'expected report-available or audit-in-progress' }),
  periodStart: isoDate,
  periodEnd: isoDate,
  auditor: text('the audit firm'),
  howToRequest: text('how a customer obtains the report (e.g. under NDA from the security address)'),
  draft,
});
const penTestSchema = z.strictObject({
  kind: z.literal('penetration-test'),
  date: isoDate,
  firm: text('the testing firm'),
  scope: text('what was tested'),
  outcome: text('what was found and fixed, in a sentence').optional(),
  draft,
});
const subprocessorSchema = z.strictObject({
  kind: z.literal('subprocessor'),
  name: text('the subprocessor\'s name'),
  purpose: text('what it processes, for what'),
  location: text('where the data is processed'),
  draft,
});
const disclosurePolicySchema = z.strictObject({
  kind: z.literal('disclosure-policy'),
  summary: text('one sentence on how to report a vulnerability; the body holds the policy'),
  draft,
});

export const assuranceSchema = z.discriminatedUnion('kind', [soc2Schema, penTestSchema, subprocessorSchema, disclosurePolicySchema], {
  error: 'expected kind: soc2-type-ii, penetration-test, subprocessor or disclosure-policy',
});

export const methodologySchema = z.strictObject({
  /** Which product figure this entry explains (src/content/figures.ts). */
  figure: z.union(
    PRODUCT_FIGURE_IDS.map((id) => z.literal(id)) as unknown as [z.ZodType<string>, z.ZodType<string>],
    { error: `expected one of the product figures: ${PRODUCT_FIGURE_IDS.join(', ')}` },
  ),
  dataset: text('the data set the figure was measured on'),
  measuredOn: isoDate,
  conditions: text('the conditions: hardware, model version, configuration'),
  /**
   * Optional: what a comparative figure is measured against ("5x faster" than what), completing
   * "compared with ...". Pages say it beside the figure only when the business has supplied it.
   */
  baseline: text('what the figure is compared with, completing "compared with ..."').optional(),
  draft,
});

export type Customer = z.output<typeof customerSchema>;
export type CaseStudy = z.output<typeof caseStudySchema>;
export type Person = z.output<typeof personSchema>;
export type Assurance = z.output<typeof assuranceSchema>;
export type Methodology = z.output<typeof methodologySchema>;
