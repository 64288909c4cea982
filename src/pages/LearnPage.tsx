/** /learn: the three tabs (the strip an island, the panels static HTML) and a call to action. */
import { PageHero } from '../components/Hero.tsx';
import { ButtonLink } from '../components/Button.tsx';
import { LearnTabsIsland } from '../islands/index.tsx';
import { LearnPanels } from '../components/LearnPanels.tsx';
import { navHref } from '../render/paths.ts';
import { CourseOutline } from '../components/visuals/CourseOutline.tsx';
import { LEARN_CTA, LEARN_HERO, LEARN_OUTLINE, LEARN_TABS } from '../content/learn.ts';
import { ClosingCta } from '../components/ClosingCta.tsx';
import { salesMailto } from '../content/contact.ts';

export function LearnPage() {
  return (
    <>
      {/* The hero at the lessons' width (max-w-5xl, below), so both share one left edge at 1280 (design
          review r7: the hero text started ~130 px left of the lesson column). */}
      <PageHero
        hero={LEARN_HERO}
        width="max-w-5xl"
        visual={<CourseOutline {...LEARN_OUTLINE} outcomes={LEARN_TABS.map((tab) => tab.outcome)} />}
      />
      <section aria-label="Learning modules" className="bg-white py-16 sm:pt-20 sm:pb-20" data-section="learn-tabs">
        {/* The tabs and the module centred at a reading width: the module is one column (no side rail). */}
        <div className="mx-auto max-w-5xl px-4 sm:px-6">
          <div data-learn-tabs="">
            <LearnTabsIsland tabs={LEARN_TABS.map(({ id, title }) => ({ id, title }))} />
            <LearnPanels tabs={LEARN_TABS} />
          </div>
        </div>
      </section>
      <ClosingCta id="learn-cta" title={LEARN_CTA.title} description={LEARN_CTA.description}>
        <ButtonLink href={navHref(LEARN_CTA.demoPath)} variant="primary" size="lg">
          {LEARN_CTA.demoLabel}
        </ButtonLink>
        <ButtonLink href={salesMailto(LEARN_CTA.salesSubject)} variant="secondary" size="lg">
          {LEARN_CTA.salesLabel}
        </ButtonLink>
      </ClosingCta>
    </>
  );
}
