/** /journey: the onboarding story as a timeline (each stage's story beside what it hands over, under it on phones), ending with the consultation panel (island) in the closing band. */
import { PageHero } from '../components/Hero.tsx';
import { Section } from '../components/Section.tsx';
import { CtaSection } from '../components/ClosingCta.tsx';
import { IconBadge } from '../components/Cards.tsx';
import { JourneyBookingIsland } from '../islands/index.tsx';
import { DecisionPill, JourneyTimeline } from '../components/visuals/JourneyTimeline.tsx';
import { JOURNEY_BOOKING, JOURNEY_HERO, JOURNEY_HERO_ACTIONS, JOURNEY_OUTCOMES_LABEL, JOURNEY_STAGES, JOURNEY_TIMELINE, JOURNEY_STORY_SECTION } from '../content/journey.ts';
import { HeroButtons } from './product/HeroButtons.tsx';
import { CheckList } from '../components/CheckList.tsx';
import { StepNumber } from '../components/StepNumber.tsx';

export function JourneyPage() {
  return (
    <>
      {/* Not on phones: stacked under the hero it was a numbered list of the four stages right above the
          section's own numbered list of them (design review r6). */}
      <PageHero hero={JOURNEY_HERO} visual={<JourneyTimeline {...JOURNEY_TIMELINE} stages={JOURNEY_STAGES} />} visualOnPhones={false}>
        <HeroButtons {...JOURNEY_HERO_ACTIONS} />
      </PageHero>
      <Section id="journey" name="journey" {...JOURNEY_STORY_SECTION}>
        {/* Each stage in two columns from lg: its story beside a card of what it hands over, so the
            page reads as decisions and outcomes rather than one long column of prose. */}
        {/* On the section's own container, so its edges line up with the header and hero. A rail down the
            left joins the stages at every width (drawn across each stage's padding, so it reaches the next
            marker): on phones a slim one with the stage's number, from sm the stage's icon (design review,
            round 4: at 390 the stages had no rail and read as undifferentiated text blocks). */}
        <ol data-steps="journey">
          {JOURNEY_STAGES.map((stage, index) => (
            <li key={stage.title} className="relative flex flex-row gap-4 pb-8 last:pb-0 sm:gap-8 sm:pb-12" data-step="">
              {index < JOURNEY_STAGES.length - 1 && <span className="absolute top-9 bottom-0 left-4 w-px bg-slate-200 sm:top-11 sm:left-[21.5px]" aria-hidden="true" data-connector="" />}
              <div className="relative shrink-0 sm:hidden">
                <StepNumber n={index + 1} />
              </div>
              <div className="relative hidden shrink-0 sm:block">
                <IconBadge icon={stage.icon} />
              </div>
              <div className="grid min-w-0 flex-1 gap-3 sm:gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-10">
                <div>
                  <p className="text-sm font-semibold text-blue-700">
                    {stage.stage} · {stage.length}
                  </p>
                  <h3 className="mt-1 text-2xl font-bold tracking-tight text-slate-900">{stage.title}</h3>
                  <p className="mt-3 leading-7 text-pretty text-slate-600 sm:text-lg sm:leading-8">{stage.story}</p>
                </div>
                {/* Open at every width (design review r8: at 390 four identical closed bars hid the page's payoff, what
                    each gate hands over): on phones a compact checklist under a rule, its lines the rail's full width;
                    from sm a card, beside the story from lg. */}
                <div className="border-t border-slate-200 pt-3 sm:rounded-card sm:border sm:bg-slate-50 sm:p-5" data-outcomes="">
                  <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">{JOURNEY_OUTCOMES_LABEL}</p>
                  <CheckList items={stage.outcomes} size="sm" className="mt-2 sm:mt-3" />
                </div>
                {/* On phones, where the hero's path card is left out, the decision before the next stage closes the stage. */}
                {JOURNEY_TIMELINE.decisions[index] && <DecisionPill question={JOURNEY_TIMELINE.decisions[index]} label={JOURNEY_TIMELINE.decisionLabel} className="w-fit sm:hidden" />}
              </div>
            </li>
          ))}
        </ol>
      </Section>
      {/* The site's closing band; the island inside swaps its panel for the booking form. */}
      <CtaSection id="booking" label="Book a consultation">
        <JourneyBookingIsland {...JOURNEY_BOOKING} />
      </CtaSection>
    </>
  );
}
