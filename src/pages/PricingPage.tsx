/** /pricing: tiers (island: Start Free Trial swaps in the trial form), add-ons, plan rules, FAQ. */
import { PageHero } from '../components/Hero.tsx';
import { ComplianceBadges } from '../components/ComplianceBadges.tsx';
import { SpecSheetVisual } from '../components/visuals/SpecSheetVisual.tsx';
import { PRICING_SPEC } from '../content/visuals.ts';
import { EVIDENCE } from '../content/evidence.ts';
import { PricingProof } from './product/CustomerProof.tsx';
import { PlanTerms, planRules, planTermRows, planTermsFaq } from './product/PlanTerms.tsx';
import { Section } from '../components/Section.tsx';
import { IconBadge } from '../components/Cards.tsx';
import { ButtonLink } from '../components/Button.tsx';
import { PricingPlansIsland } from '../islands/index.tsx';
import { PlanComparisonTable, PricingTierCards } from '../components/PricingTierCards.tsx';
import { ADD_ONS, ENTERPRISE_CONTACT, PRICING_FAQ, PRICING_FAQ_SECTION, PRICING_HERO, TIERS, planComparison } from '../content/pricing.ts';
import { FaqList } from './resources/Faq.tsx';
import { faqPageNode } from '../render/jsonld.ts';
import { JsonLdScript } from '../render/JsonLdScript.tsx';
import { ClosingCta } from '../components/ClosingCta.tsx';
import { salesMailto } from '../content/contact.ts';
import { navHref } from '../render/paths.ts';
import { CONTACT } from '../site.ts';
import { Icon } from '../components/Icon.tsx';
import ArrowRight from 'lucide-react/icons/arrow-right';

/**
 * Order: the plan rules as the hero's card (each rule stated once on the page: the FAQ and the
 * add-ons no longer repeat them; on phones under the hero's copy, compact), the plans straight under the hero, the
 * feature-by-plan table, the add-ons, the compliance note and customers' measured results when the
 * business has case studies, the FAQ beside its heading, then the closing band.
 */
export function PricingPage() {
  // The business's plan terms answer two questions the list cannot (hardware, leaving), after its own (trust review T7 r53).
  const faq = [...PRICING_FAQ, ...planTermsFaq()];
  return (
    <>
      {/* The plan rules beside the copy from sm; on phones under it, a compact two-by-two (review A r7: one row a line
          above the plans, the first price sat ~880 px down; design review A r48 item 7: moved after the plans, the card
          stood ~2,400 px down the page). One card at every width: a second copy for phones cost ~100 B of first load. */}
      <PageHero
        hero={PRICING_HERO}
        smallerTitleOnPhones
        visual={
          <div data-section="plan-rules">
            <SpecSheetVisual sheet={planRules(PRICING_SPEC)} compactOnPhones />
          </div>
        }
      />
      <section aria-labelledby="plans-heading" className="bg-white pb-12 pt-8 sm:pt-16" data-section="plans">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <h2 id="plans-heading" className="sr-only">
            Plans and prices
          </h2>
          <PricingPlansIsland>
            <PricingTierCards tiers={TIERS} />
          </PricingPlansIsland>
        </div>
      </section>
      {/* Buying first, then assurance, then questions (review A r7): the plans, the table that compares
          them, the add-ons that extend them; the frameworks and customers' measured results (when the
          business has case studies); the FAQ last before the closing band. Tones alternate from the
          table on: white, slate, the white band, slate, dark. */}
      <Section id="compare" name="compare" align="left" eyebrow="Compare plans" title="Every plan, feature by feature" className="pt-4 sm:pt-8">
        {/* The business's support terms as the table's last row, and what every plan assumes under it (trust review T2 r46). */}
        <PlanComparisonTable tiers={TIERS} rows={[...planComparison(TIERS), ...planTermRows(TIERS)]} />
        <PlanTerms />
      </Section>
      <Section id="add-ons" name="add-ons" tone="muted" eyebrow="Add-ons" title="Extend any plan" intro="Add capacity or expertise when you need it. Each add-on is scoped and quoted to your requirements.">
        <ul className="grid gap-6 md:grid-cols-3" data-cards="add-ons">
          {ADD_ONS.map((addOn) => (
            <li key={addOn.name} className="flex flex-col rounded-card border border-slate-200 bg-white p-6 shadow-card" data-card="">
              {/* The icon beside the name: three cards stacked on phones read as a list, not three tall tiles. */}
              <div className="flex items-center gap-4">
                <IconBadge icon={addOn.icon} className="shrink-0" />
                <h3 className="text-lg font-semibold text-slate-900">{addOn.name}</h3>
              </div>
              {/* Pretty: Integration Services left "yours." alone at 1280 (design review A r49 item 8). */}
              <p className="mt-3 flex-1 text-sm leading-6 text-pretty text-slate-600">{addOn.description}</p>
              {/* The quote basis is a plain label; the one link is a real mailto naming the add-on. Stacked
                  until the cards are wide enough for the longest basis and the link on one line (xl), so
                  no card's footer wraps where another's does not. */}
              <div className="mt-4 flex flex-col items-start gap-2 border-t border-slate-200 pt-4 text-sm xl:flex-row xl:items-center xl:justify-between">
                <p className="text-slate-600" data-add-on-price="">
                  {addOn.price}
                </p>
                {/* A 44 px tall target on phones, where it sits alone on its line; 24 px from xl, beside the basis. */}
                <a href={salesMailto(`Add-on: ${addOn.name}`)} className="inline-flex min-h-11 items-center font-semibold text-blue-700 underline-offset-4 hover:underline xl:min-h-6">
                  Request a Quote
                </a>
              </div>
            </li>
          ))}
        </ul>
      </Section>
      {/* The frameworks as the site's one band (as on home), between the slate add-ons and the slate FAQ. */}
      <ComplianceBadges compact />
      <PricingProof studies={EVIDENCE.caseStudies} />
      {/* Heading and a way to ask what the list does not answer in the left column, the questions in
          the two right ones from lg (review: the questions took 60% of the width at 1280 and left the
          rest empty); stacked, heading first, on phones. */}
      <Section id="faq" name="faq" tone="muted" align="split" eyebrow="FAQ" title={PRICING_FAQ_SECTION.title} aside={<StillHaveQuestions />}>
        <FaqList entries={faq} />
        {/* The FAQPage JSON-LD straight after the answers it restates (inside the section, so the closing
            band still follows a slate section): in the head, 30 KB of page before the FAQ put them beyond
            deflate's 32 KB window and the page's first-load weight grew ~300 B. */}
        <JsonLdScript nodes={[faqPageNode(faq)]} />
      </Section>
      <ClosingCta id="enterprise" title={ENTERPRISE_CONTACT.title} description={ENTERPRISE_CONTACT.description}>
        <ButtonLink href={salesMailto(ENTERPRISE_CONTACT.subject)} size="lg">
          {ENTERPRISE_CONTACT.label}
        </ButtonLink>
        <ButtonLink href={navHref(ENTERPRISE_CONTACT.demo.path)} variant="secondary" size="lg">
          {ENTERPRISE_CONTACT.demo.label}
        </ButtonLink>
      </ClosingCta>
    </>
  );
}

/** Under the FAQ's heading: the sales address, as the one way on for a question the list does not answer. */
function StillHaveQuestions() {
  const { question } = PRICING_FAQ_SECTION;
  return (
    <div className="rounded-card border border-slate-200 bg-white p-5" data-still-questions="">
      <p className="font-semibold text-slate-900">{question.title}</p>
      <p className="mt-1 text-sm leading-6 text-slate-600">{question.description}</p>
      <a href={salesMailto(question.subject)} className="mt-3 inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-blue-700 underline-offset-4 hover:underline">
        {CONTACT.email}
        <Icon icon={ArrowRight} className="size-4" />
      </a>
    </div>
  );
}
