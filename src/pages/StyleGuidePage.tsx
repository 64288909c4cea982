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
import { StepInOut } from './product/StepInOut.tsx';
import { FlowSteps } from '../components/visuals/FlowSteps.tsx';
import { LearnLesson } from '../components/LearnLesson.tsx';
import { PhraseHeadline } from '../components/PhraseHeadline.tsx';
import { DecisionPill, PilotReport } from '../components/visuals/JourneyVisuals.tsx';
import { PointShowcase } from './company/PointShows.tsx';
import { DemoAuditRecord } from '../components/visuals/SampleFlow.tsx';
import { CapabilityArtefact } from '../components/visuals/CapabilityArtefact.tsx';
import { SolutionVisual } from '../components/visuals/SolutionVisual.tsx';
import { solutionVisual } from '../content/solution-visuals/index.ts';
import { AssuranceLine } from '../components/AssuranceLine.tsx';
import { CheckList } from '../components/CheckList.tsx';
import { ChipLink } from '../components/ChipLink.tsx';
import { IconTileLink } from '../components/IconTileLink.tsx';
import { SectionFigures } from '../components/SectionFigures.tsx';
import { ABOUT, INVESTORS } from '../content/company.ts';
import { EVIDENCE } from '../content/evidence.ts';
import { JOURNEY_BOOKING, JOURNEY_DECISIONS, JOURNEY_PILOT_REPORT, JOURNEY_STAGES } from '../content/journey.ts';
import { METHOD_STEPS } from '../content/prompt-engineering.ts';
import { TECHNOLOGY, TECHNOLOGY_SUBPAGES } from '../content/technology.ts';
import { IDENTITY } from '../site.ts';
import { CourseOutline } from '../components/visuals/CourseOutline.tsx';
import { ProductAtWork } from '../components/visuals/ProductAtWork.tsx';
import { PromptAnatomy } from '../components/visuals/PromptAnatomy.tsx';
import { FEATURES, FEATURES_PARENT } from '../content/features.ts';
import { heroSample } from '../content/hero-samples.ts';
import { HOME } from '../content/home.ts';
import { LEARN_OUTLINE, LEARN_TABS } from '../content/learn.ts';
import { PRICING_FAQ } from '../content/pricing.ts';
import { PROMPT_ANATOMY } from '../content/prompt-engineering.ts';
import { SOLUTIONS, capabilityArtefacts, sampleAuditRecord, sampleFollowUp } from '../content/solutions.ts';
import { ARTICLES } from '../content/trends.ts';
import { ClaimStrip } from './product/ClaimStrip.tsx';
import { FeatureVisual } from '../components/visuals/FeatureVisual.tsx';
import { ProcessArtefact } from './audience/ProcessArtefact.tsx';
import { AUDIENCE_ARTEFACTS } from '../content/audiences.ts';
import { FEATURE_STEP_DETAILS, featureVisual } from '../content/feature-visuals.ts';
import { HeroEyebrow } from '../components/HeroEyebrow.tsx';
import { StepDetail } from '../components/visuals/StepDetail.tsx';
import { CUSTOMER_LOGOS_COPY } from '../content/evidence-copy.ts';
import { INDUSTRY_SECTION_COPY, industries } from '../content/industries.ts';
import { CustomerLogos } from './evidence/CustomerLogos.tsx';
import { Leadership } from './evidence/Leadership.tsx';
import { BenefitsSection } from './industry/BenefitsSection.tsx';
import { CapabilityGrid } from './industry/CapabilityGrid.tsx';
import { TeamCards } from './industry/TeamCards.tsx';
import { OutcomeList } from './product/OutcomeList.tsx';
import { StatStrip } from './product/StatStrip.tsx';
import { TextLinkTiles } from './product/TextLinkTiles.tsx';
import { AuditRecord, FigureComparison, ProofClaims } from './product/PlatformProof.tsx';
import { ArticleCard } from './resources/ArticleCard.tsx';
import { PageContents } from './resources/PageContents.tsx';
import { FaqList } from './resources/Faq.tsx';
import { BlockAside } from './company/BlockAside.tsx';
import { CompanyFacts } from './company/CompanyFacts.tsx';
import { EditorialHero } from './company/EditorialHero.tsx';
import { CustomerLogoImage } from './evidence/CustomerLogoImage.tsx';
import { COMPLIANCE_FRAMEWORKS } from '../content/compliance.ts';
import { FEATURE_CARDS } from '../content/features.ts';
import { STYLE_GUIDE_RULES } from '../content/style-guide.ts';
import { ARTICLE_FIGURES } from '../content/trends.ts';
import { NameLinkList } from './product/LinkTiles.tsx';

/** Shown only when the content supplies entries (the real site's evidence collections are empty). */
const FROM_CONTENT = 'Shown only with entries in the content (the real site has none yet); `npm run build -- --draft --content-from tests/fixtures/sample-evidence` shows it with the SAMPLE ones.';

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
  const loopLesson = LEARN_TABS.flatMap((tab) => tab.sections).find((s) => s.diagram?.band?.kind === 'loop');
  const explainerSections = TECHNOLOGY_SUBPAGES.flatMap((page) => page.sections);
  const twoPartFigure = explainerSections.flatMap((s) => s.figures ?? []).find((f) => f.then);
  const figureWithPoints = explainerSections.find((s) => s.figures?.length === 1 && s.bullets?.length);
  const companyAside = [...ABOUT.blocks, ...INVESTORS.blocks].find((block) => block.aside)?.aside;
  const customer = EVIDENCE.customers.find((c) => c.logo);
  const outcomes = SOLUTIONS.find((solution) => solution.outcomes)?.outcomes;
  // Document analysis's demo and the record its sample leaves (the one solution page with both).
  const auditSolution = SOLUTIONS.find((solution) => solution.slug === 'document-analysis')!;
  const auditDemo = auditSolution.demo!;
  const contracts = SOLUTIONS.find((solution) => solution.slug === 'contract-intelligence')!;
  const artefact = Object.values(capabilityArtefacts(contracts, heroSample('/solutions/contract-intelligence'), sampleFollowUp(contracts, false)) ?? {})[0];
  const industry = industries.find((i) => i.benefits) ?? industries[0];
  const statFeature = FEATURES.find((feature) => feature.stats?.length);
  const stats = statFeature?.stats;
  return (
    <>
      {/* The page's own hero is the editorial hero (/about's, /investors'), the company facts under it as there. */}
      <EditorialHero hero={{ eyebrow: 'Style guide', title: 'One design system, written down', description: STYLE_GUIDE_RULES.intro }} after={<CompanyFacts facts={IDENTITY.facts} />} />
      <Section id="rules" name="rules" align="left" eyebrow="Rules" title="One form for each part">
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
        <Specimen name="Hero headline" use="A hero H1 that breaks between phrases below lg: a short function word stays with the word after it; balanced wrapping at every width.">
          <p className="max-w-xs text-4xl font-bold tracking-tight text-balance text-slate-900">
            <PhraseHeadline text="Assess risk from documents, not just scores" />
          </p>
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
          <NameLinkList label="Features" links={FEATURE_CARDS.slice(0, 4).map((card) => ({ title: card.title, href: card.href! }))} columns="sm:grid-cols-2" />
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
        <Specimen name="Framework note" use="The badge row below as a framed note inside a section (under /pricing's plans, where a buyer decides).">
          <ComplianceBadges framed />
        </Specimen>
        <Specimen name="Checked list" use="Points made, each after a tick: base (16 px text, 20 px tick) for a section's points, sm (14 px, 16 px) inside a card or panel, dark on the closing band; another glyph for a list of things.">
          <div className="grid gap-8 md:grid-cols-2">
            <CheckList items={JOURNEY_STAGES[0].outcomes} />
            <div className="rounded-card border border-slate-200 bg-slate-50 p-4 sm:p-5">
              <CheckList items={JOURNEY_STAGES[0].outcomes} size="sm" />
            </div>
            <div className="cta-surface rounded-card p-6 md:col-span-2">
              <CheckList items={JOURNEY_BOOKING.points} size="sm" tone="dark" />
            </div>
          </div>
        </Specimen>
        <Specimen name="Stat list" use="Figures in a row, value over label, inside a section (the full-width strips, claims and stats, follow this section).">
          <StatList label="Figures" stats={[{ value: '98%', label: 'Stat band: value over label' }, { value: '<500 ms', label: 'Units with a no-break space' }]} />
        </Specimen>
        <Specimen name="Outcome list" use="Titled outcomes, a tick then a heading and one sentence, in three columns from 640 px (a solution's outcomes).">
          {outcomes && <OutcomeList items={outcomes.items} />}
        </Specimen>
        <Specimen name="Text link tiles" use="A dark band of links, each a title and a sentence, under a small heading; with steps, a numbered flow joined by connectors (the home page's technology).">
          <TextLinkTiles title={HOME.technology.title} tiles={HOME.technology.tiles} name="style-guide-tiles" />
        </Specimen>
        <Specimen name="Platform proofs" use="Beside a home feature group: the product figures drawn against the comparison they name, or the audit trail's sample record, the static claims they stand for under them.">
          <div className="grid gap-6 lg:grid-cols-2">
            <FigureComparison comparison={HOME.features.comparison}>
              <ProofClaims claims={HOME.features.groups[0]!.claims} />
            </FigureComparison>
            <AuditRecord />
          </div>
        </Specimen>
        <Specimen name="Article card" use="A trends article: full in the list, compact among related articles.">
          <div className="grid gap-6 md:grid-cols-2">
            <ArticleCard article={ARTICLES[0]} />
            <ArticleCard article={ARTICLES[1] ?? ARTICLES[0]} compact />
          </div>
        </Specimen>
        <Specimen name="On this page" use="A long read's sections (an article, /privacy, /terms): a box above the text on phones; from lg the column right of the text, sticky under the header, the section being read marked.">
          <PageContents headings={ARTICLES[0].body.headings} />
        </Specimen>
        <Specimen name="FAQ" use="Questions that open in place (the pricing FAQ).">
          <FaqList entries={PRICING_FAQ.slice(0, 3)} />
        </Specimen>
        <Specimen name="Team cards" use="An industry's teams, each with what the model does for it (an industry page's first section).">
          <TeamCards cards={industry.features.cards} />
        </Specimen>
        <Specimen name="Capability grid" use="An industry's agents in a dense grid beside a sticky section head.">
          <CapabilityGrid items={industry.capabilities.cards} name="style-guide-capabilities" />
        </Specimen>
        <Specimen name="Chip link" use="A short labelled link with its icon, in a row of chips (the 404 page's ways on).">
          <div className="flex flex-wrap gap-2">
            {FEATURE_CARDS.slice(0, 3).map((card) => (
              <ChipLink key={card.title} href={card.href!} icon={card.icon}>
                {card.title}
              </ChipLink>
            ))}
          </div>
        </Specimen>
        <Specimen name="Icon tile link" use="A page as a tile, its icon over or beside its name (the 404's main sections), or a row tile as wide as its name (/investors' industries served).">
          <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            {FEATURE_CARDS.slice(0, 4).map((card, i) => (
              <li key={card.title}>
                <IconTileLink href={card.href!} icon={card.icon} label={card.title} description={i % 2 ? undefined : card.description} />
              </li>
            ))}
          </ul>
        </Specimen>
        <Specimen name="Section figures" use="The product figures a prose section is the point of: value over its label; a two-part figure (then); one figure beside the section's points.">
          {twoPartFigure && <SectionFigures figures={[twoPartFigure]} />}
          {figureWithPoints?.figures && <SectionFigures figures={figureWithPoints.figures} points={figureWithPoints.bullets} />}
        </Specimen>
        <Specimen name="Steps" use="A numbered process: the numbered rail (a column on phones, columns from 640 px).">
          <StepList steps={LEARN_TABS[2].sections[0].bullets!.map((b) => ({ title: b.slice(0, b.indexOf(':')), description: b.slice(b.indexOf(':') + 2) }))} name="style-guide-steps" />
        </Specimen>
        <Specimen name="Steps, flow" use="A sequence each step of which feeds the next (the prompt-engineering method): the rail with arrows between steps.">
          <StepList steps={METHOD_STEPS} name="style-guide-flow" flow />
        </Specimen>
        <Specimen name="Steps, in and out" use="A flow whose steps each take something and hand something on, that artifact a chip on the connector: down the left on phones, across from 1024 px (/technology's pipeline, /technology/rag's retrieval).">
          <StepList steps={TECHNOLOGY.pipeline.steps} name="style-guide-in-out" flow details={TECHNOLOGY.pipeline.steps.map((step) => <StepInOut key={step.title} step={step} />)} />
        </Specimen>
        <Specimen name="Report layout" use="The shape of a deliverable with its values left blank, none invented (the journey hero's pilot report).">
          <PilotReport report={JOURNEY_PILOT_REPORT} />
        </Specimen>
        <Specimen name="Decision pill" use="The decision that closes a stage on the journey's rail, before the next one.">
          <DecisionPill question={JOURNEY_DECISIONS.questions[0]} label={JOURNEY_DECISIONS.label} className="w-fit" />
        </Specimen>
        <Specimen name="Point artifact" use="What a point of /about's regulated-customer section shows under its text: one row of the audit trail's sample record, or the framework chips.">
          <div className="grid max-w-md gap-6">
            <PointShowcase show="audit-record" />
            <PointShowcase show="frameworks" />
          </div>
        </Specimen>
        <Specimen name="Demo audit record" use="Under a live demo: what the audit record keeps once the demo's document is processed and a reviewer decides (/solutions/document-analysis).">
          <DemoAuditRecord record={sampleAuditRecord(auditSolution, auditDemo.document.analysis.findings, auditDemo.document.analysis.flags)} />
        </Specimen>
        {artefact && (
          <Specimen name="Capability artefact" use="Under a solution page's capability card: what the capability makes of the page's own sample, marked as a sample (/solutions/contract-intelligence).">
            <div className="max-w-xs">
              <CapabilityArtefact artefact={artefact} />
            </div>
          </Specimen>
        )}
        <Specimen name="Solution visual" use="A solution page's visual of its own beside its outcomes, from the page's own sample: a rating, a requirement grid or a timeline (/solutions/contract-intelligence).">
          <div className="max-w-xl">
            <SolutionVisual visual={solutionVisual('contract-intelligence', heroSample('/solutions/contract-intelligence'))!} />
          </div>
        </Specimen>
        <Specimen name="Product at work" use="The product on a page's own sample document in its hero: the document, highlighted passages, extracted fields and flags (the home page's).">
          <div className="max-w-xl">
            <ProductAtWork sample={heroSample('/')} />
          </div>
        </Specimen>
        <Specimen name="Prompt anatomy" use="A prompt taken apart into its labelled parts (the prompt-engineering hero).">
          <div className="max-w-xl">
            <PromptAnatomy {...PROMPT_ANATOMY} />
          </div>
        </Specimen>
        <Specimen name="Course outline" use="What a course leaves you with, ticked (the /learn hero).">
          <div className="max-w-xl">
            <CourseOutline {...LEARN_OUTLINE} outcomes={LEARN_TABS.map((tab) => tab.outcome)} />
          </div>
        </Specimen>
        <Specimen name="Feature visual" use="A feature page's own picture of the product (here the first feature's).">
          <div className="max-w-xl">
            <FeatureVisual visual={featureVisual(FEATURES[0].slug)} />
          </div>
        </Specimen>
        <Specimen name="Process sample" use="What an audience page's steps produce, beside them, from its demo's sample: an obligations timeline or a traceability matrix.">
          <div className="grid max-w-5xl gap-6 lg:grid-cols-2">
            {(['marketing', 'product-development'] as const).map((slug) => {
              const artefact = AUDIENCE_ARTEFACTS[slug];
              return artefact && <ProcessArtefact key={slug} artefact={artefact} />;
            })}
          </div>
        </Specimen>
        <Specimen name="Hero breadcrumb" use="A subpage's eyebrow: its family a link up, then the page's name (the technology and feature pages).">
          <p className="text-sm font-semibold tracking-wide text-blue-700 uppercase">
            <HeroEyebrow parent={FEATURES_PARENT.label} href={FEATURES_PARENT.href} name={FEATURES[0].name} marker="data-back-features" />
          </p>
        </Specimen>
        <Specimen name="Step detail" use="What a feature page's step shows under its text: its time on the request trace, or the artefact it leaves.">
          <div className="grid max-w-xs gap-2">
            {[FEATURE_STEP_DETAILS['lightning-speed']?.[2], FEATURE_STEP_DETAILS['audit-trail']?.[0]].map((detail, i) => detail && <StepDetail key={i} detail={detail} />)}
          </div>
        </Specimen>
        {companyAside && (
          <Specimen name="Block aside" use="A company block's figure beside its text: the comparison of their way and ours.">
            <div className="max-w-xl">
              <BlockAside aside={companyAside} />
            </div>
          </Specimen>
        )}
        <Specimen name="Company facts" use={`The company's supplied facts (identity.yaml \`facts\`), under a hero, or beside the editorial hero (this page's own); nothing when none are supplied. ${FROM_CONTENT}`}>
          <CompanyFacts facts={IDENTITY.facts} />
        </Specimen>
        <Specimen name="Assurance line" use={`Vertiq's own SOC 2 and penetration test in one line: on a page only as the framework band's first row (the framework note above, with audits), so every page that shows it shows the frameworks under it; a compact row under a 36rem container. ${FROM_CONTENT}`}>
          <AssuranceLine />
        </Specimen>
        <Specimen name="Customer logo" use={`A customer's logo in a case study's hero, or at the card size in a card header and the logo rows. ${FROM_CONTENT}`}>
          {customer && (
            <div className="flex flex-wrap items-center gap-8">
              <CustomerLogoImage customer={customer} size="strip" />
              <CustomerLogoImage customer={customer} size="card" />
            </div>
          )}
        </Specimen>
        {diagram && (
          <Specimen name="Article flow" use="An article's process figure in HTML: a column on phones, two rows of two from lg.">
            <FlowSteps data={diagram} />
          </Specimen>
        )}
        {loopLesson && (
          <Specimen name="Lesson" use="A /learn lesson: numbered heading, text at a reading measure, its process in HTML (a column on phones, a row from lg, here with a loop).">
            <LearnLesson section={loopLesson} id="guide-lesson" number="1.1" />
          </Specimen>
        )}
      </Section>
      {industry.benefits && <BenefitsSection eyebrow={INDUSTRY_SECTION_COPY.benefitsEyebrow} {...industry.benefits} />}
      {/* Evidence sections: nothing without entries in the content (a --content-from build shows the SAMPLE ones). */}
      <CustomerLogos customers={EVIDENCE.customers} title={CUSTOMER_LOGOS_COPY.title(EVIDENCE.customers)} />
      {EVIDENCE.people.length > 0 && <Leadership people={EVIDENCE.people} />}
      <ClaimStrip claims={HOME.claims} />
      {stats && <StatStrip stats={stats} claim={statFeature?.statsClaim} />}
      <ComplianceBadges />
      <ComplianceSection intro="The coverage section: the frameworks that apply, each with its scope." frameworks={COMPLIANCE_FRAMEWORKS.slice(0, 3)} />
      <Section id="aside" name="aside" align="split" eyebrow="Section aside" title="A section head with an aside" intro="From 1024 px the head stands left and its content right; the aside sits under the head (the pricing FAQ's contact line)." aside={<p className="mt-6 text-sm text-slate-600">The aside: a short note or link under the heading.</p>}>
        <CheckList items={JOURNEY_STAGES[1].outcomes} />
      </Section>
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
