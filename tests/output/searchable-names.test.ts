/**
 * Issue 32: button and link text holds the characters a visitor types. A non-breaking hyphen
 * (U+2011) kept "Follow‑Up" on one line, and hid it from find-in-page, voice control ("click
 * follow-up") and any search for "follow-up"; words are kept together with CSS instead
 * (src/components/Headline.tsx, `.keep-word`). Checked over every HTML file the build wrote.
 */
import { readdirSync, readFileSync } from 'node:fs';
import * as cheerio from 'cheerio';
import { describe, expect, it } from 'vitest';
import { DIST } from '../helpers/site.ts';

/** What a visitor says or searches for to reach a control: its text, its label, a submit's value. */
const CONTROLS = 'a, button, summary, [role=button], [role=tab], [role=link], input[type=submit], input[type=button]';
const HIDDEN_CHARACTERS = /[\u2011\u00ad\u200b]/;

const pages = readdirSync(DIST, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html')).sort();

describe('names a visitor can search for', () => {
  it('the build wrote every page', () => expect(pages.length).toBeGreaterThan(40));

  it.each(pages)('%s: no control text holds a non-breaking or soft hyphen', (file) => {
    const $ = cheerio.load(readFileSync(`${DIST}${file}`, 'utf8'));
    const found = $(CONTROLS)
      .toArray()
      .map((el) => [$(el).text(), $(el).attr('aria-label') ?? '', $(el).attr('value') ?? ''].join(' ').replace(/\s+/g, ' ').trim())
      .filter((name) => HIDDEN_CHARACTERS.test(name));
    expect(found).toEqual([]);
  });

  it('keeps a hyphenated card title whole with a keep-word span, in plain text', () => {
    const $ = cheerio.load(readFileSync(`${DIST}technology/index.html`, 'utf8'));
    const link = $('[data-cards] a[href="/technology/rag#top"]');
    // The words at the card's foot (design review Q r52 item 5: one link pattern on the three approach cards).
    expect(link.text()).toBe('Explore Retrieval-Augmented Generation');
    expect(link.find('span.keep-word').text()).toBe('Retrieval-Augmented');
  });
});
