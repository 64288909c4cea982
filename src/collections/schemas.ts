/**
 * One zod schema per content collection: what each Markdown file's front matter must hold. The
 * messages say what was expected, in an editor's words; the loader adds the file, line and field.
 */
import * as z from './zod.ts';
import { DESCRIPTION_LENGTH, TITLE_LENGTH } from '../../generator/check/validate.ts';
import { CONTENT_ICONS } from './icons.ts';

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
    /** The day the article last changed in substance, when it has since `date`: the sitemap and feeds show it. */
    updated: isoDate.optional(),
    readTime: z.string({ error: 'expected a read time such as "6 min read"' }).regex(/^\d+ min read$/, 'expected a read time such as "6 min read"'),
    excerpt: text('a one- or two-sentence summary for the article\'s page and feeds'),
    /**
     * The excerpt on the /trends card, when the summary is longer: one sentence that fits three lines at 390 px
     * (design review r8: every card's excerpt was cut mid-phrase with an ellipsis). Without it, the card shows `excerpt`.
     */
    cardExcerpt: text('a card excerpt of at most 110 characters').max(110, 'expected a card excerpt of at most 110 characters (three lines of a card on a phone)').optional(),
    /** The featured analysis of /trends (exactly one article): shown in the hero, not among the four cards. */
    featured: z.boolean({ error: 'expected true or false' }).default(false),
    meta: pageMetaSchema,
    draft,
  },
);

export const legalSchema = z.strictObject(
  {
    label: text('the page name for breadcrumbs, e.g. "Privacy Policy"'),
    meta: pageMetaSchema,
    hero: z.strictObject(
      { eyebrow: text('a small label').optional(), title: text('the page heading'), description: text('an introduction') },
      { error: 'expected a hero block with title and description' },
    ),
    lastUpdated: isoDate,
    draft,
  },
);

export type ArticleFrontMatter = z.output<typeof articleSchema>;
export type LegalFrontMatter = z.output<typeof legalSchema>;

/** `icon: piggy-bank` -> the lucide component (src/collections/icons.ts lists the names offered). */
export const iconName = z
  .string({ error: 'expected an icon name such as "piggy-bank"' })
  .refine((name) => name in CONTENT_ICONS, { error: (issue) => `unknown icon "${String(issue.input)}"; known icons: ${Object.keys(CONTENT_ICONS).join(', ')}` })
  .transform((name) => CONTENT_ICONS[name]);

const heroSchema = z.strictObject({
  eyebrow: text('a small label above the title').optional(),
  title: text('the page heading'),
  subtitle: text('a subtitle').optional(),
  description: text('the introduction under the heading'),
}, { error: 'expected a hero block with title and description' });

const stepSchema = z.strictObject({ title: text('a step title'), description: text('one or two sentences') });

/** Position among the pages of a collection: navigation, card grids and sibling links follow it. */
const order = (family: string) => z.number({ error: `expected a whole number giving the position among the ${family}` }).int('expected a whole number');

/** The card other pages (home) show for this page. */
const pageCardSchema = z.strictObject({ icon: iconName, summary: text('one sentence for the home page card') });
const closingSchema = z.strictObject({ title: text('the closing title'), description: text('the closing sentence') });
/** What the Service JSON-LD node says about the offering. */
const serviceSchema = z.strictObject({ serviceType: text('what is offered, for structured data'), audience: text('who it is for') });
/** A titled section with an introduction and a list (cards, steps...) under `key`. */
const section = <K extends string, T extends z.ZodType>(key: K, item: T, what: string) =>
  z.strictObject({ title: text('the section title'), intro: text('the section introduction'), [key]: z.array(item).min(1, `expected at least one ${what}`) } as { title: z.ZodString; intro: z.ZodString } & Record<K, z.ZodArray<T>>);

const cardSchema = z.strictObject({
  icon: iconName,
  title: text('a card title'),
  description: text('one or two sentences'),
  href: z.string().regex(/^\/[a-z0-9/-]*$/, 'expected a site path such as /pricing').optional(),
});

/** An industry page's feature card: the team it serves and the outcome for them (the agents section lists the tasks). */
const teamCardSchema = z.strictObject({
  icon: iconName,
  team: text('the team the card speaks to, e.g. "Care management"'),
  title: text('the outcome for that team'),
  description: text('one or two sentences'),
  /** The card speaks to model risk: it links to /methodology once the business has methodology entries (nothing before). */
  linkMethodology: z.literal(true, { error: 'expected true, or leave the field out' }).optional(),
  /** The plans the outcome needs, as a footnote at the card's foot, not a parenthesis in its sentence (design review N r52
   *  industry spot check item 3: on /financial-services the caveat made one card two lines longer than its row). */
  plans: text('the plans the card needs, e.g. "Business Elite and Enterprise plans"').optional(),
  /** The card makes an examiner-facing claim: it links to the audit trail and, once the business lists documents on request,
   *  to them on /security (trust review T8 r54 /financial-services item 3: "so examiners can retrace it" led only to how the
   *  figures are measured). */
  linkAudit: z.literal(true, { error: 'expected true, or leave the field out' }).optional(),
});

/** An industry page's agent: its icon (what it works on), its name and its one job. */
const agentCardSchema = z.strictObject({ icon: iconName, title: text('the agent name'), description: text('the one job it does, in a sentence') });

export const featureSchema = z.strictObject({
  name: text('the feature name (breadcrumbs and the home card title)'),
  /** Position among the features: home cards and sibling links follow it. */
  order: order('features'),
  icon: iconName,
  meta: pageMetaSchema,
  cardDescription: text('one sentence for the home page card'),
  hero: heroSchema,
  stats: z
    .array(z.strictObject({ value: text('a figure such as "98%"').refine((value) => /\d/.test(value), 'expected a figure with digits, such as "98%", "<1 s" or "AES-256"'), label: text('the words completing the figure') }), {
      error: 'expected a list of stats ("- value: ..." and "label: ..." lines)',
    })
    .min(2, 'expected 2 or 3 stats, or no stats line (a page without real figures has no strip)')
    .max(3, 'expected 2 or 3 stats')
    .optional(),
  /**
   * With two stats, the strip's third column: one static claim (docs/product-rules.md#static-claims) as the pages word
   * it (design review C r48, item 1: two figures left the band's right third blank).
   */
  statsClaim: text('one static claim, as src/content/claims.ts (STATIC_CLAIMS) words it').optional(),
  capabilities: section('cards', cardSchema, 'card'),
  steps: z.strictObject({ title: text('the section title'), steps: z.array(stepSchema).min(1, 'expected at least one step') }),
  compliance: z.strictObject({ intro: text('the compliance section introduction') }).optional(),
  /**
   * `true` when the feature comes with the audit plans ({{auditPlans}}) only, so not with the free trial's Business
   * features: the hero names those plans in a line of its own and the page offers Compare Plans, not the trial.
   */
  auditPlansOnly: z.literal(true, { error: 'expected auditPlansOnly: true, or no auditPlansOnly line' }).optional(),
  /** The page's own closing band title and sentence (the buttons are the family's). */
  closing: closingSchema,
  draft,
});

export type FeatureFrontMatter = z.output<typeof featureSchema>;

/** An industry page (content/industries/): everything but its demo sample, which is widget data. */
export const industrySchema = z.strictObject({
  name: text('the industry name (breadcrumbs, navigation, card title)'),
  /** Position in navigation and on the home page's industry grid. */
  order: order('industries'),
  meta: pageMetaSchema,
  card: pageCardSchema,
  hero: heroSchema,
  features: section('cards', teamCardSchema, 'card').extend({
    /**
     * A link under the introduction to the page that explains what it says, optional (trust review T2 r46: "reads each one in
     * full" beside a 32k-token context; the intro now says documents are split and retrieved, and links how).
     */
    introLink: z.strictObject({ label: text('the link label in Title Case'), path: z.string({ error: 'expected a path on this site' }).regex(/^\/[a-z0-9/-]*$/, 'expected a path on this site, e.g. /technology/rag') }).optional(),
  }),
  benefits: section('points', stepSchema, 'point').optional(),
  compliance: z.strictObject({ intro: text('the compliance section introduction') }).optional(),
  capabilities: section('cards', agentCardSchema, 'card'),
  testimonial: z.strictObject({ quote: text('the quotation'), role: text('a role, never a person’s name'), organization: text('a kind of organization') }).optional(),
  cta: closingSchema,
  service: serviceSchema,
  draft,
});

/** An audience page (content/audiences/): everything but its demo sample, which is widget data. */
export const audienceSchema = z.strictObject({
  name: text('the audience name (breadcrumbs, navigation, card title)'),
  order: order('audiences'),
  meta: pageMetaSchema,
  card: pageCardSchema,
  hero: heroSchema,
  privacy: text('one sentence on where the audience’s data stays, first in the frameworks band'),
  cards: z.strictObject({
    name: text('a section name used by tests, e.g. capabilities'),
    eyebrow: text('a small label'),
    title: text('the section title'),
    intro: text('the section introduction'),
    items: z.array(cardSchema).min(1, 'expected at least one card'),
  }),
  steps: z.strictObject({
    name: text('a section name used by tests, e.g. phases'),
    eyebrow: text('a small label'),
    title: text('the section title'),
    intro: text('the section introduction'),
    items: z.array(stepSchema).min(1, 'expected at least one step'),
  }),
  cta: closingSchema,
  service: serviceSchema,
  draft,
});

/** A solution page (content/solutions/): everything but its demo sample, which is widget data. */
export const solutionSchema = z.strictObject({
  name: text('the solution name (breadcrumbs, card title)'),
  order: order('solutions'),
  meta: pageMetaSchema,
  icon: iconName,
  summary: text('one sentence for the /solutions overview'),
  featured: z.boolean({ error: 'expected true (one of the four cards on /solutions) or false' }),
  serviceType: text('what is offered, for structured data'),
  /** The industry page (content/industries/{slug}.md) whose sector the solution serves, if one: its framework set on the page. */
  industry: z.string({ error: 'expected an industry page\'s slug, e.g. financial-services' }).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'expected an industry page\'s slug, e.g. financial-services').optional(),
  /** The industry pages whose agents do this job (their "Used in" strip, design review R r47 item 4); without it, `industry`. */
  industries: z
    .array(z.string({ error: 'expected an industry page\'s slug, e.g. legal' }).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'expected an industry page\'s slug, e.g. legal'))
    .min(1, 'expected at least one industry page, or leave the field out')
    .optional(),
  hero: heroSchema,
  capabilities: section('cards', cardSchema, 'card'),
  steps: z.strictObject({ title: text('the section title'), steps: z.array(stepSchema).min(1, 'expected at least one step') }).optional(),
  outcomes: z.strictObject({ title: text('the section title'), items: z.array(stepSchema).min(1, 'expected at least one outcome') }).optional(),
  /** The page's own closing band title and sentence (the buttons are the family's). */
  closing: closingSchema,
  draft,
});
