/**
 * The islands as pages use them on the server: each renders its component's HTML plus the
 * marker and props the client entry hydrates from. Pages import from here only.
 */
import { defineIsland } from './island.tsx';
import { NoScriptNotice, NoScriptTabs } from './NoScriptNotice.tsx';
import { DemoShowcase } from '../components/DemoShowcase.tsx';
import type { DemoDocumentPair } from '../content/types.ts';
import { DemoWidget } from './DemoWidget.tsx';
import { HeroActions } from './HeroActions.tsx';
import { DemoRequestForm } from './forms/DemoRequestForm.tsx';
import { PricingPlans } from './PricingPlans.tsx';
import { LearnTabs } from './LearnTabs.tsx';
import { JourneyBooking } from './JourneyBooking.tsx';
import { NewsletterForm } from './forms/NewsletterForm.tsx';

const DemoAnalysisIsland = defineIsland('DemoWidget', DemoWidget, 'visible', <NoScriptNotice action="Running the interactive analysis" />);
/** The canned document demo: static sample document + the analysis island. Props: { demo: DemoDocumentPair; headingLevel?: 'h2' | 'h3'; actionsAtRest?: boolean (DemoWidget) }. */
export function DemoWidgetIsland(props: { demo: DemoDocumentPair; headingLevel?: 'h2' | 'h3'; actionsAtRest?: boolean }) {
  return <DemoShowcase {...props} Analysis={DemoAnalysisIsland} />;
}
/** Get Started + Schedule Demo (opens the demo form inline). No props. Use inside a hero. */
export const HeroActionsIsland = defineIsland('HeroActions', HeroActions, 'idle', <NoScriptNotice action="Scheduling a demo from this page" />);
/** The schedule-demo form. Props: { notesDefault?: string; heading?: string; headingLevel?: 'h2' | 'h3'; submitLabel?: string }. */
export const DemoRequestFormIsland = defineIsland('DemoRequestForm', DemoRequestForm, 'idle', <NoScriptNotice action="Sending this form" />);
/** The pricing tiers; Start Free Trial swaps in the trial form. No props; children: the tier cards (components/PricingTierCards.tsx), static server HTML. */
export const PricingPlansIsland = defineIsland('PricingPlans', PricingPlans, 'idle', <NoScriptNotice action="Starting a free trial" />);
/** The /learn tab strip; the panels are components/LearnPanels.tsx beside it. Props: { tabs: { id, title }[] }. */
export const LearnTabsIsland = defineIsland('LearnTabs', LearnTabs, 'idle', <NoScriptTabs />);
/** The journey call-to-action card; its button swaps in the booking form. Props: { title, description, points }. */
export const JourneyBookingIsland = defineIsland('JourneyBooking', JourneyBooking, 'visible', <NoScriptNotice action="Booking a consultation" />);
/** The /trends newsletter box. Props: { title, description }. */
export const NewsletterFormIsland = defineIsland('NewsletterForm', NewsletterForm, 'visible', <NoScriptNotice action="Subscribing" />);
