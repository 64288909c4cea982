/** One template for the six solution pages; optional sections (steps, outcomes, demo) follow the data. */
import { CardGrid } from '../components/Cards.tsx';
import { PageHero } from '../components/Hero.tsx';
import { ChipLink } from '../components/ChipLink.tsx';
import { navHref } from '../render/paths.ts';
import { CapabilityArtefact } from '../components/visuals/CapabilityArtefact.tsx';
import { ProductAtWork } from '../components/visuals/ProductAtWork.tsx';
import { DemoAuditRecord, SampleFlow } from '../components/visuals/SampleFlow.tsx';
import { HERO_SAMPLES } from '../content/hero-samples.ts';
import { Section } from '../components/Section.tsx';
import { StepList } from '../components/Steps.tsx';
import type { CallToAction } from '../content/features.ts';
import { SOLUTION_AFTER_READ, SOLUTION_STEPS_WHERE, SOLUTION_SECTION_EYEBROWS as EYEBROWS, capabilityArtefacts, sampleAuditRecord, sampleFollowUp, solutionPath, usedIn, type SolutionContent } from '../content/solutions.ts';
import { DemoWidgetIsland } from '../islands/index.tsx';
import { CtaBand } from './product/CtaBand.tsx';
import { HeroButtons, type HeroButtonsProps } from './product/HeroButtons.tsx';
import { OutcomeList } from './product/OutcomeList.tsx';
import { SolutionCaseStudy } from './product/CustomerProof.tsx';
import { caseStudiesForSolution } from '../content/product-proof.ts';
import { frameworksForIndustry } from '../content/compliance.ts';
import { INDUSTRY_SECTION_COPY } from '../content/industries.ts';

/** The demo's heading, as on the industry and audience pages. */
const DEMO_HEADING = INDUSTRY_SECTION_COPY.demo;

export interface SolutionPageProps {
  solution: SolutionContent;
  heroActions: HeroButtonsProps;
  cta: CallToAction;
}

export function SolutionPage({ solution, heroActions, cta }: SolutionPageProps) {
  const { hero, capabilities, steps, outcomes } = solution;
  // The product is shown once a page: the hero works on the page's own hero sample, or else on its demo
  // sample, and then the hero takes the demo's place (never the same document twice on one page).
  const sample = HERO_SAMPLES[solutionPath(solution)] ?? solution.demo?.document;
  if (!sample) throw new Error(`${solutionPath(solution)}: no hero sample and no demo sample; add one to HERO_SAMPLES in src/content/hero-samples.ts.`);
  const demo = solution.demo?.document === sample ? undefined : solution.demo;
  const next = sampleFollowUp(solution, solution.demo?.document === sample);
  // One section order for the family (review A round 5: document analysis and risk assessment were built
  // differently): hero, capabilities, then in the same muted place either the live demo with the record
  // its document leaves, or the hero's document after the read (flags, next steps, the record).
  const read = demo ? 'demo' : next ? 'after-read' : undefined;
  // The steps and their worked example: the hero's document after the read is one section with the steps
  // (review A r17: "From flags to a logged decision" then "Collect, extract, score, decide", two process
  // bands back to back, told the workflow twice). The live demo is its own section after the steps, under
  // the industry pages' "See It In Action" heading and its one sentence (review A r18: merged into the
  // steps without a heading it read as more of step 4); the steps still say the workflow once.
  const stepsApart = read === 'after-read' ? undefined : steps;
  // Sections alternate white and muted (one section rhythm) after the white capabilities: the steps
  // muted, the demo (white after the steps), the outcomes in the tone the section before them does not
  // have. The customer's study (when the business has one naming this solution) closes the page, likewise.
  const demoTone = stepsApart ? 'white' : 'muted';
  // The hero's document after the read, when it is a section of its own (no steps: contract intelligence), comes straight
  // under the hero, before the capabilities (design review R r47 item 2: it continued the hero's document ~900 px below it,
  // with the capabilities between): document, findings, logged decision. The capabilities are then the section before the close.
  const readFirst = read === 'after-read' && !steps;
  const beforeOutcomes = demo ? demoTone : readFirst ? 'white' : read || stepsApart ? 'muted' : 'white';
  const outcomesTone = beforeOutcomes === 'white' ? 'muted' : 'white';
  const lastTone = outcomes ? outcomesTone : beforeOutcomes;
  const studies = caseStudiesForSolution(solution.slug);
  const artefacts = capabilityArtefacts(solution, sample, next);
  const extras = artefacts && Object.fromEntries(Object.entries(artefacts).map(([title, artefact]) => [title, <CapabilityArtefact artefact={artefact} />]));
  const afterRead = !demo && next && (
        <Section
          id={steps ? 'how-it-works' : 'after-read'}
          name="after-read"
          tone="muted"
          eyebrow={steps ? EYEBROWS.steps : EYEBROWS.afterRead}
          title={steps ? steps.title : SOLUTION_AFTER_READ.title}
          intro={steps ? SOLUTION_STEPS_WHERE : undefined}
        >
          {steps && <StepList steps={steps.steps} name="how-it-works" />}
          <SampleFlow
            documentName={sample.documentName}
            next={next}
            record={sampleAuditRecord(solution, sample.analysis.findings, [...sample.analysis.flags, ...next.flags])}
            className={steps ? 'mt-12' : undefined}
          />
        </Section>
      );
  return (
    <>
      <PageHero hero={hero} keepPhrases centreCopy visual={<ProductAtWork sample={sample} />}>
        <HeroButtons {...heroActions} />
      </PageHero>
      {readFirst && afterRead}
      <Section id="capabilities" name="capabilities" eyebrow={EYEBROWS.capabilities} title={capabilities.title} intro={capabilities.intro}>
        <CardGrid cards={capabilities.cards} columns={4} name="capabilities" framed={false} extras={extras} />
        <UsedIn solution={solution} />
      </Section>
      {stepsApart && (
        <Section id="how-it-works" name="how-it-works" tone="muted" eyebrow={EYEBROWS.steps} title={stepsApart.title} intro={SOLUTION_STEPS_WHERE}>
          <StepList steps={stepsApart.steps} name="how-it-works" />
        </Section>
      )}
      {demo && (
        <Section id="demo" name="demo" tone={demoTone} eyebrow={DEMO_HEADING.eyebrow} title={DEMO_HEADING.title} intro={demo.intro}>
          <DemoWidgetIsland demo={demo.document} headingLevel="h3" />
          {/* document -> result (the widget's fields, flags, next steps) -> the record it leaves */}
          <DemoAuditRecord record={sampleAuditRecord(solution, demo.document.analysis.findings, demo.document.analysis.flags)} />
        </Section>
      )}
      {!readFirst && afterRead}
      {outcomes && (
        <Section id="outcomes" name="outcomes" tone={outcomesTone} eyebrow={EYEBROWS.outcomes} title={outcomes.title}>
          <OutcomeList items={outcomes.items} />
        </Section>
      )}
      <SolutionCaseStudy studies={studies} solution={solution.slug} frameworks={solution.industry ? frameworksForIndustry(solution.industry) : undefined} tone={lastTone === 'white' ? 'muted' : 'white'} />
      <CtaBand cta={{ ...cta, ...solution.closing }} />
    </>
  );
}

/**
 * The industry pages whose agents do this solution's job, as chips under its capabilities (design review R r47 item 4: the
 * page linked no industry; the chip row of the 404's industries). From the solution's front matter (content/solutions.ts#usedIn).
 */
function UsedIn({ solution }: { solution: SolutionContent }) {
  const pages = usedIn(solution);
  if (pages.length === 0) return null;
  return (
    <div className="mt-10 flex flex-wrap items-center gap-x-4 gap-y-3 border-t border-slate-200 pt-6" data-used-in="">
      <p className="text-sm font-semibold text-slate-900">Used in</p>
      <ul className="flex flex-wrap gap-2">
        {pages.map((industry) => (
          <li key={industry.slug}>
            <ChipLink href={navHref(`/${industry.slug}`)} icon={industry.card.icon} className="whitespace-nowrap">
              {industry.name}
            </ChipLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
