/** /journey: the onboarding story as a timeline (each stage's story beside what it hands over, under it on phones), ending with the consultation panel (island) in the closing band. */
import { EditorialHero } from './company/EditorialHero.tsx';
import { Section } from '../components/Section.tsx';
import { CtaSection } from '../components/ClosingCta.tsx';
import { JourneyBookingIsland } from '../islands/index.tsx';
import { DecisionPill, PilotReport } from '../components/visuals/JourneyVisuals.tsx';
import { JOURNEY_BOOKING, JOURNEY_DECISIONS, JOURNEY_HERO, JOURNEY_HERO_ACTIONS, JOURNEY_OUTCOMES_LABEL, JOURNEY_PILOT_REPORT, JOURNEY_STAGES, JOURNEY_STORY_SECTION } from '../content/journey.ts';
import { HeroButtons } from './product/HeroButtons.tsx';
import { CheckList } from '../components/CheckList.tsx';
import { StepNumber } from '../components/StepNumber.tsx';
import { cx } from '../components/cx.ts';

const last = (index: number) => index === JOURNEY_STAGES.length - 1;

export function JourneyPage() {
  return (
    <>
      {/* The layout of a pilot's deliverable, which nothing below shows (review B1 r11); at every width, as it repeats
          nothing (the stages' path card it replaced was left out on phones for repeating the section, review r6; r18-r19
          read the report's blank outline as a skeleton there; with its measures written out, r34 found the phone hero bare
          without it, where every other family keeps its card). The company family's one hero, as /about's and /investors'
          (design review H r51 item 6: the same eyebrow, headline, lede and panel on their 3 : 2 split, where /journey's
          page hero set its own split and leading), its two actions kept under the lede; the report in the hero visual's
          wrapper the page's tests and CLS check find. */}
      <EditorialHero
        hero={JOURNEY_HERO}
        aside={
          <div data-hero-visual="">
            <PilotReport report={JOURNEY_PILOT_REPORT} />
          </div>
        }
        underLede={
          <div className="mt-8">
            <HeroButtons {...JOURNEY_HERO_ACTIONS} />
          </div>
        }
      />
      <Section id="journey" name="journey" {...JOURNEY_STORY_SECTION}>
        {/* Each stage in two columns from lg: its story beside a card of what it hands over, so the
            page reads as decisions and outcomes rather than one long column of prose. */}
        {/* On the section's own container, so its edges line up with the header and hero. One rail at every width:
            each stage's number in a circle, a line joining it to the next drawn across the stage's padding (review
            B1 r11: from sm pale icon squares on a faint line read as four loose rows, and did not match 390). */}
        <ol data-steps="journey">
          {JOURNEY_STAGES.map((stage, index) => (
            <li key={stage.title} className="relative flex flex-row gap-4 pb-8 last:pb-0 sm:gap-8 sm:pb-12" data-step="">
              {index < JOURNEY_STAGES.length - 1 && <span className="absolute top-9 bottom-1 left-[15px] w-0.5 rounded-full bg-blue-100" aria-hidden="true" data-connector="" />}
              <StepNumber n={index + 1} />
              {/* On phones a rule 32 px under each decision but the last, 32 px over the next stage's badge (design review L r52
                  item 3: 36 px from "Decision" to the next badge, the stages ran together); from sm the cards part them. */}
              <div
                className={cx(
                  'grid min-w-0 flex-1 gap-3 sm:gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-x-10 xl:grid-cols-[minmax(0,1fr)_30rem]',
                  !last(index) && 'border-b border-slate-200 pb-8 sm:border-b-0 sm:pb-0',
                )}
                data-stage-body=""
              >
                <div>
                  <p className="text-sm font-semibold text-blue-700">
                    {stage.stage} · {stage.length}
                  </p>
                  <h3 className="mt-1 text-2xl font-bold tracking-tight text-slate-900">{stage.title}</h3>
                  {/* Body size and ink, not the lede's 18 px grey (design review A r49 item 1: beside 15 px card text the stories
                      at lede size made the page heavy). */}
                  <p className="mt-3 leading-7 text-pretty text-slate-700 sm:text-[1.0625rem]" data-stage-story="">
                    {stage.story}
                  </p>
                </div>
                {/* Open at every width (design review r8: at 390 four identical closed bars hid the page's payoff, what
                    each gate hands over): on phones a compact checklist under a rule, its lines the rail's full width;
                    from sm a card, beside the story from lg, as tall as the stage, its decision at its foot (design review A
                    r49 item 1: a card at the top of the column left a white block under it four times over). The last stage's
                    card tinted, its foot looping back to Discovery, so the four do not read as one block repeated (ibid.). */}
                {/* Pretty items, inherited (design review Q r47: "written / down", "original / metrics" alone). From xl the card is
                    wide enough that each item keeps to one line (design review A r48 item 5). */}
                {/* The last stage's card tinted and framed on phones too (design review H r51 item 6: flattened to a list under
                    a rule at 390, it lost the tint that sets it apart), the others a list under a rule there. */}
                <div
                  className={cx(
                    'sm:flex sm:flex-col sm:rounded-card sm:border sm:p-5',
                    last(index) ? 'rounded-card border border-blue-200 bg-blue-50 p-4' : 'border-t border-slate-200 pt-3 sm:bg-slate-50',
                  )}
                  data-outcomes=""
                  data-last-stage={last(index) ? '' : undefined}
                >
                  <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">{JOURNEY_OUTCOMES_LABEL}</p>
                  <CheckList items={stage.outcomes} size="sm" className="mt-2 text-pretty sm:mt-3" />
                  {/* The decision before the next stage closes the stage, under a rule at the card's foot; on phones 16 px under
                      the checklist, so it does not read as a fourth outcome. The last stage has no decision after it: its slot
                      says where the path goes next (review B r22). */}
                  <div className="mt-4 sm:mt-auto sm:pt-4">
                    <div className={cx('sm:border-t sm:pt-3', last(index) ? 'sm:border-blue-200' : 'sm:border-slate-200')}>
                      {JOURNEY_DECISIONS.questions[index] ? (
                        <DecisionPill question={JOURNEY_DECISIONS.questions[index]} label={JOURNEY_DECISIONS.label} className="w-fit" />
                      ) : (
                        <DecisionPill question={JOURNEY_DECISIONS.last.text} label={JOURNEY_DECISIONS.last.label} className="w-fit" loop />
                      )}
                    </div>
                  </div>
                </div>
              </div>
            </li>
          ))}
        </ol>
      </Section>
      {/* The site's closing band; the island inside swaps its panel for the booking form. */}
      <CtaSection id="booking" label="Book a consultation" anchored>
        <JourneyBookingIsland {...JOURNEY_BOOKING} />
      </CtaSection>
    </>
  );
}
