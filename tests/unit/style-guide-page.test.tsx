/**
 * The dev-only style guide (issue 35): the design system's rules written down and every shared
 * component rendered on one page, which `npm run dev` and `build --draft` serve at /style-guide and a
 * normal build leaves out (routes are read here without drafts, as the production build reads them).
 */
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { load } from 'cheerio';
import { StyleGuidePage } from '../../src/pages/StyleGuidePage.tsx';
import { STYLE_GUIDE_RULES } from '../../src/content/style-guide.ts';
import { routes } from '../../src/routes.ts';

describe('style guide page', () => {
  const $ = load(renderToStaticMarkup(<StyleGuidePage />));

  it('writes down one rule for each part of the design system', () => {
    expect($('[data-cards="rules"] dt').map((_, el) => $(el).text()).get()).toEqual(STYLE_GUIDE_RULES.rules.map((r) => r.name));
    for (const part of ['One closing band', 'One section rhythm', 'One framework presentation', 'One icon tile', 'One heading case', 'Targets of 24 px at least']) {
      expect(STYLE_GUIDE_RULES.rules.map((r) => r.name)).toContain(part);
    }
  });

  it('renders every shared component', () => {
    expect($('[data-specimen]').map((_, el) => $(el).attr('data-specimen')).get()).toEqual(['Colour', 'Buttons', 'Icon tile', 'Cards', 'Link list', 'Framework chip', 'Steps', 'Diagram']);
    expect($('[data-section="compliance-badges"]')).toHaveLength(1);
    expect($('[data-cards="compliance"]')).toHaveLength(1);
    expect($('[data-stats]')).toHaveLength(1);
    expect($('.cta-band .cta-surface')).toHaveLength(1);
    expect($('figure[data-diagram] svg[role="img"]').length).toBeGreaterThanOrEqual(1);
  });

  it('is not a route of a normal build', () => {
    expect(routes.map((r) => r.path)).not.toContain('/style-guide');
  });
});
