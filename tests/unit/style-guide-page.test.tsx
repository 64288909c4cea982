/**
 * The dev-only style guide (issue 35): the design system's rules written down and every shared
 * component rendered on one page, which `npm run dev` and `build --draft` serve at /style-guide and a
 * normal build leaves out (routes are read here without drafts, as the production build reads them).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
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
    expect($('[data-specimen]').map((_, el) => $(el).attr('data-specimen')).get()).toEqual([
      'Colour', 'Buttons', 'Hero headline', 'Icon tile', 'Cards', 'Link list', 'Framework chip', 'Framework note', 'Checked list', 'Stat list', 'Outcome list', 'Text link tiles', 'Platform proofs', 'Article card', 'On this page', 'FAQ', 'Team cards', 'Capability grid', 'Chip link', 'Icon tile link', 'Section figures', 'Steps', 'Steps, flow', 'Steps, in and out',
      'Report layout', 'Decision pill', 'Point artifact', 'Demo audit record', 'Capability artefact', 'Solution visual', 'Product at work', 'Prompt anatomy', 'Course outline', 'Feature visual', 'Process sample', 'Hero breadcrumb', 'Step detail', 'Block aside', 'Company facts', 'Assurance line', 'Customer logo', 'Article flow', 'Lesson',
    ]);
    // The variants the pages use: both checked-list sizes and the dark one, a two-part figure and a figure
    // beside its points, the flow steps, the framed badge band, a section with an aside, the editorial hero.
    const checks = $('[data-specimen="Checked list"] ul');
    expect(checks.map((_, el) => $(el).attr('class')).get().map((c) => [c.includes('text-sm'), c.includes('text-slate-200')])).toEqual([[false, false], [true, false], [true, true]]);
    expect($('[data-specimen="Section figures"] [data-claim] dd span').length).toBeGreaterThanOrEqual(1);
    expect($('[data-specimen="Section figures"] [data-figure-points] li').length).toBeGreaterThanOrEqual(2);
    expect($('[data-specimen="Steps, flow"] li').length).toBeGreaterThanOrEqual(3);
    expect($('[data-section="compliance-badges"]')).toHaveLength(2);
    expect($('[data-section="aside"]')).toHaveLength(1);
    expect($('[data-hero="editorial"] h1')).toHaveLength(1);
    expect($('h1')).toHaveLength(1);
    expect($('[data-cards="compliance"]')).toHaveLength(1);
    expect($('[data-stats]')).toHaveLength(1); // The stat list's specimen; no growth figure's (design review L r52 item 1 removed it).
    expect($('.cta-band .cta-surface')).toHaveLength(1);
    expect($('figure[data-diagram] ol.flow-steps > li').length).toBeGreaterThanOrEqual(3);
    expect($('figure[data-diagram] .flow-loop > .flow-band')).toHaveLength(1);
  });

  it('is not a route of a normal build', () => {
    expect(routes.map((r) => r.path)).not.toContain('/style-guide');
  });

  /**
   * Every shared component is on the style guide: each exported component of src/components, and of a
   * src/pages/<folder>/ file another page imports, is rendered by StyleGuidePage or inside a component it
   * renders (read from the sources: `<Name` in the guide, or in the file of a component shown). The page
   * frame is around the guide itself. NOT_YET pins what is still missing, so a new component fails here
   * until it is shown or listed, and an entry fails once it is shown (then strike it from the list).
   */
  describe('covers every shared component', () => {
    // The page's figure citations (figure-citations.tsx) are the shell's, as the header and footer are.
    const FRAME = ['SiteLayout', 'Header', 'Footer', 'Logo', 'FigureCitationsProvider'];
    const NOT_YET = [
      'AgentStatusLegend', 'ArchitectureDiagram', 'AssuranceSection', 'ClosingCtaSection', 'Comparison', 'ComparisonTable', 'CtaBand', 'CustomTrainingSection', 'DemoProof',
      'DemoSection', 'DemoShowcase', 'DocumentPipeline', 'FeaturePanel', 'FrameworkList', 'HeroButtons', 'HeroCard', 'IndustryModelLine', 'InsightCard', 'LearnPanels', 'ModelFactsSection', 'NoPassageAnswer', 'PageHero',
      'PermissionFilterDiagram', 'PolicyUpdateStrip', 'PipelineFigure', 'PlanComparisonTable', 'PlanTerms', 'PricingProof', 'PricingTierCards', 'Prose', 'Quotation', 'ResourceHero',
      'RetrievalVisual', 'SampleFlow', 'ScopeFigure', 'SecurityJumpList', 'SolutionCaseStudy', 'SourceDocument', 'SpecSheetVisual', 'StackedComparison',
      'TermReadingVisual', 'TestimonialSection',
    ];
    const walk = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : e.name.endsWith('.tsx') ? [join(dir, e.name)] : []));
    const sources = walk('src');
    const read = (file: string) => readFileSync(file, 'utf8');
    const pageFolders = readdirSync('src/pages', { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => join('src/pages', e.name));
    // A page folder's file is shared when a file outside that folder imports it (the route tables and the guide aside).
    const importedElsewhere = (file: string) =>
      sources.some((other) => dirname(other) !== dirname(file) && !/(-routes|StyleGuidePage)\.tsx$/.test(other) && read(other).includes(`/${basename(file)}'`));
    const files = [...walk('src/components'), ...pageFolders.flatMap(walk).filter(importedElsewhere)];
    const components = files.flatMap((file) => [...read(file).matchAll(/export function ([A-Z]\w*)\s*\(/g)].map((m) => ({ name: m[1], file })));
    const renders = (source: string, name: string) => new RegExp(`<${name}[\\s/>]`).test(source);
    // Shown: rendered by the guide, or by a shown component's file; repeated until nothing is added.
    const shown = new Set(components.filter((c) => renders(read('src/pages/StyleGuidePage.tsx'), c.name)).map((c) => c.name));
    for (let added = true; added; ) {
      added = false;
      for (const c of components)
        if (!shown.has(c.name) && components.some((host) => shown.has(host.name) && renders(read(host.file), c.name))) {
          shown.add(c.name);
          added = true;
        }
    }

    it('finds the components (the scan works)', () => {
      expect(components.length).toBeGreaterThan(60);
      for (const name of ['CheckList', 'EditorialHero', 'CompanyFacts', 'StatList', 'AssuranceLine', 'CustomerLogoImage', 'ChipLink', 'SectionFigures', 'PilotReport'])
        expect(shown, name).toContain(name);
      // A part counts through its host: the step number through the step list, the icon through every specimen.
      expect(shown).toContain('StepNumber');
      expect(shown).toContain('Icon');
    });

    it('shows each one, or lists it as not yet shown', () => {
      const missing = components.filter((c) => !shown.has(c.name) && !FRAME.includes(c.name) && !NOT_YET.includes(c.name)).map((c) => `${c.name} (${c.file})`);
      expect(missing, 'add these to src/pages/StyleGuidePage.tsx').toEqual([]);
    });

    it('keeps the not-yet list honest: nothing on it is shown already, and each is a component', () => {
      expect(NOT_YET.filter((name) => shown.has(name)), 'strike these from NOT_YET').toEqual([]);
      expect(NOT_YET.filter((name) => !components.some((c) => c.name === name))).toEqual([]);
    });
  });
});
