/**
 * The shared footer, /journey, the 404 page, /privacy and /security, measured in Chromium at the widths the
 * design review (round 6) looked at: what each fix changed, so a later change cannot quietly undo it.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { boxes, useSite, type Box } from '../helpers/browser.ts';
import { CONTACT_ADDRESS_LINES } from '../../src/site.ts';

const site = useSite();

async function open(path: string, width: number): Promise<Page> {
  const page = await site.newPage({ width });
  await page.goto(`${site.baseUrl}${path}`, { waitUntil: 'load' });
  return page;
}

/** Each footer group's heading box, by its text. */
async function footerHeadings(page: Page): Promise<Record<string, Box>> {
  const headings = await page.locator('footer h2').evaluateAll((els) =>
    els.map((el) => {
      const r = el.getBoundingClientRect();
      return [el.textContent!, { x: r.x, y: r.y + scrollY, width: r.width, height: r.height }] as const;
    }),
  );
  return Object.fromEntries(headings);
}

describe('the footer', () => {
  // Round 6: at 1280 Solutions/Company and Teams/Resources stood as a 2x2 block, leaving ~300 px empty
  // under the brand column. Now one row: every group's heading on one line, Resources under Teams.
  it('sets its groups in one row at 1280, Resources under Teams in the last column', async () => {
    const page = await open('/legal', 1280);
    const h = await footerHeadings(page);
    const top = h.Industries!.y;
    for (const name of ['Solutions', 'Company', 'Teams']) expect(Math.abs(h[name]!.y - top), name).toBeLessThan(1);
    expect(h.Industries!.x).toBeLessThan(h.Solutions!.x);
    expect(h.Solutions!.x).toBeLessThan(h.Company!.x);
    expect(h.Company!.x).toBeLessThan(h.Teams!.x);
    expect(Math.abs(h.Resources!.x - h.Teams!.x)).toBeLessThan(1);
    expect(h.Resources!.y).toBeGreaterThan(h.Teams!.y);
    // The brand column starts the row, left of Industries.
    const [brand] = await boxes(page, 'footer > div:first-child > div:first-child');
    expect(brand!.x + brand!.width).toBeLessThan(h.Industries!.x);
    // The link block is no taller than its tallest column (Teams over Resources) plus padding.
    const [grid] = await boxes(page, 'footer > div:first-child');
    expect(grid!.height).toBeLessThan(420);
  });

  // Reviews A and B r36-r38: folded at 390, Industries alone on its row over two pairs looked unbalanced; one group a row.
  it('stands its folded groups one a row at 390, on one left edge, in the footer order', async () => {
    const page = await open('/legal', 390);
    const h = await footerHeadings(page);
    const order = ['Industries', 'Solutions', 'Company', 'Teams', 'Resources'];
    for (let i = 1; i < order.length; i++) {
      expect(h[order[i]!]!.y, order[i]).toBeGreaterThan(h[order[i - 1]!]!.y + h[order[i - 1]!]!.height);
      expect(Math.abs(h[order[i]!]!.x - h.Industries!.x), order[i]).toBeLessThan(1);
    }
  });

  // Review B r7: at 390 the thirteen industries made the footer ~1,070 px. The group is a native <details>,
  // closed on phones (a 24 px+ tap opens it), open from sm; its links are in the HTML at every width.
  it('folds the Industries group at 390 and shows every industry at 1280', async () => {
    const phone = await open('/legal', 390);
    const industries = phone.locator('footer details:has(h2:text-is("Industries"))');
    const links = industries.locator('a');
    expect(await links.count()).toBe(13);
    expect(await links.first().isVisible()).toBe(false);
    const [summary] = await boxes(phone, 'footer summary');
    expect(summary!.height).toBeGreaterThanOrEqual(24);
    const [footer] = await boxes(phone, 'footer');
    expect(footer!.height).toBeLessThan(900);
    await industries.locator('summary').click();
    expect(await links.last().isVisible()).toBe(true);
    const desk = await open('/legal', 1280);
    const deskLinks = desk.locator('footer details a');
    for (let i = 0; i < 13; i++) expect(await deskLinks.nth(i).isVisible()).toBe(true);
  });

  // Reviews A r22, B r24-r31: Industries alone folded at 390 while the other groups stood open read as inconsistent.
  it('folds every link group alike at 390, and opens every one from sm', async () => {
    const groups = ['Industries', 'Solutions', 'Company', 'Teams', 'Resources'];
    const phone = await open('/legal', 390);
    for (const name of groups) {
      const group = phone.locator(`footer details:has(h2:text-is("${name}"))`);
      expect(await group.count(), name).toBe(1);
      expect(await group.locator('a').first().isVisible(), name).toBe(false);
    }
    // Folded, the link block is the brand and the groups' headings, one a row.
    const [grid] = await boxes(phone, 'footer > div:first-child');
    expect(grid!.height).toBeLessThan(520);
    await phone.locator('footer details:has(h2:text-is("Company")) summary').click();
    expect(await phone.locator('footer details:has(h2:text-is("Company")) a').last().isVisible()).toBe(true);
    const desk = await open('/legal', 1280);
    for (const name of groups) expect(await desk.locator(`footer details:has(h2:text-is("${name}")) a`).last().isVisible(), name).toBe(true);
  });

  // Review B r8: at 390 the fold showed the browser's black triangle, the only one on the site, and it pushed the
  // heading off the other groups' left edge. Now the menu's chevron after the heading, gone from sm where the group is open.
  it('marks the folded Industries group with the site chevron, its heading on the other groups\' left edge', async () => {
    const chevron = async (page: Page) =>
      page.locator('footer summary').first().evaluate((summary) => {
        const after = getComputedStyle(summary, '::after');
        return { display: getComputedStyle(summary).display, content: after.content, border: after.borderRightWidth, rotate: after.rotate };
      });
    const phone = await open('/legal', 390);
    const closed = await chevron(phone);
    expect(closed.display).not.toBe('list-item');
    expect(closed).toMatchObject({ content: '""', border: '2px', rotate: '45deg' });
    const h = await footerHeadings(phone);
    expect(Math.abs(h.Industries!.x - h.Solutions!.x)).toBeLessThan(1);
    await phone.locator('footer summary').first().click();
    expect((await chevron(phone)).rotate).toBe('225deg');
    const desk = await open('/legal', 1280);
    expect((await chevron(desk)).content).toBe('none');
  });

  // Review B r8: at 1280 the one-line address wrapped "Suite / 400" in the brand column. It is set in postal
  // lines (street, suite, locality: CONTACT_ADDRESS_LINES), and none of them wraps at either width.
  it.each([390, 1280])('sets the address in postal lines, none wrapping, at %i px', async (width) => {
    const page = await open('/legal', width);
    const m = await page.locator('footer address > span').evaluate((span) => {
      const style = getComputedStyle(span);
      return { lines: span.querySelectorAll('br').length + 1, height: span.getBoundingClientRect().height - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom), lineHeight: parseFloat(style.lineHeight) };
    });
    expect(m.lines).toBe(CONTACT_ADDRESS_LINES.length);
    expect(Math.round(m.height / m.lineHeight)).toBe(m.lines);
  });
});

describe('/journey', () => {
  // Round 8: the outcomes, closed behind four identical bars, were the page's hidden payoff; they are open as a
  // compact checklist at the rail's full width, each stage but the last closing on its decision; the stages
  // (~1,360 px closed) kept under 2,050 px. Review B1 r11 put a pilot report's layout in the hero; reviews B r18 and
  // r19 found it a skeleton, then a broken outline, on phones; written out, it shows at every width (tests/browser/journey-phone-hero.test.ts).
  it('shows each stage\'s outcomes open and its decision at 390, the stages under 2,050 px', async () => {
    const page = await open('/journey', 390);
    const outcomes = page.locator('[data-outcomes]');
    expect(await outcomes.count()).toBe(4);
    const items = await boxes(page, '[data-outcomes] li');
    expect(items).toHaveLength(12);
    for (const li of items) expect(li.height).toBeGreaterThan(0);
    const [stages] = await boxes(page, '[data-steps="journey"]');
    // A rule and 32 px each side between stages since design review L r52 item 3 (the stages ran together): ~100 px more.
    expect(stages!.height).toBeLessThan(2200);
    const decisions = await boxes(page, '[data-steps="journey"] [data-decision]');
    expect(decisions).toHaveLength(4); // three decisions, and the last stage's "Next:" line in the same slot
    for (const pill of decisions) expect(pill.height).toBeGreaterThan(0);
    const [story] = await boxes(page, '[data-step] h3 + p');
    const [list] = await boxes(page, '[data-outcomes]');
    expect(Math.abs(list!.x - story!.x)).toBeLessThan(1);
    expect(Math.abs(list!.width - story!.width)).toBeLessThan(1);
    // On phones the decision follows the outcomes' checklist, 16 px under it.
    const [checklist] = await boxes(page, '[data-outcomes] ul');
    expect(decisions[0]!.y - (checklist!.y + checklist!.height)).toBeGreaterThanOrEqual(12);
  });

  // Review B1 r11: at 1280 the decisions stood only in the hero card, and the rail was pale icon squares on a line
  // "you can barely see"; now the numbered circles joined by a line, as at 390. Each decision closes its outcomes card, at
  // its foot (design review A r49 item 1: under the story it left the card short, a white block under it).
  it('sets each stage\'s outcomes beside its story, its decision at the card\'s foot, on a rail of numbers joined by a line at 1280', async () => {
    const page = await open('/journey', 1280);
    expect(await page.locator('[data-hero-visual] [data-pilot-report]').isVisible()).toBe(true);
    const lists = await boxes(page, '[data-outcomes] li');
    expect(lists).toHaveLength(12);
    for (const li of lists) expect(li.height).toBeGreaterThan(0);
    const stories = await boxes(page, '[data-step] h3 + p');
    const cards = await boxes(page, '[data-outcomes]');
    const decisions = await boxes(page, '[data-steps="journey"] [data-decision]');
    expect(decisions).toHaveLength(4); // three decisions, and the last stage's "Next:" line in the same slot
    for (const [i, pill] of decisions.entries()) {
      expect(cards[i]!.x).toBeGreaterThan(stories[i]!.x + 400);
      expect(pill.x).toBeGreaterThan(cards[i]!.x);
      const foot = cards[i]!.y + cards[i]!.height - (pill.y + pill.height);
      expect(foot).toBeGreaterThanOrEqual(16);
      expect(foot).toBeLessThanOrEqual(24);
    }
    const rail = await page.locator('[data-steps="journey"] > li').evaluateAll((steps) =>
      steps.map((li) => {
        const [marker, connector] = [li.querySelector(':scope > span:not([data-connector])')!, li.querySelector(':scope > [data-connector]')];
        const box = (el: Element | null) => el && (el.getBoundingClientRect().toJSON() as DOMRect);
        return { text: marker.textContent, marker: box(marker)!, round: getComputedStyle(marker).borderRadius, connector: box(connector), color: connector && getComputedStyle(connector).backgroundColor, next: box(li.nextElementSibling?.querySelector(':scope > span:not([data-connector])') ?? null) };
      }),
    );
    expect(rail.map((r) => r.text)).toEqual(['1', '2', '3', '4']);
    for (const r of rail) {
      expect(r.marker.width).toBe(32);
      expect(r.round).not.toBe('0px');
      if (!r.next) continue;
      // The line runs from under this circle to just above the next, centred on them, 2 px wide and coloured.
      expect(r.connector!.width).toBe(2);
      expect(Math.abs(r.connector!.x + 1 - (r.marker.x + 16))).toBeLessThan(1);
      expect(r.connector!.y).toBeGreaterThanOrEqual(r.marker.y + r.marker.height);
      expect(r.next.y - (r.connector!.y + r.connector!.height)).toBeLessThan(8);
      expect(r.color).not.toMatch(/rgba\(0, 0, 0, 0\)|transparent/);
    }
  });
});

describe('the 404 page', () => {
  // Round 6: ~3,400 px at 390 for an error page, sixteen industry chips among it.
  it('is under 3,000 px at 390, with five industry chips and a link to all of them', async () => {
    const page = await open('/404.html', 390);
    const [body] = await boxes(page, 'body');
    expect(body!.height).toBeLessThan(3000);
    expect(await page.locator('[data-industry-links] ul a').count()).toBe(5);
    expect(await page.locator('[data-all-industries]').isVisible()).toBe(true);
  });

  // Review B r7: beside the copy two cards floated at different widths, tops and bottoms. r8: side by side under the
  // copy, the talk card stretched to a blank band between its copy and its buttons, and the hero's right half was blank.
  it('sets the talk card beside the copy at 1280, the industry chips in one row across the hero under both, no band in the talk card', async () => {
    const page = await open('/404.html', 1280);
    const [home] = await boxes(page, '[data-home-link]');
    const [title] = await boxes(page, 'h1');
    const [industries] = await boxes(page, '[data-section="industries"]');
    const [talk] = await boxes(page, '[data-section="talk"]');
    // Beside the copy, in the hero's right half, starting within the copy's height.
    expect(talk!.x).toBeGreaterThan(home!.x + 500);
    expect(talk!.x + talk!.width).toBeGreaterThan(1200);
    expect(talk!.y).toBeLessThan(home!.y + home!.height);
    expect(talk!.y + talk!.height).toBeGreaterThan(title!.y);
    // r9: top-aligned, not centred on the copy where it aligned with nothing; r10: level with the H1, not the eyebrow,
    // and ending level with the Home button, so both columns start and end together.
    expect(Math.abs(talk!.y - title!.y), 'talk card level with the H1').toBeLessThan(2);
    expect(Math.abs(talk!.y + talk!.height - (home!.y + home!.height)), 'talk card ends level with Home').toBeLessThan(2);
    // r10: its copy at the body size, not 14 px beside the 18 px lede.
    expect(await page.locator('[data-section="talk"] > p').evaluate((p) => getComputedStyle(p).fontSize)).toBe('16px');
    // The industries across the hero, under both.
    expect(industries!.y).toBeGreaterThan(Math.max(home!.y + home!.height, talk!.y + talk!.height));
    expect(industries!.width).toBeGreaterThan(1200);
    const chips = await boxes(page, '[data-industry-links] ul li');
    expect(new Set(chips.map((chip) => Math.round(chip.y))).size).toBe(1);
    // r9: All Industries and Teams at the end of the chips' row, not alone under it.
    const [all] = await boxes(page, '[data-all-industries]');
    const last = chips[chips.length - 1]!;
    expect(all!.x).toBeGreaterThan(last.x + last.width);
    expect(Math.abs(all!.y + all!.height / 2 - (last.y + last.height / 2))).toBeLessThan(2);
    // The buttons right under the copy, and the card ends at their foot plus its padding.
    const [copy] = await boxes(page, '[data-section="talk"] > p');
    const buttons = await boxes(page, '[data-section="talk"] a');
    const top = Math.min(...buttons.map((b) => b.y));
    const bottom = Math.max(...buttons.map((b) => b.y + b.height));
    // (The card spans the copy's height, so its buttons, at its foot, may sit a few px below their 20 px gap.)
    expect(top - (copy!.y + copy!.height)).toBeLessThanOrEqual(20 + 12);
    expect(talk!.y + talk!.height - bottom).toBeLessThan(24 + 1 + 1);
  });

  // Review B r10 at 390: three full-width buttons stacked under the copy, the intro ending on "to continue.", and six
  // full-width name-only section rows.
  for (const width of [360, 390]) {
    it(`at ${width} px sets the talk card's buttons side by side at half width on one line, balances the intro, and the main sections two to a row`, async () => {
      const page = await open('/404.html', width);
      const buttons = await boxes(page, '[data-section="talk"] a');
      const [talk] = await boxes(page, '[data-section="talk"]');
      expect(buttons).toHaveLength(2);
      expect(Math.abs(buttons[0]!.y - buttons[1]!.y)).toBeLessThan(1);
      expect(buttons[1]!.x).toBeGreaterThan(buttons[0]!.x + buttons[0]!.width);
      for (const button of buttons) {
        expect(button.width).toBeGreaterThan((talk!.width - 60) / 2);
        // One line of 14 px text in a 42 px button (two lines would be 62 px), and well over the 24 px target minimum.
        expect(button.height).toBeLessThan(50);
      }
      const lines = await page.locator('[data-section="hero"] h1 + p').evaluate((p) => {
        const range = document.createRange();
        range.selectNodeContents(p);
        return [...range.getClientRects()].map((r) => r.width);
      });
      expect(lines.length).toBeGreaterThan(1);
      expect(lines[lines.length - 1]!, 'the intro\'s last line not a stub').toBeGreaterThan(Math.max(...lines) * 0.6);
      const sections = await boxes(page, '[data-section="main-sections"] li');
      expect(sections).toHaveLength(6);
      expect(new Set(sections.map((box) => Math.round(box.y))).size).toBe(3);
      for (const box of sections) expect(box.height).toBeLessThan(100);
      // Each name inside its tile's padding (12 px), on one line.
      const names = await page.locator('[data-section="main-sections"] li a').evaluateAll((links) =>
        links.map((a) => {
          const range = document.createRange();
          range.selectNodeContents(a.querySelector('span.block')!);
          return { room: a.getBoundingClientRect().right - range.getBoundingClientRect().right, lines: range.getClientRects().length };
        }),
      );
      for (const name of names) {
        expect(name.room).toBeGreaterThanOrEqual(12);
        expect(name.lines).toBe(1);
      }
    });
  }
});

describe('/learn at 1280', () => {
  // Review B r7: the hero text started ~130 px left of the lessons, and §1.1's text ended ~270 px above its drawing.
  // Review A r36: the page sat on a narrower centred grid than the logo and the closing band; lines ran ~100 characters.
  it('sets the hero, the tabs and the lessons on the logo\'s left edge, the text at a reading measure beside the module\'s contents, and §1.1\'s loop under its text', async () => {
    const page = await open('/learn', 1280);
    const [logo] = await boxes(page, 'header a[aria-label="Vertiq home"]');
    const [eyebrow] = await boxes(page, '[data-section="hero"] p');
    const [tabs] = await boxes(page, '[role=tablist]');
    const [band] = await boxes(page, '[data-section="learn-cta"] .cta-surface');
    for (const edge of [eyebrow!.x, tabs!.x, band!.x]) expect(Math.abs(edge - logo!.x)).toBeLessThan(1);
    const [text] = await boxes(page, '#fundamentals-1 [data-lesson-body] > div:first-child');
    // ~80 characters a line: 44 rem at 18 px.
    expect(text!.width).toBeLessThanOrEqual(704);
    expect(await page.locator('#fundamentals-1 p').first().evaluate((p) => getComputedStyle(p).fontSize)).toBe('18px');
    const [rail] = await boxes(page, '#panel-fundamentals nav[data-module-contents]');
    const [diagram] = await boxes(page, '#fundamentals-1 [data-diagram]');
    expect(rail!.x).toBeGreaterThan(diagram!.x + diagram!.width + 40);
    expect(Math.abs(tabs!.x + tabs!.width - (diagram!.x + diagram!.width))).toBeLessThan(1);
    const figures = await boxes(page, '#fundamentals-1 [data-diagram]');
    expect(figures).toHaveLength(1);
    expect(figures[0]!.y).toBeGreaterThan(text!.y + text!.height);
    // The loop's steps stand in one row.
    const steps = await boxes(page, '#fundamentals-1 [data-diagram] ol > li');
    for (const step of steps) expect(Math.abs(step.y - steps[0]!.y)).toBeLessThan(1);
  });
});

describe('/learn at 390', () => {
  // Design review B r39: at 390 the audit band lost the drop lines that join it to each step from lg.
  it('joins each step of a rail band\'s column to the band by a line down the steps\' right side', async () => {
    const page = await open('/learn#panel-business-agents', 390);
    await page.locator('[data-island="LearnTabs"][data-hydrated]').waitFor();
    const figure = page.locator('#panel-business-agents [data-diagram]:has(.flow-drops)').first();
    await figure.scrollIntoViewIfNeeded();
    const geometry = await figure.evaluate((fig) => {
      const steps = fig.querySelector('.flow-drops')!;
      const band = fig.querySelector('.flow-band')!.getBoundingClientRect();
      const line = getComputedStyle(steps, '::after');
      const stepBoxes = [...steps.children].map((li) => li.getBoundingClientRect());
      const ticks = [...steps.querySelectorAll(':scope > li > b')].map((b) => getComputedStyle(b, '::before'));
      const r = steps.getBoundingClientRect();
      return {
        line: { width: line.borderRightWidth, right: r.right - parseFloat(line.right), bottom: r.bottom - parseFloat(line.bottom) },
        band: { top: band.top, left: band.left, right: band.right },
        steps: stepBoxes.map((b) => ({ right: b.right })),
        ticks: ticks.map((t) => ({ content: t.content, width: parseFloat(t.width), border: t.borderTopWidth })),
      };
    });
    expect(geometry.line.width).toBe('2px');
    // The line stands right of every step, inside the band's width, and reaches the band's top edge.
    for (const step of geometry.steps) expect(geometry.line.right).toBeGreaterThan(step.right);
    expect(geometry.line.right).toBeLessThan(geometry.band.right);
    expect(Math.abs(geometry.line.bottom - geometry.band.top)).toBeLessThan(2);
    // A tick from each step across to the line.
    expect(geometry.ticks.length).toBeGreaterThanOrEqual(3);
    for (const tick of geometry.ticks) expect(tick).toMatchObject({ content: '""', border: '2px' });
    for (const [i, step] of geometry.steps.entries()) expect(Math.abs(step.right + geometry.ticks[i]!.width - (geometry.line.right - 2))).toBeLessThan(3);
  });
});

describe('/privacy meta line', () => {
  // Round 6: at 390 its second line started with "· 4 min read".
  it('puts the date on a line of its own at 390 with no separator leading the next; one line at 1280', async () => {
    const phone = await open('/privacy', 390);
    const [date, separator, length] = await boxes(phone, '[data-last-updated] > span');
    expect(separator!.width).toBe(0);
    expect(length!.y).toBeGreaterThan(date!.y);
    expect(Math.abs(length!.x - date!.x)).toBeLessThan(1);
    const desktop = await open('/privacy', 1280);
    const spans = await boxes(desktop, '[data-last-updated] > span');
    for (const span of spans) expect(Math.abs(span.y - spans[0]!.y)).toBeLessThan(1);
    expect(spans[1]!.width).toBeGreaterThan(0);
  });
});

describe('/security framework table', () => {
  // Review B r8: at 390 seven closed rows left the page ending on a list of tags; the first now shows what a row holds.
  it('shows the first framework\'s answers at 390 and keeps the others closed', async () => {
    const page = await open('/security', 390);
    const answers = (name: string) => page.locator(`[data-framework="${name}"] dd`).first();
    expect(await answers('NIST CSF').isVisible()).toBe(true);
    for (const name of ['NIST 800-53', 'SOC 2 Type II', 'ISO 27001']) expect(await answers(name).isVisible(), name).toBe(false);
    // Its toggle still closes it.
    await page.locator('[data-framework="NIST CSF"] summary').click();
    expect(await answers('NIST CSF').isVisible()).toBe(false);
  });

  // Round 6: "Applies to" was pinned under the row's tallest column, leaving a gap in column 2 (SOC 2, ISO 27001).
  it('sets "Applies to" right under the first answer\'s text at 1280', async () => {
    const page = await open('/security', 1280);
    for (const name of ['NIST 800-53', 'SOC 2 Type II', 'ISO 27001']) {
      const row = `[data-framework="${name}"]`;
      const [applies] = await boxes(page, `${row} [data-applies-to]`);
      const [controls] = await boxes(page, `${row} dd ul`);
      expect(applies!.x + applies!.width, name).toBeLessThanOrEqual(controls!.x);
      // Under the text, not at the row's foot: it starts above the bottom of the controls' list.
      expect(applies!.y, name).toBeLessThan(controls!.y + controls!.height);
    }
  });
});

describe('/security "Who provides what"', () => {
  // Review B r8: the two sides were identical white cards; now the customer's is tinted, at both widths.
  it.each([390, 1280])('paints the two sides differently at %i px, each with its side chip beside its heading', async (width) => {
    const page = await open('/security', width);
    const ground = (id: string) => page.locator(`[data-responsibility="${id}"]`).evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(await ground('vendor')).toBe('rgb(255, 255, 255)');
    expect(await ground('customer')).not.toBe(await ground('vendor'));
    for (const id of ['vendor', 'customer']) {
      const [heading] = await boxes(page, `[data-responsibility="${id}"] h3`);
      const [chip] = await boxes(page, `[data-responsibility="${id}"] [data-side]`);
      // On the heading's line, at its right.
      expect(Math.abs(chip!.y + chip!.height / 2 - (heading!.y + heading!.height / 2)), id).toBeLessThan(2);
      expect(chip!.x, id).toBeGreaterThan(heading!.x + heading!.width);
    }
    // Side by side from md, stacked on phones.
    const [vendor] = await boxes(page, '[data-responsibility="vendor"]');
    const [customer] = await boxes(page, '[data-responsibility="customer"]');
    if (width >= 768) expect(Math.abs(vendor!.y - customer!.y)).toBeLessThan(1);
    else expect(customer!.y).toBeGreaterThan(vendor!.y + vendor!.height);
    // Review C r12: each side as tall as its own list ("You keep" stretched to its neighbour was half empty).
    for (const id of ['vendor', 'customer']) {
      const [card] = await boxes(page, `[data-responsibility="${id}"]`);
      const items = await boxes(page, `[data-responsibility="${id}"] li`);
      const last = items.at(-1)!;
      expect(card!.y + card!.height - (last.y + last.height), id).toBeLessThanOrEqual(32);
    }
    // Review C r34: side by side, the two end level (three items beside four left ~80 px of the tinted card empty).
    if (width >= 768) expect(Math.abs(vendor!.height - customer!.height)).toBeLessThanOrEqual(30);
  });
});

// Design review r44 (home at 1280): thirteen industries row by row left "Architecture" alone in a fifth row beside two
// empty cells; the "What makes it work" tiles were the page's only cards without icons, and two sentences ended on one
// word ("run.", "memory.").
describe('home: the industries and the technology tiles', () => {
  // Design review F r51 home item 6 asked for the teams on a row of their own under the industries' columns; design review
  // P r52 item 3 found "Construction" alone on the fourth row and the teams' row an empty fourth cell: from sm the sixteen
  // fill one grid row by row, 4 x 4 from lg, two columns at 768, the industries A to Z first and the teams after them.
  it.each([[1280, 4], [768, 2]] as const)('at %i fills the sixteen names row by row, %i to a row, no empty cell', async (width, perRow) => {
    const page = await open('/', width);
    const cells = await boxes(page, '[data-cards="industries"] li');
    expect(cells).toHaveLength(16);
    const rows = [...new Set(cells.map((cell) => Math.round(cell.y)))];
    expect(rows.map((y) => cells.filter((cell) => Math.round(cell.y) === y).length)).toEqual(Array(16 / perRow).fill(perRow));
    // Across each row, then on to the next: the reading order is the list's.
    for (let i = 1; i < cells.length; i++) {
      const [before, cell] = [cells[i - 1]!, cells[i]!];
      expect(Math.round(cell.y) > Math.round(before.y) || (Math.round(cell.y) === Math.round(before.y) && cell.x > before.x), `name ${i + 1}`).toBe(true);
    }
    // The group labels are screen-reader only here (the teams carry a "Team" tag), and every cell is as tall as its row's.
    expect(await page.locator('[data-cards="industries"] h3').evaluateAll((hs) => hs.map((h) => h.getBoundingClientRect().height))).toEqual([1, 1]);
    expect(await page.locator('[data-cards="industries"] b').evaluateAll((bs) => bs.map((b) => b.checkVisibility()))).toEqual([true, true, true]);
    await page.close();
  });

  for (const width of [390, 1280]) {
    it(`at ${width} px gives each technology tile an icon badge and no one-word last line`, async () => {
      const page = await open('/', width);
      const tiles = await page.locator('[data-cards="technology-tiles"] a').evaluateAll((links) =>
        links.map((a) => {
          // The badge heads the step's connector column, beside the link (design review P r52 item 1: a flow of steps).
          const badge = a.parentElement!.firstElementChild!.firstElementChild!.getBoundingClientRect();
          const sentence = a.querySelector('.text-sm')!;
          // The last line's text: the words whose boxes start on the sentence's last line.
          const range = document.createRange();
          range.selectNodeContents(sentence);
          const rects = [...range.getClientRects()];
          const lastTop = Math.max(...rects.map((r) => r.top));
          const text = sentence.textContent!;
          const words = text.split(' ');
          let at = 0;
          const last = words.filter((word) => {
            const r = document.createRange();
            r.setStart(sentence.firstChild!, at);
            r.setEnd(sentence.firstChild!, at + word.length);
            at += word.length + 1;
            return Math.abs(r.getBoundingClientRect().top - lastTop) < 2;
          });
          return { svg: a.parentElement!.querySelectorAll(':scope > span:first-child > span:first-child svg').length, badge: Math.round(badge.width), lastWords: last.length, lines: rects.length };
        }),
      );
      expect(tiles).toHaveLength(4);
      for (const tile of tiles) {
        expect(tile.svg).toBe(1);
        // The feature panel's IconBadge (size-11).
        expect(tile.badge).toBe(44);
        if (tile.lines > 1) expect(tile.lastWords, JSON.stringify(tile)).toBeGreaterThan(1);
      }
      await page.close();
    });
  }
});
