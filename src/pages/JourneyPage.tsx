/** /journey: the onboarding story as a timeline, ending with the consultation panel (island) in the closing band. */
import CircleCheck from 'lucide-react/icons/circle-check';
import { PageHero } from '../components/Hero.tsx';
import { Section } from '../components/Section.tsx';
import { CtaSection } from '../components/ClosingCta.tsx';
import { IconBadge } from '../components/Cards.tsx';
import { Icon } from '../components/Icon.tsx';
import { JourneyBookingIsland } from '../islands/index.tsx';
import { StageTrack } from '../components/visuals/StageTrack.tsx';
import { JOURNEY_BOOKING, JOURNEY_HERO, JOURNEY_HERO_ACTIONS, JOURNEY_STAGES, JOURNEY_STORY_SECTION, JOURNEY_TRACK } from '../content/journey.ts';
import { HeroButtons } from './product/HeroButtons.tsx';

export function JourneyPage() {
  return (
    <>
      <PageHero hero={JOURNEY_HERO} visual={<StageTrack stages={JOURNEY_STAGES} {...JOURNEY_TRACK} />}>
        <HeroButtons {...JOURNEY_HERO_ACTIONS} />
      </PageHero>
      <Section id="journey" name="journey" {...JOURNEY_STORY_SECTION}>
        <ol className="mx-auto max-w-4xl" data-steps="journey">
          {JOURNEY_STAGES.map((stage, index) => (
            <li key={stage.title} className="relative flex gap-5 pb-12 last:pb-0 sm:gap-8" data-step="">
              <div className="flex flex-col items-center">
                <IconBadge icon={stage.icon} />
                {index < JOURNEY_STAGES.length - 1 && <span className="mt-3 w-px flex-1 bg-slate-200" aria-hidden="true" />}
              </div>
              <div className="min-w-0 flex-1">
                <p className="text-sm font-semibold text-blue-700">
                  {stage.stage} · {stage.timing}
                </p>
                <h3 className="mt-1 text-2xl font-bold tracking-tight text-slate-900">{stage.title}</h3>
                <p className="mt-3 leading-7 text-slate-600">{stage.story}</p>
                <ul className="mt-4 grid gap-2">
                  {stage.outcomes.map((outcome) => (
                    <li key={outcome} className="flex gap-2 text-sm text-slate-700">
                      <Icon icon={CircleCheck} className="mt-0.5 size-4 shrink-0 text-blue-700" />
                      {outcome}
                    </li>
                  ))}
                </ul>
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
