/**
 * The style guide of content/README.md ("Style guide"), checked over every built page's visible text:
 * one date format, units written one way, non-breaking hyphens in number compounds, American
 * spelling and terms, and button labels in Title Case (docs/product-rules.md#labels-in-title-case).
 */
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import type * as cheerio from 'cheerio';
import { describe, expect, it } from 'vitest';
import { ARTICLES, FEATURED_ARTICLE } from '../../src/content/trends.ts';
import { ADD_ONS, TIERS } from '../../src/content/pricing.ts';
import { INDUSTRY_CARDS } from '../../src/content/industries.ts';
import { PROMPT_BOOKS } from '../../src/content/prompt-engineering.ts';
import { SOLUTIONS } from '../../src/content/solutions.ts';
import { DIST, loadPage } from '../helpers/site.ts';

function routes(dir = DIST): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return entry.name === 'assets' ? [] : routes(join(dir, entry.name));
    return entry.name === 'index.html' ? [`/${relative(DIST, dir).replaceAll('\\', '/')}`.replace(/\/$/, '') || '/'] : [];
  });
}

const pages = routes().map((path) => {
  const $ = loadPage(path);
  $('script, style, head').remove();
  return { path, $, text: $('body').text().replace(/[ \t\n]+/g, ' ') };
});

const MONTHS = 'January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec';
const RULES: [string, RegExp][] = [
  ['day-first date (write "April 1, 2025")', new RegExp(`\\b\\d{1,2} (${MONTHS}) \\d{4}\\b`, 'g')],
  ['numeric date (write "March 2, 2025")', /\b\d{1,2}\/\d{1,2}\/\d{2,4}\b/g],
  ['unit without a no-break space (write "500 ms", "128 GB")', /\d(?: |)(?:ms|GB|TB|MB|KB)\b/g],
  ['number compound with a breakable hyphen (use U+2011: "14‑day")', /\b\d+-(?:day|minute|hour|week|month|year)\b/g],
  ['number range with a hyphen (write "1–2 weeks" with an en dash)', /\b\d+-\d+ (?:days?|weeks?|months?|hours?|minutes?)\b/g],
  ['breakable "organization-wide"', /\borganization-wide\b/gi],
  ['"timezone" (write "time zone")', /\btimezone\b/gi],
  // The demo is named 'See It In Action' (docs/product-rules.md#names-in-capitals); every heading and label spells it that way.
  ['"See It In Action" in another case', /\b(?!See It In Action\b)[Ss]ee [Ii]t [Ii]n [Aa]ction\b/g],
  // US lease terms: termination options and CAM, not the UK's break options and service charge.
  ['UK lease term', /\b(?:break options?|service[- ]charges?|dilapidations)\b/gi],
  // "analys…" with no word boundary before it: the page text joins neighbouring elements, and a panel's "Analysed" tag
  // read as "agreementAnalysed" slipped past a leading \b (read-through after design review Q r47).
  ['British spelling', /(?:\b(?:organis\w*|licence|colour\w*|behaviour\w*|centre\w*|favour\w*|catalogue)|analys(?:e|ed|ing))\b/gi],
];

/** Words Title Case leaves lower-case (unless first). */
const MINOR = new Set(['a', 'an', 'and', 'as', 'at', 'but', 'by', 'for', 'in', 'of', 'on', 'or', 'per', 'the', 'to', 'vs', 'via', 'with']);

export function isTitleCase(label: string): boolean {
  return label
    .split(/\s+/)
    .filter(Boolean)
    .every((word, i) => !/^[a-z]/.test(word) || (i > 0 && MINOR.has(word.replace(/[^a-z]/g, ''))));
}

describe('style guide over the built pages', () => {
  it('knows Title Case from sentence case', () => {
    expect(isTitleCase('See It In Action')).toBe(true);
    expect(isTitleCase('Back to Home')).toBe(true);
    expect(isTitleCase('See it in action')).toBe(false);
    expect(isTitleCase('Compare plans')).toBe(false);
    expect(looksTitleCased('Privacy Built Into the Architecture')).toBe(true);
    expect(looksTitleCased('Privacy built into the architecture')).toBe(false);
    expect(looksTitleCased('SOC 2 and HIPAA')).toBe(false);
  });

  it.each(RULES)('no %s', (_, pattern) => {
    const hits = pages.flatMap(({ path, text }) => [...text.matchAll(pattern)].map((m) => `${path}: …${text.slice(Math.max(0, m.index! - 25), m.index! + m[0].length + 10)}…`));
    expect(hits).toEqual([]);
  });

  it('writes every button label in Title Case', () => {
    const offenders = pages.flatMap(({ path, $ }) =>
      $('button, a.rounded-lg.font-semibold.justify-center')
        .map((_, el) => $(el).text().replace(/\s+/g, ' ').trim())
        .get()
        .filter((label) => label && !isTitleCase(label))
        .map((label) => `${path}: "${label}"`),
    );
    expect([...new Set(offenders)]).toEqual([]);
  });

  it('writes headings in sentence case (article titles and the names the product rules write in capitals exempt)', () => {
    // Names in capitals ('See It In Action', the Learn tabs, SOC 2 Type II: docs/product-rules.md#names-in-capitals) keep them;
    // article and analysis titles are headlines in Title Case by convention.
    const titles = new Set([...ARTICLES.map((a) => a.title), FEATURED_ARTICLE.title]);
    const offenders = pages.flatMap(({ path, $ }) =>
      $('main h1, main h2, main h3')
        .filter((_, el) => !isWhollyLink($(el)))
        .map((_, el) => $(el).text().replace(/\s+/g, ' ').trim())
        .get()
        .filter((heading) => !titles.has(heading) && !NAMES_IN_CAPITALS.has(heading) && looksTitleCased(heading))
        .map((heading) => `${path}: "${heading}"`),
    );
    expect([...new Set(offenders)]).toEqual([]);
  });

  // Issue 35: two-word card titles in Title Case ("Domain Expertise") beside sentence-case ones ("Small
  // language models") read as two systems. A card's title that is not a link is a heading; only names keep
  // their capitals: the plans and add-ons, the industries and audiences, the solutions, the prompt books,
  // articles, names in capitals.
  it('writes card titles that are not links in sentence case, names of plans, add-ons, industries and articles apart', () => {
    const names = new Set([
      ...NAMES_IN_CAPITALS,
      ...TIERS.map((t) => t.name),
      ...ADD_ONS.map((a) => a.name),
      ...INDUSTRY_CARDS.map((c) => c.title),
      // The solutions are names too, and their cards' titles are link labels (Title Case, as in the navigation and footer).
      ...SOLUTIONS.map((s) => s.name),
      ...PROMPT_BOOKS.map((b) => b.industry),
      ...ARTICLES.map((a) => a.title),
      FEATURED_ARTICLE.title,
    ]);
    const offenders = pages.flatMap(({ path, $ }) =>
      $('main [data-cards] h3')
        .filter((_, el) => !isWhollyLink($(el)))
        .map((_, el) => $(el).text().replace(/\s+/g, ' ').trim())
        .get()
        .filter((title) => !names.has(title) && /^\S+(?: \S+)*$/.test(title) && laterWordsCapitalized(title))
        .map((title) => `${path}: "${title}"`),
    );
    expect([...new Set(offenders)]).toEqual([]);
  });

  // Review r5: "Domain expertise →" on the home cards beside "Domain Expertise" in the footer. A card whose
  // title is its link names a page: a link label, in Title Case (docs/product-rules.md#labels-in-title-case),
  // one spelling with the navigation.
  it('writes card-title links in Title Case', () => {
    const cardLinks = pages
      .flatMap(({ path, $ }) =>
        // (The technology tiles' title sits beside their icon badge, one level deeper: design review r44. Home's feature
        // cells are h4 under their group's h3: design review F r51 home item 2.)
        $('main [data-cards] h3 > a, main [data-cards] h4 > a, main [data-cards] [data-card] > a > span.font-semibold, main [data-cards] [data-card] > a > span.grid > span.font-semibold')
          .map((_, el) => ({ path, label: $(el).text().replace(/\s+/g, ' ').trim() }))
          .get(),
      );
    expect(cardLinks.map((l) => l.label)).toContain('Domain Expertise');
    expect(cardLinks.map((l) => l.label)).toContain('Why Small Models Win');
    const offenders = cardLinks.filter(({ label }) => !isTitleCase(label)).map(({ path, label }) => `${path}: "${label}"`);
    expect([...new Set(offenders)]).toEqual([]);
  });
});

/** A heading whose whole text is one link: its text is a link label (Title Case), not a heading's sentence. */
function isWhollyLink(heading: ReturnType<cheerio.CheerioAPI>): boolean {
  const link = heading.children('a');
  return link.length === 1 && link.text().trim() === heading.text().trim();
}

/** One or more words after the first that could be lower-case, all capitalized ("Cost Efficiency"). */
function laterWordsCapitalized(heading: string): boolean {
  const later = heading
    .replace(/^Step \d+: /, '')
    .split(/\s+/)
    .slice(1)
    .filter((word) => /^[a-z]/i.test(word) && !MINOR.has(word.toLowerCase()) && /[a-z]/.test(word.slice(1)));
  return later.length >= 1 && later.every((word) => /^[A-Z]/.test(word));
}

/** Names written in capitals (docs/product-rules.md#names-in-capitals): the demo, the Learn tabs, a framework. */
const NAMES_IN_CAPITALS = new Set(['See It In Action', 'AI Agent Fundamentals', 'Business AI Agents', 'AI Agent Framework', 'SOC 2 Type II']);

/** Two or more words after the first, and every one of them that could be lower-case is capitalized. */
function looksTitleCased(heading: string): boolean {
  const later = heading
    .split(/\s+/)
    .slice(1)
    .filter((word) => /^[a-z]/i.test(word) && !MINOR.has(word.toLowerCase()));
  return later.length >= 2 && later.every((word) => /^[A-Z]/.test(word));
}
