/**
 * The technology explainers (/technology/small-llms, /technology/rag): prose sections, the page before
 * and after in the sequence overview, small models, RAG, security, the way home (Back to Home, which
 * docs/product-rules.md#technology asks for, as a quiet text link in the sequence's heading line), and the closing call to action
 * every product page ends with, in the page's own words.
 */
import ArrowLeft from 'lucide-react/icons/arrow-left';
import ArrowRight from 'lucide-react/icons/arrow-right';
import House from 'lucide-react/icons/house';
import LayoutGrid from 'lucide-react/icons/layout-grid';
import { PageHero } from '../components/Hero.tsx';
import { HeroEyebrow } from '../components/HeroEyebrow.tsx';
import { Icon } from '../components/Icon.tsx';
import { TermReadingVisual } from '../components/visuals/TermReadingVisual.tsx';
import { RetrievalVisual } from '../components/visuals/RetrievalVisual.tsx';
import { PermissionFilterDiagram } from '../components/visuals/PermissionFilterDiagram.tsx';
import { NoPassageAnswer, PolicyUpdateStrip } from './product/RagAnswerStates.tsx';
import type { TechnologySubPageContent } from '../content/technology.ts';
import { RAG_SAMPLE, TERM_READING } from '../content/visuals.ts';
import { navHref } from '../render/paths.ts';
import { SectionFigures } from '../components/SectionFigures.tsx';
import { cx } from '../components/cx.ts';
import { Headline } from '../components/Headline.tsx';
import { slugify } from '../collections/slugify.ts';
import { PageContents } from './resources/PageContents.tsx';
import { CtaBand, ctaSecondary } from './product/CtaBand.tsx';
import { HeroButtons } from './product/HeroButtons.tsx';
import { EXPLAINER_SEQUENCE, TECHNOLOGY, TECHNOLOGY_PATH } from '../content/technology.ts';
import { StepList } from '../components/Steps.tsx';
import { StepInOut } from './product/StepInOut.tsx';
import { CustomTrainingSection, hasModelFacts, ModelFactsSection } from './evidence/ModelFacts.tsx';
import { setNotesColumn, usePageCitations } from '../components/figure-citations.tsx';

export function TechnologySubPage({ page }: { page: TechnologySubPageContent }) {
  const closing = { ...TECHNOLOGY.cta, ...page.closing };
  // The figure notes keep to the explainer's centred article, the page's one text column.
  setNotesColumn(usePageCitations(), 'explainer');
  // The model cards want the content width, not the explainer's text measure (trust review r43): where there are any, the
  // explainer's sequence links follow them in a column of their own; without, the page is as it was.
  const modelFacts = page.slug === 'small-llms' && hasModelFacts();
  const sequence = <ExplainerSequence page={page} afterBand={modelFacts} />;
  return (
    <>
      {/* The hero offers the closing band's pair (review r5: "Start Free Trial" above, "Compare Plans" below). */}
      {/* small-llms' H1 one step smaller on phones (design review Q r54 technology item 7: at 36 px it set over four lines with
          "specialized" alone on one; balanced already, its phrases kept whole): three lines at 390. */}
      <PageHero hero={page.hero} keepPhrases smallerTitleOnPhones={page.slug === 'small-llms'} eyebrow={<TechnologyEyebrow eyebrow={page.hero.eyebrow!} />} visual={subPageVisual(page)}>
        <HeroButtons primary={closing.primary} secondary={ctaSecondary(closing)} />
      </PageHero>
      {/* The article on the hero's left edge, not centred (design review J r43: "the left edge jumps": hero at 24 px, a
          720 px centred column at 280, the band full width again); from lg the column beside it lists the sections. */}
      <div className={cx(EXPLAINER_GRID, 'grid gap-10 py-16 sm:py-20')} data-section="explainer">
        {/* The long reads' one "On this page" (an article's, /privacy's): a box above the text on phones, from lg the
            column beside it, sticky for the article's whole length, marking the section being read (design review K r44).
            Its cell is the article's first row, right column: the wrapper is that cell (as tall as the article, the list
            sticky inside it), so the list's own grid placement (an article's) is not used here. */}
        <div className="lg:col-start-2 lg:row-start-1">
          <PageContents headings={page.sections.map((section) => ({ depth: 2, id: slugify(section.heading), text: section.heading.replace(/\u2011/g, '-') }))} />
        </div>
        {/* The article spans both columns from lg, everything in it at the 48rem measure on the left, beside the list, which
            stays in view for the article's length (design review Q r52 item 1: the right column empty for ~2,000 px under a
            four-line list; Q r53: visuals run under the list's column hid its links). */}
        <article className="min-w-0 lg:col-span-full lg:row-start-1">
          {page.sections.map((section) => (
            // Anchored by heading: a link to "#what-makes-a-language-model-small" says where it goes.
            // 64 px between sections and the heading 26 px from sm (design review G r51 item 7: "about 22 px" over 18 px body,
            // the headings did not stand out from the text).
            <section key={section.heading} aria-labelledby={slugify(section.heading)} className="mt-16 first:mt-0">
              <h2 id={slugify(section.heading)} className="max-w-3xl text-2xl font-bold tracking-tight text-pretty text-slate-900 sm:text-[1.625rem]">
                {section.heading}
              </h2>
              {/* One measure for every paragraph: `text-pretty` wrapped some ~80 px short of the column, so the
                  right edge looked uneven (review A r8); WithoutWidow alone keeps the last line from being one word. */}
              {section.paragraphs.map((p) => (
                // 17 px on phones (design review G r51 item 7: 18 px in a 358 px column made long ragged lines). Pretty on phones
                // only, where WithoutWidow holds no tail (G r51 item 7): 'library.' ended a small-llms paragraph alone at 390
                // (design pass r54); pretty moves a word or two of the last lines, not the ~80 px of the wide column (A r8).
                <p key={p} className="mt-4 max-w-3xl text-lg leading-8 text-slate-700 max-sm:text-[1.0625rem] max-sm:leading-7 max-sm:text-pretty">
                  <WithoutWidow text={p} />
                </p>
              ))}
              {/* The section's visual at the text's measure, beside the sticky list, never under it: run across both columns
                  (design review Q r52 item 1), the visuals passed over the list as the page scrolled and hid its links
                  (design review Q r53: "Where small models need help" unclickable under the stat panels). */}
              {hasVisual(section) && (
                <div className="max-w-3xl" data-wide-visual="">
                  {/* The hero's two readings on another vertical's clause: the section's text shown (design review Q r53 item 2). */}
                  {section.reading && (
                    <div className="mt-6" data-worked-reading="">
                      <TermReadingVisual sample={section.reading} />
                    </div>
                  )}
                  {section.figures && <SectionFigures figures={section.figures} points={figurePoints(section)} />}
                  {section.flow && <RetrievalFlow steps={section.flow} />}
                  {section.noPassage && <NoPassageAnswer sample={section.noPassage} />}
                  {section.policyUpdate && <PolicyUpdateStrip sample={section.policyUpdate} />}
                  {section.permissions && <PermissionFilterDiagram data={section.permissions} />}
                </div>
              )}
              {section.bullets && !figurePoints(section) && (
                <ul className="mt-4 max-w-3xl list-disc space-y-2 pl-6 text-lg leading-8 text-slate-700 marker:text-blue-700">
                  {section.bullets.map((b) => (
                    <li key={b}>{b}</li>
                  ))}
                </ul>
              )}
            </section>
          ))}
          {!modelFacts && <div className="max-w-3xl">{sequence}</div>}
        </article>
      </div>
      {/* The models' facts, where the page explains what a small model is (trust review T1 r34), before the sequence. */}
      {modelFacts && (
        <>
          <ModelFactsSection />
          <CustomTrainingSection />
          <div className={cx(EXPLAINER_GRID, 'lg:grid py-12 sm:py-16')}>
            <div className="max-w-3xl">{sequence}</div>
          </div>
        </>
      )}
      {/* Without model cards, the custom-training statement still has its place (/security links it). */}
      {!modelFacts && page.slug === 'small-llms' && <CustomTrainingSection />}
      {/* The spec's Back to Home in the closing band, apart from the article's links (design review Q r52 item 6: inside
          "More on the technology" it read as one of them). */}
      <CtaBand cta={closing}>
        <BackHome label={page.backHomeLabel} />
      </CtaBand>
    </>
  );
}

/** Whether a section has a visual that spans the page's two columns from lg. */
function hasVisual(section: TechnologySubPageContent['sections'][number]): boolean {
  return Boolean(section.reading || section.figures || section.flow || section.noPassage || section.policyUpdate || section.permissions);
}

/**
 * Back to Home (docs/product-rules.md#technology: every technology subpage has one, to /), a quiet link on the closing band
 * under its two buttons: the way out of the page, not a page of the series. 44 px tall on phones (design review J r43).
 */
function BackHome({ label }: { label: string }) {
  return (
    <a href={navHref('/')} className="mt-6 inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-slate-300 underline decoration-slate-500 underline-offset-4 hover:text-white sm:min-h-6" data-back-home="">
      <Icon icon={House} className="size-4 shrink-0" />
      {label}
    </a>
  );
}

/** The explainer's page grid: the article's 48rem measure on the page's gutter, from lg its contents beside it (the grid's own `grid` where it is one). */
const EXPLAINER_GRID = 'mx-auto max-w-7xl px-4 sm:px-6 lg:grid-cols-[minmax(0,48rem)_minmax(0,1fr)] lg:gap-x-16';

/**
 * Where the explainer sits in the sequence (overview, small models, RAG, security): the page before and
 * the page after as two link blocks, side by side from sm and stacked on phones (review: four full-width
 * buttons stacked within ~450 px at 390, and the two explainers' "Next" pointed at each other), under a
 * heading line that ends with the way up, All Technology (design review Q r52 item 6: Back to Home there read as an article
 * link; it is on the closing band). A 24 px target; 44 px tall on phones (design review J r43).
 */
function ExplainerSequence({ page, afterBand }: { page: TechnologySubPageContent; afterBand: boolean }) {
  const link = 'group flex min-h-11 flex-col rounded-card border border-slate-200 bg-white p-4 hover:border-blue-300 sm:p-5';
  // After the model cards' band, the band's edge is the rule (a second one a line below it read as a stray).
  return (
    <nav aria-labelledby="explainer-sequence" className={afterBand ? undefined : 'mt-14 border-t border-slate-200 pt-6'} data-closing-actions="">
      {/* The row's heading with the way up at its end: under the cards a link looked orphaned (review A r6). */}
      <div className="mb-4 flex flex-wrap items-center justify-between gap-x-6 gap-y-1">
        <p id="explainer-sequence" className="text-sm font-semibold text-slate-900">
          {EXPLAINER_SEQUENCE.label}
        </p>
        <a href={navHref(TECHNOLOGY_PATH)} className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-slate-600 underline decoration-slate-300 underline-offset-4 hover:text-blue-700 hover:decoration-blue-700 sm:min-h-6" data-all-technology="">
          <Icon icon={LayoutGrid} className="size-4 shrink-0" />
          {EXPLAINER_SEQUENCE.all}
        </a>
      </div>
      {/* Stacked full width on phones (side by side at 390 px, "Retrieval-augmented generation" broke over
          three lines and the two cards came out unequal heights), two columns from sm. */}
      <ul className="grid gap-3 sm:grid-cols-2 sm:gap-4">
        <li>
          <a href={navHref(page.prev.path)} className={link} data-prev="">
            <span className="flex items-center gap-1 text-xs font-semibold uppercase tracking-wide text-slate-600">
              <Icon icon={ArrowLeft} className="size-4" />
              {EXPLAINER_SEQUENCE.prev}
            </span>
            <span className="mt-1 font-semibold text-pretty text-slate-900 group-hover:text-blue-700">{page.prev.label}</span>
          </a>
        </li>
        <li>
          <a href={navHref(page.next.path)} className={cx(link, 'sm:items-end sm:text-right')} data-next="">
            <span className="flex items-center gap-1 text-xs font-semibold uppercase tracking-wide text-blue-700">
              {/* "Next" on both explainers, RAG's leading on to Security & Compliance (design review G r51 item 5: "Related" there
                  beside small-llms' "Next" read as two patterns; review A r8's "Related" goes, the page's name says where it leads). */}
              {EXPLAINER_SEQUENCE.next}
              <Icon icon={ArrowRight} className="size-4" />
            </span>
            <span className="mt-1 font-semibold text-pretty text-slate-900 group-hover:text-blue-700">{page.next.label}</span>
          </a>
        </li>
      </ul>
    </nav>
  );
}

/**
 * A paragraph that never ends on one short word: `text-pretty` (no longer used on the paragraphs) let two short words end a paragraph alone
 * (review A r6: "...it looks everything / else up." on /technology/small-llms), so the last words stay on
 * one line, but only as many as make a short tail (about ten characters): a fixed three-word tail was
 * so wide at 390 px that it pushed the line before it short (review A r7: "compact enough to run on /
 * a single server.", "the agent says so / instead of guessing.").
 */
function WithoutWidow({ text }: { text: string }) {
  const words = text.split(' ');
  if (words.length < 6) return <>{text}</>;
  let kept = 1;
  while (kept < 3 && words.slice(-kept).join(' ').length < MIN_TAIL) kept++;
  return (
    <>
      {/* Hyphenated words kept whole (design review K r44: "makes on-/premises deployment" broke at the hyphen). */}
      <Headline text={`${words.slice(0, -kept).join(' ')} `} />
      {/* From sm only: on phones the held tail pushed the line before it short (design review G r51 item 7: "compact enough to
          run on a / single server."), so there the paragraph wraps as it comes. */}
      <span className="sm:whitespace-nowrap">{words.slice(-kept).join(' ')}</span>
    </>
  );
}

/** The shortest last line a paragraph may end on, in characters. */
const MIN_TAIL = 10;

/** A section's bullets go inside its figures' box, beside them (design review G r51 item 4: every stat box one pattern). */
function figurePoints(section: TechnologySubPageContent['sections'][number]): string[] | undefined {
  return section.figures?.length ? section.bullets : undefined;
}

/** The eyebrow with its first part ("Technology") a link to the overview: the way up, beside the way home. */
function TechnologyEyebrow({ eyebrow }: { eyebrow: string }) {
  const [parent, ...rest] = eyebrow.split(' · ');
  // The name held whole (a no-break space, a non-breaking hyphen): spelled out, RAG's broke before "GENERATION", alone on a
  // second line at 390 (design review Q r52 item 7); whole, the line breaks after "TECHNOLOGY ·".
  const name = rest.join(' · ').replace(/ /g, '\u00a0').replace(/-/g, '\u2011');
  // Stacked on phones where the whole would not fit a 390 px line (RAG's; small-llms' fits, design review Q r54 technology item 1).
  const long = `${parent} · ${name}`.length > PHONE_EYEBROW_CHARS;
  return <HeroEyebrow parent={parent!} href={navHref(TECHNOLOGY_PATH)} name={name || undefined} marker="data-back-technology" stackOnPhones={long} />;
}

/** About as many of the eyebrow's small capitals as a 390 px line holds ("Technology · Small language models" is 34). */
const PHONE_EYEBROW_CHARS = 36;

/**
 * The retrieval path as a diagram of the paragraph above it (the steps are told once: not in the hero, which shows
 * retrieval at work): the site's one step sequence (StepList, the overview's pipeline), each step with what goes in and
 * what comes out, numbered in order, so the diagram teaches the sequence. Down the left at every width, at the article's
 * measure (design review Q r54 technology item 6: across the column, ~150 px a step; never under the sticky contents, Q r53). No frame: a dashed line is the site's mark for
 * the customer's network (the overview's architecture), not a box round a list (design review K r44).
 */
function RetrievalFlow({ steps }: { steps: NonNullable<TechnologySubPageContent['sections'][number]['flow']> }) {
  return (
    <figure className="mt-8" data-retrieval-diagram="">
      <StepList
        steps={steps.map((step) => ({ title: step.step, description: '' }))}
        name="retrieval"
        columns={1}
        details={steps.map((step) => <StepInOut key={step.step} step={step} narrow />)}
      />
      <figcaption className="mt-8 text-sm text-pretty text-slate-600">Each step’s output is the next step’s input, and every step runs on your infrastructure: no external API is called.</figcaption>
    </figure>
  );
}

/**
 * Each explainer's own hero visual (the /technology overview keeps the whole pipeline): the small-model
 * page its comparison card; RAG retrieval at work on a sample policy: question, retrieved passages
 * with sources, cited answer.
 */
function subPageVisual(page: TechnologySubPageContent) {
  if (page.slug === 'small-llms') return <TermReadingVisual sample={TERM_READING} />;
  return <RetrievalVisual sample={RAG_SAMPLE} />;
}
