/** Output tests for the home page (docs/product-rules.md#home). Expected lists are written out, not derived from content. */
import { ILLUSTRATIVE_NOTE } from '../../src/components/DocumentAnalysis.tsx';
import { describe, expect, it } from 'vitest';
import { loadPage, readBuilt } from '../helpers/site.ts';

const $ = loadPage('/');
const hrefs = (selector: string) => $(selector).map((_, el) => $(el).attr('href')).get();

describe('home page', () => {
  it('has exactly one h1, inside the hero', () => {
    expect($('h1')).toHaveLength(1);
    expect($('[data-section="hero"] h1')).toHaveLength(1);
  });

  it('places the hero actions island (Get Started + Schedule Demo) in the hero', () => {
    const island = $('[data-section="hero"] [data-island="HeroActions"]');
    expect(island).toHaveLength(1);
    expect(island.text()).toContain('Get Started');
    expect(island.text()).toContain('Schedule Demo');
    expect(island.find('a[href="/journey#top"]')).toHaveLength(1);
  });

  // Design review B r49 item 1: a static sample card in the hero and the same idea as the live demo three screens down.
  // The live demo is the hero's picture, under the centred copy; no static sample, no demo section of its own.
  it('makes the live demo the hero\'s picture: the widget under the centred copy, no static sample, no demo section', () => {
    const hero = $('[data-section="hero"]');
    const visual = hero.find('[data-hero-visual]');
    expect(visual).toHaveLength(1);
    expect(visual.find('[data-demo-widget] [data-island="DemoWidget"]')).toHaveLength(1);
    expect(hero.find('script[data-island-props="DemoWidget"]')).toHaveLength(1);
    expect(hero.find('[data-product-at-work]')).toHaveLength(0);
    expect($('[data-section="demo"]')).toHaveLength(0);
    expect($('[data-demo-widget]')).toHaveLength(1);
    // The copy centred over the widget, the widget the band's full width (no two-column hero grid).
    expect(hero.find('h1').parent().attr('class')!.split(' ')).toEqual(expect.arrayContaining(['mx-auto', 'text-center']));
    expect(visual.parent().attr('class')).not.toContain('lg:grid-cols-');
    // The widget's panel titles are h2 under the page's h1 (headings in order), the idle state shows Process Document.
    expect(visual.find('h2').map((_, h) => $(h).text().trim()).get()).toEqual(expect.arrayContaining(['Original document', 'AI analysis']));
    expect(visual.find('h3')).toHaveLength(0);
    expect(visual.find('button').text()).toContain('Process Document');
  });

  // Design review B r49 item 8: four columns spread edge to edge at 1280 (uneven gaps). Design review F r51 home item 1:
  // two to a row at 390, cells of 1-3 lines in bold, "calls" and "limits" alone on their lines: one a row on phones at
  // medium weight, a centred wrapping row from sm (tests/browser/home-r51.test.ts measures the lines).
  it('sets the four claims as a compact centred row from sm, one a row on phones, at medium weight', () => {
    const classes = $('[data-section="claims"] ul').attr('class')!.split(' ');
    expect(classes).toEqual(expect.arrayContaining(['grid', 'sm:flex', 'sm:flex-wrap', 'sm:justify-center']));
    expect(classes.filter((c) => c.includes('grid-cols-'))).toEqual([]);
    expect(classes).not.toContain('lg:justify-between');
    for (const claim of $('[data-section="claims"] [data-claim]').toArray()) {
      const weights = $(claim).attr('class')!.split(' ');
      expect(weights).toContain('font-medium');
      expect(weights).not.toContain('font-semibold');
    }
  });

  // Design review B r49 item 5 (and A r49 pricing item 8): the frameworks band as a band, not a label column beside grey
  // text: the label and the chips in one wrapping row, the sentence and the link in one under it, on home and /pricing.
  it('sets the frameworks band as one row of label and chips over the sentence and its link, here and on /pricing', () => {
    for (const page of [$, loadPage('/pricing')]) {
      const band = page('[data-section="compliance-badges"]');
      const rows = band.find('.flex-wrap');
      expect(rows).toHaveLength(2);
      expect(rows.eq(0).children().eq(0).text()).toBe('Frameworks your deployment maps to');
      expect(rows.eq(0).children('[data-chip-row]')).toHaveLength(1);
      expect(rows.eq(1).children('[data-listing-meaning]')).toHaveLength(1);
      expect(rows.eq(1).find('a[href="/security#controls"]')).toHaveLength(1);
      expect(band.find('.lg\\:grid-cols-3')).toHaveLength(0);
    }
  });

  it('shows the four static claims', () => {
    const claims = $('[data-section="claims"] [data-claim]').map((_, el) => $(el).text().trim()).get();
    expect(claims).toEqual([
      'Local processing with no external API calls',
      'No per-token charges and no token limits',
      '5x faster processing',
      'On-premises deployment',
    ]);
  });

  it('has eight feature cards, each linking a distinct feature page', () => {
    const cards = $('[data-cards="features"] [data-card]');
    expect(cards).toHaveLength(8);
    const links = hrefs('[data-cards="features"] [data-card] a');
    expect(links).toHaveLength(8);
    expect([...links].sort()).toEqual(
      [
        '/features/audit-trail#top',
        '/features/compliance-security#top',
        '/features/cost-efficiency#top',
        '/features/cyber-security#top',
        '/features/domain-expertise#top',
        '/features/lightning-speed#top',
        '/features/privacy-first#top',
        '/features/system-resilience#top',
      ],
    );
  });

  // Outside review: eight floating cards read as the site's one template. One panel, hairlines between its cells. Design
  // review F r51 home item 2: the eight in one panel ran ~1,000 px of one pattern at 390; two headed groups of four, each
  // its own panel, every feature in one of them.
  it('shows the eight features in two headed groups of four, each a panel whose every cell is its link', () => {
    const groups = $('[data-cards="features"] > div');
    expect(groups.map((_, g) => $(g).children('h3').text()).get()).toEqual(['Performance and cost', 'Security and control']);
    expect(groups.map((_, g) => $(g).find('[data-card] h4 a').map((_, a) => $(a).attr('href')).get().join(' ')).get()).toEqual([
      '/features/domain-expertise#top /features/cost-efficiency#top /features/lightning-speed#top /features/system-resilience#top',
      '/features/privacy-first#top /features/compliance-security#top /features/audit-trail#top /features/cyber-security#top',
    ]);
    for (const group of groups.toArray()) {
      const panel = $(group).children('ul');
      expect(panel.attr('class')).toContain('gap-px');
      for (const cell of panel.children('li').toArray()) {
        expect($(cell).attr('class')).not.toContain('rounded-card');
        expect($(cell).attr('class')).toContain('relative');
        expect($(cell).find('h4 a').attr('class')).toContain('after:inset-0');
      }
    }
  });

  // Review A round 6: at 390 two cells a row with titles alone wrapped unevenly and left half of each
  // cell empty: one feature a row on phones, the icon beside its title and sentence, two a row from sm.
  // Review r5: the sixteen industry and team names as full-width rows read as a plain list, and three CSS
  // columns left 5/5/3; r6: two ruled columns at 390 ran ~450 px: chips on phones, a row-wise grid of
  // three from sm (5/4/4), both drawn by name-links.
  it('sets the features one a row with their sentence on phones, and the industry lists as chips on phones, a grid of three from sm', () => {
    const panel = $('[data-cards="features"] ul');
    expect(panel).toHaveLength(2);
    const panelClasses = panel.first().attr('class')!.split(' ');
    expect(panelClasses).not.toContain('grid-cols-2');
    expect(panelClasses).toContain('sm:grid-cols-2');
    for (const cell of panel.children('li').toArray()) expect($(cell).attr('class')!.split(' ')).toEqual(expect.arrayContaining(['flex', 'sm:flex-col']));
    for (const p of panel.find('li p').toArray()) {
      expect($(p).text().length).toBeGreaterThan(20);
      expect($(p).attr('class')).not.toContain('hidden');
    }
    for (const a of panel.find('h4 a').toArray()) expect($(a).find('.whitespace-nowrap svg')).toHaveLength(1);
    const lists = $('[data-cards="industries"] ul').toArray();
    expect(lists).toHaveLength(2);
    // The intro's counts are the lists' (trust review T r45: "each with its own model" over all sixteen read as sixteen
    // models, where /technology/small-llms counts one an industry).
    const words = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen'];
    const intro = $('#industries-heading').parent().find('p').last().text().toLowerCase();
    expect(intro).toContain(`${words[$(lists[0]!).children('li').length]} industries, each with its own model, and ${words[$(lists[1]!).children('li').length]} teams`);
    // Design review r44 (1280): row by row, thirteen left "Architecture" alone in a fifth row beside two empty cells; the
    // industries run down three columns, 5 / 4 / 4, the tenth sent to the first row to open the third column.
    const industries = $(lists[0]!);
    // Design review B r48 (1280): full width, three columns of short names left ~2/3 of the section white ("reads like a
    // sitemap"); design review B r49 item 3: split, the heading beside the lists left ~150 px white under its lede. The
    // heading above, the industries' three columns and the teams' one side by side from lg, four columns of names.
    expect($('[data-section="industries"] > div').attr('class')!.split(' ')).not.toContain('lg:grid-cols-3');
    // Design review F r51 home item 6: 5 / 4 / 4 beside a teams column of three left ragged bottoms and the right quarter
    // empty under Teams. From lg the industries down four columns (4 / 3 / 3 / 3), the teams a row of their own under
    // them on the same four columns.
    expect($('[data-cards="industries"]').attr('class')!.split(' ')).not.toContain('lg:grid-cols-4');
    expect($('[data-cards="industries"] > div').first().attr('class')).toBeUndefined();
    expect($(lists[0]!).attr('class')!.split(' ')).toEqual(expect.arrayContaining(['lg:grid-cols-4', 'lg:grid-rows-4']));
    expect($(lists[1]!).attr('class')!.split(' ')).toContain('lg:grid-cols-4');
    // A to Z (design review B r49 item 3: the menus' order read as no order here).
    expect(industries.find('a').map((_, a) => $(a).text()).get()).toEqual(['Architecture', 'Aviation', 'Commercial Real Estate', 'Construction', 'Education', 'Energy', 'Financial Services', 'Healthcare', 'HR', 'Legal', 'Manufacturing', 'Pharmaceuticals', 'Restaurant']);
    expect(industries.attr('class')!.split(' ')).toEqual(expect.arrayContaining(['sm:grid-flow-col', 'sm:grid-rows-5']));
    const placed = (cls: string) => industries.children('li').toArray().flatMap((li, i) => (($(li).attr('class') ?? '').split(' ').includes(cls) ? [i] : []));
    expect(placed('sm:row-start-1')).toEqual([9]);
    // From lg the eighth and eleventh open the third and fourth columns; the tenth goes back to auto placement.
    expect(placed('lg:row-start-1')).toEqual([7, 10]);
    expect(placed('lg:row-start-auto')).toEqual([9]);
    expect($(lists[1]!).find('li[class]')).toHaveLength(0);
    for (const ul of lists) {
      const classes = $(ul).attr('class')!.split(' ');
      for (const c of ['sm:grid-cols-3', 'name-links']) expect(classes).toContain(c);
      // name-links sets the display at each width: a display class here would fight it.
      expect(classes.some((c) => c === 'grid' || c === 'flex' || c.includes('columns-'))).toBe(false);
    }
    const css = readBuilt($('link[rel="stylesheet"]').attr('href')!.slice(1));
    expect(css).toMatch(/@media not all and \(min-width:40rem\)\{\.name-links\{[^}]*display:flex[^}]*\}\s*\.name-links a\{[^}]*border-radius:9999px/);
    expect(css).toMatch(/@media \(min-width:40rem\)\{\.name-links\{[^}]*display:grid/);
  });

  // Review round 3: sixteen identical boxed tiles did not read as links nor show the "13 industries and 3 teams" the copy promises.
  it('groups the sixteen as the thirteen industries and the three teams, each row a link (its arrow drawn by name-links)', () => {
    const groups = $('[data-cards="industries"] > div');
    expect(groups.map((_, g) => $(g).children('h3').text()).get()).toEqual(['Industries', 'Teams']);
    expect(groups.eq(0).find('[data-card]')).toHaveLength(13);
    expect(hrefs('[data-cards="industries"] > div:nth-child(2) [data-card] a')).toEqual(['/content-creators#top', '/marketing#top', '/product-development#top']);
    // The arrow is the name-links utility's ::after (styles/main.css), not sixteen inline SVGs.
    for (const link of $('[data-cards="industries"] [data-card] a').toArray()) expect($(link).find('svg')).toHaveLength(0);
    const css = readBuilt($('link[rel="stylesheet"]').attr('href')!.slice(1));
    expect(css).toMatch(/\.name-links a:after\{content:"→" \/ "";color:var\(--color-blue-700\)\}/);
    // The arrow right after the name (design review R r47: at the row's far end, ~300 px from its label at 1280).
    const rule = css.match(/\.name-links a\{[^}]*display:flex[^}]*\}/)?.[0];
    expect(rule).toContain('gap:8px');
    expect(css).not.toMatch(/\.name-links a\{[^}]*justify-content/);
  });

  it('shows on each feature cell the arrow that says it leads to its page', () => {
    const links = $('[data-cards="features"] h4 a').toArray();
    expect(links).toHaveLength(8);
    for (const link of links) expect($(link).find('svg')).toHaveLength(1);
  });

  it('has sixteen industry cards, each with its own link', () => {
    expect($('[data-cards="industries"] [data-card]')).toHaveLength(16);
    const links = hrefs('[data-cards="industries"] [data-card] a');
    expect(new Set(links).size).toBe(16);
    for (const path of ['/commercial-real-estate#top', '/financial-services#top', '/healthcare#top', '/content-creators#top', '/marketing#top', '/product-development#top']) {
      expect(links).toContain(path);
    }
  });

  it('has four technology tiles linking only the small-llms and rag explainers, both of them', () => {
    expect($('[data-cards="technology-tiles"] [data-card]')).toHaveLength(4);
    const links = hrefs('[data-cards="technology-tiles"] a');
    expect(links).toHaveLength(4);
    for (const link of links) expect(['/technology/small-llms#top', '/technology/rag#top']).toContain(link);
    expect(new Set(links)).toEqual(new Set(['/technology/small-llms#top', '/technology/rag#top']));
    // Design review r44: the page's only cards without icons, two sentences ending on one word. Each has an icon badge
    // (one SVG of its own), its sentence pretty-wrapped. Design review B r49 items 2 and 4: the four are a dark band under
    // the feature cells, titled, not a section of four more white cards like them; the features' filler lede is gone.
    const band = $('[data-section="features"] [data-band="technology-tiles"]');
    expect(band).toHaveLength(1);
    expect(band.attr('class')!.split(' ')).toContain('bg-slate-900');
    expect(band.children('h3').text()).toBe('How it works underneath');
    expect($('[data-section="technology"]')).toHaveLength(0);
    expect($('main').text()).not.toContain('Eight capabilities, each with its own page.');
    for (const a of $('[data-cards="technology-tiles"] a').toArray()) {
      const badge = $(a).children().first();
      expect(badge.attr('class')).not.toBe($('[data-cards="features"] li > span').first().attr('class'));
      expect(badge.find('svg')).toHaveLength(1);
      expect($(a).find('.whitespace-nowrap svg')).toHaveLength(1);
      expect($(a).find('.text-sm').attr('class')!.split(' ')).toContain('text-pretty');
    }
    const icons = $('[data-cards="technology-tiles"] a > span:first-child svg').map((_, svg) => $(svg).html()).get();
    expect(new Set(icons).size).toBe(4);
  });

  // Design review F r51 home items 7 and 8: beside their icons two of the four titles wrapped at 1280 (the sentences started
  // at two heights); ~60-80 px of grey ran on under the band. The icon over the title from sm, the section ending at the
  // band (tests/browser/home-r51.test.ts measures both).
  it('sets the band\'s icons over their titles from sm and ends the Platform section at the band', () => {
    for (const a of $('[data-cards="technology-tiles"] a').toArray()) expect($(a).attr('class')!.split(' ')).toEqual(expect.arrayContaining(['flex', 'sm:flex-col']));
    const section = $('[data-section="features"]');
    expect(section.attr('class')!.split(' ')).toEqual(expect.arrayContaining(['pb-0', 'sm:pb-0']));
    expect(section.children('div').children().last().children().last().is('[data-band="technology-tiles"]')).toBe(true);
  });

  it('keeps section headings in order: one h2 per section, h3 for the feature groups, h4 for their cards', () => {
    for (const name of ['features', 'industries']) {
      expect($(`[data-section="${name}"] h2`), name).toHaveLength(1);
    }
    // Design review F r51 home item 2: the groups' headings are h3, so the cards under them are h4.
    expect($('[data-cards="features"] h3')).toHaveLength(2);
    expect($('[data-cards="features"] h4')).toHaveLength(8);
    // Design review B r49 item 1: the demo's panel titles are h2 in the hero, before the first section's.
    expect($('main h2').first().closest('[data-section="hero"]')).toHaveLength(1);
    expect($('main h4').not('[data-cards="features"] h4')).toHaveLength(0);
    expect($('main h5')).toHaveLength(0);
  });

  // Review r6, sitewide note 4: address -> e-mail 28 px, e-mail -> phone 36 px; the copyright line left
  // "illustrative." alone on its second line at 390. The address is a row of the links' height (their
  // py-2, .footer-links a), and the line is balanced.
  it('spaces the footer contact block evenly and balances the copyright line', () => {
    const address = $('footer address');
    expect(address.children().map((_, el) => el.tagName).get()).toEqual(['span', 'a', 'a']);
    expect(address.children('span').attr('class')!.split(' ')).toContain('py-2');
    // Review B r8: in postal lines (the 1280 px brand column wrapped the one-line address as "Suite / 400").
    expect(address.children('span').html()).toBe('100 Congress Avenue<br>Suite 400<br>Austin, TX 78701');
    const css = readBuilt($('link[rel="stylesheet"]').attr('href')!.slice(1));
    expect(css).toMatch(/\.footer-links a\{[^}]*padding-block:calc\(var\(--spacing\) \* 2\)/);
    const copyright = $('footer p').filter((_, p) => $(p).text().startsWith('©'));
    expect(copyright.attr('class')!.split(' ')).toContain('text-balance');
    // Reviews B r27, r30: a sitewide "figures are illustrative" line read as a caveat on the measured figures too; each
    // sample picture and the demo carry the note under themselves (hero-visuals.test.ts, demo-widget.test.ts).
    expect($('footer').text()).not.toMatch(/illustrative/i);
    expect($('main').text()).toContain(ILLUSTRATIVE_NOTE);
  });
});
