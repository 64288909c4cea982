/** One template for the six solution pages; optional sections (steps, outcomes, demo) follow the data. */
import { CardGrid } from '../components/Cards.tsx';
import { PageHero } from '../components/Hero.tsx';
import { navHref } from '../render/paths.ts';
import { CapabilityArtefact } from '../components/visuals/CapabilityArtefact.tsx';
import { ProductAtWork } from '../components/visuals/ProductAtWork.tsx';
import { DocumentPipeline } from '../components/visuals/DocumentPipeline.tsx';
import { DemoAuditRecord, SampleFlow } from '../components/visuals/SampleFlow.tsx';
import { SolutionVisual } from '../components/visuals/SolutionVisual.tsx';
import { solutionVisual } from '../content/solution-visuals/index.ts';
import { HERO_SAMPLES } from '../content/hero-samples.ts';
import { Section } from '../components/Section.tsx';
import { StepList } from '../components/Steps.tsx';
import type { CallToAction } from '../content/features.ts';
import { SOLUTION_HERO_FINDINGS, SOLUTION_STEPS_WHERE, SOLUTION_SECTION_EYEBROWS as EYEBROWS, capabilityArtefacts, sampleAuditRecord, sampleFollowUp, solutionAfterRead, solutionPath, usedIn, type SolutionContent } from '../content/solutions.ts';
import { DemoWidgetIsland } from '../islands/index.tsx';
import { CtaBand } from './product/CtaBand.tsx';
import { HeroButtons, type HeroButtonsProps } from './product/HeroButtons.tsx';
import { OutcomeList } from './product/OutcomeList.tsx';
import { SolutionCaseStudy } from './product/CustomerProof.tsx';
import { caseStudiesForSolution } from '../content/product-proof.ts';
import { frameworksForIndustry } from '../content/compliance.ts';
import { INDUSTRY_SECTION_COPY } from '../content/industries.ts';

/**
 * The hero picture's document text below xl and its note at 13 px (design review G r51 item 2: at 12 px the proof was the
 * hardest text on the page to read); written here so only the solution family's stylesheet carries the classes. Its lines
 * 24 px apart (1.85 at 13 px, 1.71 at xl's 14 px) and each highlight 1 px taller above and below, its box repeated on every
 * line it wraps to (the `cite` utility's box-decoration-break: clone), so wrapped highlights and their raised numbers no
 * longer touch the line above (design review Q r52 item 6; at 20 px they sat flush). The /solutions hero too.
 */
export const HERO_SMALL_TEXT = { text: '[&>div]:text-code [&>div]:leading-6 [&_mark]:py-px', note: 'text-code' };

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
  // Design review B r48 item 2: one section order on every page of the family (contract intelligence had the read under the
  // hero with a heading, risk assessment tucked it under step 4 where at 390 it read as a fifth step). Design review Q r52
  // item 1: the hero's document after the read comes after how it works, so the output pays off the steps (straight under
  // the hero it repeated the hero's document before the reader had seen the capabilities): hero, capabilities with their
  // samples, how it works, the read, outcomes, the closing band; the same on all five pages with capabilities. Document
  // analysis keeps its live demo under the hero ("See It In Action"), then how it works and outcomes. The read's panel
  // under its own heading and lead is a section of its own, never the steps' fifth item (B r48 item 2, review A r17).
  // Sections alternate white and muted; the capabilities white, so their grey sample boxes stand out.
  // Design review B r49 item 5: the outcomes a section of their own with a full-size heading.
  const readTone = demo ? 'muted' : 'white';
  const capabilitiesTone = 'white';
  const stepsTone = demo ? 'white' : 'muted';
  const outcomesTone = 'muted';
  const lastTone = outcomes ? outcomesTone : steps ? stepsTone : capabilitiesTone;
  const studies = caseStudiesForSolution(solution.slug);
  // Design review I r51 item 3: where the hero draws its document through the pipeline (document analysis), that pipeline
  // is the capabilities shown on a sample, stage by stage under the capabilities' own titles; a capabilities section with
  // the same four samples again, then four steps, told it three times in a row. The page goes from the demo to how it works.
  const showCapabilities = !demo;
  const artefacts = showCapabilities ? capabilityArtefacts(solution, sample, next) : {};
  const extras = Object.fromEntries(Object.entries(artefacts).map(([title, artefact]) => [title, <CapabilityArtefact artefact={artefact} />]));
  // Design review B r49 item 1: "Used in" in one place on every page, under the capabilities' intro, however many industries
  // (several were a ruled row closing the page's last section, one a line under the intro: two places in one family).
  const industries = usedIn(solution);
  const largeHero = solution.slug !== 'document-analysis';
  const visual = solutionVisual(solution.slug, sample);
  return (
    <>
      {/* Design review B r49 item 6: the card's document text at 14 px from xl (12 px read small at 1280). The card keeps its
          width: at 55/45 four of the five headlines ran to three lines, which review A r5 ruled out (tests/browser/
          solution-heroes). Where the live demo follows (document analysis), the hero draws its document through the
          pipeline, not a second processed document card over the demo's (design review A r49 item 1). */}
      <PageHero
        hero={hero}
        keepPhrases
        centreCopy
        visual={demo ? <DocumentPipeline sample={sample} stages={capabilities.cards} /> : <ProductAtWork sample={sample} large={largeHero} findings={SOLUTION_HERO_FINDINGS[solution.slug]} small={HERO_SMALL_TEXT} />}
      >
        <HeroButtons {...heroActions} />
      </PageHero>
      {demo && (
        <Section id="demo" name="demo" tone={readTone} eyebrow={DEMO_HEADING.eyebrow} title={DEMO_HEADING.title} intro={demo.intro}>
          <DemoWidgetIsland demo={demo.document} headingLevel="h3" actionsAtRest />
          {/* document -> result (the widget's fields, flags, next steps) -> the record it leaves */}
          <DemoAuditRecord record={sampleAuditRecord(solution, demo.document.analysis.findings, demo.document.analysis.flags)} />
        </Section>
      )}
      {showCapabilities && (
      <Section
        id="capabilities"
        name="capabilities"
        tone={capabilitiesTone}
        eyebrow={EYEBROWS.capabilities}
        title={capabilities.title}
        intro={industries.length === 1 ? undefined : capabilities.intro}
        aside={industries.length === 1 ? <UsedInSentence intro={capabilities.intro} industry={industries[0]!} /> : industries.length > 0 ? <UsedIn pages={industries} /> : undefined}
      >
        <CardGrid cards={capabilities.cards} columns={4} name="capabilities" framed={false} extras={extras} alignRows />
      </Section>
      )}
      {steps && (
        <Section id="how-it-works" name="how-it-works" tone={stepsTone} eyebrow={EYEBROWS.steps} title={steps.title} intro={SOLUTION_STEPS_WHERE}>
          <StepList steps={steps.steps} name="how-it-works" />
        </Section>
      )}
      {/* Design review Q r52 item 1: the hero's document after the read pays off the steps, so it comes after them on every
          page (same order on all five, one family), under its own page's heading and lead. */}
      {!demo && next && (
        <Section id="after-read" name="after-read" tone={readTone} eyebrow={EYEBROWS.afterRead} {...solutionAfterRead(solution)}>
          <SampleFlow next={next} record={sampleAuditRecord(solution, sample.analysis.findings, [...sample.analysis.flags, ...next.flags])} />
        </Section>
      )}
      {outcomes && (
        // Its heading across the section above the three outcomes, as every section's (design review B r50 solutions item 1:
        // in the first of four columns, under steps 2 to 4 for B r49 item 5, the 36 px heading wrapped to 3-4 lines in 240 px).
        // Design review G r51 items 3-4: where the page has a visual of its own (the rating, the requirement grid, the
        // timeline), the outcomes stand beside it in one column, so the band shows what they claim instead of three ticked
        // paragraphs across an empty 1280 px band; below lg the visual comes first. Design review Q r53 solutions item 2: the
        // card ran 200-280 px below the three outcomes; 7/5, the card wider (shorter where its lines wrapped) and the outcomes
        // in body-size text (OutcomeList's stacked), still from the row's top (Q r52 item 2: centred, they left 80-150 px empty
        // above).
        <Section id="outcomes" name="outcomes" tone={outcomesTone} eyebrow={EYEBROWS.outcomes} title={outcomes.title}>
          {visual ? (
            <div className="grid gap-10 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-x-8">
              <SolutionVisual visual={visual} />
              <OutcomeList items={outcomes.items} stacked />
            </div>
          ) : (
            <OutcomeList items={outcomes.items} />
          )}
        </Section>
      )}
      <SolutionCaseStudy studies={studies} solution={solution.slug} frameworks={solution.industry ? frameworksForIndustry(solution.industry) : undefined} tone={lastTone === 'white' ? 'muted' : 'white'} />
      <CtaBand cta={{ ...cta, ...solution.closing }} />
    </>
  );
}

/**
 * The industry pages whose agents do this solution's job (design review R r47 item 4: the page linked no industry; the chip
 * row of the 404's industries), from the solution's front matter (content/solutions.ts#usedIn): a line under the
 * capabilities' intro on every page (design review B r49 item 1).
 */
function UsedIn({ pages }: { pages: ReturnType<typeof usedIn> }) {
  return (
    <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-3" data-used-in="">
      <p className="text-sm font-semibold text-slate-900">Used in</p>
      <ul className="flex flex-wrap gap-2">
        {pages.map((industry) => (
          <li key={industry.slug}>
            {/* ChipLink's chip at 12 px with 8 px sides (design review Q r52 item 5: at 14 px "Construction" and "Aviation"
                stood alone on a second row at 390; four chips fit the 358 px column), 36 px tall at every width (design review
                Q r53 solutions item 4: 32 px targets for 12 px text; a 20 px line and 8 px above and below, no new class). */}
            <a href={navHref(`/${industry.slug}`)} className="inline-flex items-center rounded-full border border-slate-200 px-2 py-2 text-xs leading-5 font-medium whitespace-nowrap text-slate-700 hover:border-blue-300 hover:text-blue-700">
              {industry.name}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * One industry: "Used in" as the end of the capabilities' intro, in its words and size, the industry a link (design review Q
 * r53 solutions item 4: a single "Financial Services" chip left the row looking unfinished beside the three- and four-chip
 * rows of the other pages). Risk assessment today.
 */
function UsedInSentence({ intro, industry }: { intro: string; industry: ReturnType<typeof usedIn>[number] }) {
  return (
    <p className="mt-4 text-lg text-pretty text-slate-600" data-used-in="">
      {intro} Used in{' '}
      <a href={navHref(`/${industry.slug}`)} className="font-medium text-blue-700 underline">
        {industry.name}
      </a>
      .
    </p>
  );
}
