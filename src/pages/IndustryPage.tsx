/**
 * One template for the thirteen industry pages (docs/product-rules.md#industry-pages). Optional sections
 * (benefits, compliance, testimonial) follow the data; the template never looks at the slug.
 */
import ArrowRight from 'lucide-react/icons/arrow-right';
import { PageHero } from '../components/Hero.tsx';
import { Icon } from '../components/Icon.tsx';
import { navHref } from '../render/paths.ts';
import { ComplianceBadges } from '../components/ComplianceBadges.tsx';
import { IndustryModelLine, modelsFor } from './evidence/ModelFacts.tsx';
import { frameworksForIndustry } from '../content/compliance.ts';
import { ProductAtWork } from '../components/visuals/ProductAtWork.tsx';
import { heroSample } from '../content/hero-samples.ts';
import { Section } from '../components/Section.tsx';
import { CLOSING_CTA_ACTIONS, INDUSTRY_SECTION_COPY as COPY, type Industry } from '../content/industries.ts';
import { BenefitsSection } from './industry/BenefitsSection.tsx';
import { AgentStatusLegend, CapabilityGrid } from './industry/CapabilityGrid.tsx';
import { agentEvidence, agentStatuses, agentStatusLegend } from './evidence/agent-evidence.ts';
import { TeamCards } from './industry/TeamCards.tsx';
import { ClosingCtaSection } from './industry/ClosingCta.tsx';
import { DemoSection } from './industry/DemoSection.tsx';
import { HeroButtons } from './product/HeroButtons.tsx';
import { TestimonialSection } from './industry/TestimonialSection.tsx';
import { CustomerLogos } from './evidence/CustomerLogos.tsx';
import { EVIDENCE } from '../content/evidence.ts';
import { CUSTOMER_LOGOS_COPY } from '../content/evidence-copy.ts';

export function IndustryPage({ industry }: { industry: Industry }) {
  const { slug, hero, features, benefits, compliance, capabilities, demo, testimonial, cta } = industry;
  const frameworks = frameworksForIndustry(slug);
  const customers = EVIDENCE.customers.filter((customer) => customer.industry === slug);
  return (
    <>
      {/* The product at work on a document of the industry's own, another than the demo's below (one copy a page). The h1 one
          step smaller on phones (design review N r54 industry item 6: /healthcare's and /legal's took 4 lines at 390 and put the
          card ~675 px down; at 30 px none of the thirteen takes more than 3). */}
      <PageHero hero={hero} centreCopy smallerTitleOnPhones visual={<ProductAtWork sample={heroSample(`/${slug}`)} />}>
        <HeroButtons {...COPY.heroActions} />
      </PageHero>
      <CustomerLogos customers={customers} title={CUSTOMER_LOGOS_COPY.industryTitle(industry.name, customers)} />
      <Section
        id="features"
        name="features"
        eyebrow={COPY.featuresEyebrow}
        title={features.title}
        intro={features.intro}
        aside={features.introLink && <IntroLink link={features.introLink} />}
      >
        <TeamCards cards={features.cards} />
      </Section>
      {/* One order on every industry page: whom it serves, then the product at work on their document (the demo:
          design review E r41 found ~1,700 px of same-weight lists between the hero's picture and the demo, "no
          picture, number, quote or change of layout"), then the assurance slot: the frameworks that apply to the
          industry, as the badge row; where the page has the compliance-coverage section (financial services,
          healthcare), the same row with the section's heading and the industry's sentence (review r5: a two-column
          table on healthcare and the row elsewhere read as two templates); then why a model of the industry's own and
          the agents, and the testimonial where there is one (commercial real estate), before the closing band. The
          band is never last: its short ruled band stood where the closing band wants a section's gap. The demo is
          muted between white sections. */}
      <DemoSection {...COPY.demo} intro={demo.intro} document={demo.document} />
      <ComplianceBadges frameworks={frameworks} coverage={compliance} industry={slug} />
      {benefits && <BenefitsSection eyebrow={COPY.benefitsEyebrow} {...benefits} />}
      {/* Heading above a four-column catalogue from lg: beside the grid, a heading column ended ~310-360 px above
          it (review C r40, "blank beside the grid"). The model line, where there is one, stands under the intro. */}
      <Section
        id="capabilities"
        name="capabilities"
        eyebrow={COPY.capabilitiesEyebrow}
        title={capabilities.title}
        intro={capabilities.intro}
        // A rule under the reasons (both white); without them the frameworks band's own rule is above it.
        className={benefits ? 'border-t border-slate-200' : undefined}
        aside={modelsFor(slug).length ? <IndustryModelLine industry={slug} /> : undefined}
      >
        <CapabilityGrid items={capabilities.cards} name="capabilities" evidence={agentEvidence(slug, capabilities.cards)} statuses={agentStatuses(slug, capabilities.cards)} />
        {agentStatusLegend(slug) && <AgentStatusLegend legend={agentStatusLegend(slug)!} />}
      </Section>
      {testimonial && <TestimonialSection label={COPY.testimonialLabel} testimonial={testimonial} />}
      <ClosingCtaSection cta={cta} actions={CLOSING_CTA_ACTIONS} />
    </>
  );
}

/** Under a section's introduction, the page that explains it (features.introLink; trust review T2 r46). */
function IntroLink({ link }: { link: { label: string; path: string } }) {
  return (
    <a href={navHref(link.path)} className="mt-3 inline-flex min-h-6 items-center gap-1 font-semibold text-blue-700 hover:text-blue-800" data-intro-link="">
      {link.label}
      <Icon icon={ArrowRight} className="size-4" />
    </a>
  );
}
