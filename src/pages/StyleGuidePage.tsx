/**
 * /style-guide, in `npm run dev` and `build --draft` only (resource-routes.tsx): the design system
 * written down, every shared component rendered with the site's own content, so a change to one is
 * seen at 390 and 1280 px in one place. The rules it states are the ones
 * tests/browser/design-system.test.ts and tests/output/style-guide.test.ts hold every page to.
 */
import type { ReactNode } from 'react';
import { Button, ButtonLink } from '../components/Button.tsx';
import { CardGrid, IconBadge } from '../components/Cards.tsx';
import { ClosingCta } from '../components/ClosingCta.tsx';
import { ComplianceBadges } from '../components/ComplianceBadges.tsx';
import { ComplianceSection } from '../components/ComplianceSection.tsx';
import { FrameworkChip } from '../components/FrameworkChip.tsx';
import { Section } from '../components/Section.tsx';
import { StatList } from '../components/StatBand.tsx';
import { StepList } from '../components/Steps.tsx';
import { FlowDiagram } from '../components/visuals/FlowDiagram.tsx';
import { COMPLIANCE_FRAMEWORKS } from '../content/compliance.ts';
import { FEATURE_CARDS } from '../content/features.ts';
import { LEARN_TABS } from '../content/learn.ts';
import { STYLE_GUIDE_RULES } from '../content/style-guide.ts';
import { ARTICLE_FIGURES } from '../content/trends.ts';
import { NameLinkList } from './product/LinkTiles.tsx';

/** One specimen: its name, what it is for, and the component itself. */
function Specimen({ name, use, children }: { name: string; use: string; children: ReactNode }) {
  return (
    <div className="border-t border-slate-200 py-8" data-specimen={name}>
      <h3 className="text-lg font-semibold text-slate-900">{name}</h3>
      <p className="mt-1 text-sm text-slate-600">{use}</p>
      <div className="mt-6">{children}</div>
    </div>
  );
}

const SWATCHES = ['bg-blue-700', 'bg-blue-50', 'bg-slate-900', 'bg-slate-600', 'bg-slate-200', 'bg-slate-50', 'bg-amber-100', 'bg-red-50'];

export function StyleGuidePage() {
  const diagram = Object.values(ARTICLE_FIGURES)[0]?.diagram;
  const lesson = LEARN_TABS.flatMap((tab) => tab.sections).find((s) => s.diagram && s.diagram.steps !== 'bullets');
  return (
    <>
      <Section id="rules" name="rules" align="left" eyebrow="Style guide" title="One design system, written down" intro={STYLE_GUIDE_RULES.intro}>
        <dl className="grid gap-6 md:grid-cols-2" data-cards="rules">
          {STYLE_GUIDE_RULES.rules.map((rule) => (
            <div key={rule.name} className="rounded-card border border-slate-200 p-5" data-card="">
              <dt className="font-semibold text-slate-900">{rule.name}</dt>
              <dd className="mt-2 text-sm leading-6 text-slate-600">{rule.rule}</dd>
            </div>
          ))}
        </dl>
      </Section>
      <Section id="components" name="components" tone="muted" align="left" eyebrow="Components" title="Every shared component">
        <Specimen name="Colour" use="One accent (blue 700), ink (slate 900), body text (slate 600), rules (slate 200), tints for surfaces and passages.">
          <ul className="flex flex-wrap gap-3">
            {SWATCHES.map((swatch) => (
              <li key={swatch} className="text-xs text-slate-600">
                <span className={`block size-14 rounded-lg border border-slate-200 ${swatch}`} />
                {swatch.slice(3)}
              </li>
            ))}
          </ul>
        </Specimen>
        <Specimen name="Buttons" use="Labels in Title Case; primary, secondary and gradient; sm (the demo's actions), md, lg.">
          <div className="flex flex-wrap items-center gap-3">
            <Button>Schedule Demo</Button>
            <Button variant="secondary">Contact Sales</Button>
            <Button variant="gradient">Get Started</Button>
            <Button variant="secondary" size="sm">
              Email Summary
            </Button>
            <ButtonLink href="/pricing#top" size="lg">
              Start Free Trial
            </ButtonLink>
            <Button loading>Book Consultation</Button>
          </div>
        </Specimen>
        <Specimen name="Icon tile" use="The one icon tile: a tinted square, on every card that carries an icon.">
          <div className="flex gap-3">
            {FEATURE_CARDS.slice(0, 4).map((card) => (
              <IconBadge key={card.title} icon={card.icon} />
            ))}
          </div>
        </Specimen>
        <Specimen name="Cards" use="Icon cards; a linked card is the link, stretched over the whole card.">
          <CardGrid cards={FEATURE_CARDS.slice(0, 2)} columns={2} name="style-guide-cards" arrow />
        </Specimen>
        <Specimen name="Link list" use="Dense directories in columns (the home page's industries and teams).">
          <NameLinkList label="Features" links={FEATURE_CARDS.slice(0, 4).map((card) => ({ title: card.title, href: card.href! }))} columns="sm:columns-2" />
        </Specimen>
        <Specimen name="Framework chip" use="A compliance framework, everywhere: a label in the badge row, a link in the coverage section.">
          <ul className="flex flex-wrap gap-2">
            {COMPLIANCE_FRAMEWORKS.map((framework, i) => (
              <li key={framework.id}>
                <FrameworkChip framework={framework} linked={i % 2 === 1} />
              </li>
            ))}
          </ul>
        </Specimen>
        <Specimen name="Steps" use="A numbered process.">
          <StepList steps={LEARN_TABS[2].sections[0].bullets!.map((b) => ({ title: b.slice(0, b.indexOf(':')), description: b.slice(b.indexOf(':') + 2) }))} name="style-guide-steps" />
        </Specimen>
        {diagram && (
          <Specimen name="Diagram" use="A process drawn from data as SVG, beside its caption; a column at every width.">
            <FlowDiagram data={diagram} />
            {lesson?.diagram && lesson.diagram.steps !== 'bullets' && <FlowDiagram data={{ ...lesson.diagram, steps: lesson.diagram.steps }} className="mt-6" />}
          </Specimen>
        )}
      </Section>
      <StatList label="Figures" stats={[{ value: '98%', label: 'Stat band: value over label' }, { value: '<500 ms', label: 'Units with a no-break space' }]} />
      <ComplianceBadges />
      <ComplianceSection intro="The coverage section: the frameworks that apply, each with its scope." frameworks={COMPLIANCE_FRAMEWORKS.slice(0, 3)} />
      <Section id="tones" name="tones" tone="dark" eyebrow="Section tones" title="White, muted and dark sections" intro="Sections alternate tones; one section gap (64 px on phones, 80 px from 640 px) separates content from content." />
      <ClosingCta id="style-guide-cta" title="The closing band" description="Every page ends on this dark panel, one section gap below the content above it.">
        <ButtonLink href="/journey#top" variant="gradient" size="lg">
          Get Started
        </ButtonLink>
        <ButtonLink href="/demo#top" variant="secondary" size="lg">
          Schedule Demo
        </ButtonLink>
      </ClosingCta>
    </>
  );
}
