/** /learn: the three tabs (the strip an island, the panels static HTML) and a call to action. */
import { PageHero } from '../components/Hero.tsx';
import { ButtonLink } from '../components/Button.tsx';
import { LearnTabsIsland } from '../islands/index.tsx';
import { LEARN_RAIL_COLUMNS, LearnPanels } from '../components/LearnPanels.tsx';
import { navHref } from '../render/paths.ts';
import { CourseOutline } from '../components/visuals/CourseOutline.tsx';
import { LEARN_CTA, LEARN_HERO, LEARN_OUTLINE, LEARN_TABS } from '../content/learn.ts';
import { ClosingCta } from '../components/ClosingCta.tsx';
import { salesMailto } from '../content/contact.ts';

export function LearnPage() {
  return (
    <>
      {/* The hero, the modules and the closing band on the site's one grid (max-w-7xl), flush with the
          logo (design review r36: a narrower centred column moved the left edge three times down the page). */}
      <PageHero
        hero={LEARN_HERO}
        visual={<CourseOutline {...LEARN_OUTLINE} outcomes={LEARN_TABS.map((tab) => tab.outcome)} />}
      />
      <section aria-label="Learning modules" className="bg-white py-16 sm:pt-20 sm:pb-20" data-section="learn-tabs">
        {/* The module reads at a measure of its own (LearnPanels); from xl its contents rail stands to the
            right, and the tab strip spans the module's column, not the rail's. */}
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <div data-learn-tabs="">
            <div className={LEARN_RAIL_COLUMNS}>
              <LearnTabsIsland tabs={LEARN_TABS.map(({ id, title }) => ({ id, title }))} />
            </div>
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
