/**
 * One zod schema per content collection: what each Markdown file's front matter must hold. The
 * messages say what was expected, in an editor's words; the loader adds the file, line and field.
 */
import { z } from 'zod';
import { DESCRIPTION_LENGTH, TITLE_LENGTH } from '../render/validate.ts';

const text = (what: string) => z.string({ error: `expected ${what} (text)` }).trim().min(1, `expected ${what}, found an empty text`);

/** YAML reads `2026-11-10` as a date; pages want the ISO text back. */
export const isoDate = z.preprocess(
  (value) => (value instanceof Date && !Number.isNaN(value.getTime()) ? value.toISOString().slice(0, 10) : value),
  z.string({ error: 'expected a date written YYYY-MM-DD' }).regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a date written YYYY-MM-DD'),
);

export const pageMetaSchema = z.object(
  {
    title: z
      .string({ error: 'expected the page title (text, without the brand)' })
      .min(TITLE_LENGTH.min, `expected ${TITLE_LENGTH.min}-${TITLE_LENGTH.max} characters`)
      .max(TITLE_LENGTH.max, `expected ${TITLE_LENGTH.min}-${TITLE_LENGTH.max} characters`),
    description: z
      .string({ error: 'expected the search-result description (text)' })
      .min(DESCRIPTION_LENGTH.min, `expected ${DESCRIPTION_LENGTH.min}-${DESCRIPTION_LENGTH.max} characters`)
      .max(DESCRIPTION_LENGTH.max, `expected ${DESCRIPTION_LENGTH.min}-${DESCRIPTION_LENGTH.max} characters`),
    keywords: z.array(text('a keyword'), { error: 'expected a list of keywords ("- keyword" lines)' }).min(3, 'expected 3 to 10 keywords').max(10, 'expected 3 to 10 keywords'),
  },
  { error: 'expected a meta block with title, description and keywords' },
);

const draft = z.boolean({ error: 'expected true or false' }).default(false);

export const articleSchema = z.strictObject(
  {
    title: text('the article headline'),
    shortTitle: text('a short title for breadcrumbs'),
    category: text('a category such as "Industry Analysis"'),
    date: isoDate,
    readTime: z.string({ error: 'expected a read time such as "6 min read"' }).regex(/^\d+ min read$/, 'expected a read time such as "6 min read"'),
    excerpt: text('a one- or two-sentence summary for cards and feeds'),
    meta: pageMetaSchema,
    draft,
  },
);

export const legalSchema = z.strictObject(
  {
    label: text('the page name for breadcrumbs, e.g. "Privacy Policy"'),
    meta: pageMetaSchema,
    hero: z.strictObject({ eyebrow: text('a small label').optional(), title: text('the page heading'), description: text('an introduction') }),
    lastUpdated: isoDate,
    draft,
  },
);

export type ArticleFrontMatter = z.output<typeof articleSchema>;
export type LegalFrontMatter = z.output<typeof legalSchema>;
