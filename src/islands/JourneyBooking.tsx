/**
 * The journey's call to action (docs/product-rules.md#journey): Book Your Free Consultation replaces the card
 * with the booking form, which is the demo form with notes prefilled. The card is the site's one
 * closing panel (CtaPanel), so /journey ends on the same dark band as every other page.
 */
import { useState } from 'react';
import { Button } from '../components/Button.tsx';
import { CtaPanel } from '../components/CtaPanel.tsx';
import { DemoRequestFormOnDemand, prefetchDemoForm } from './forms/lazy-forms.tsx';
import { CheckList } from '../components/CheckList.tsx';

export interface JourneyBookingProps {
  title: string;
  description: string;
  /** What the consultation covers, shown as a short list on the card. */
  points: string[];
}

export const CONSULTATION_NOTES = 'Free consultation';

export function JourneyBooking({ title, description, points }: JourneyBookingProps) {
  const [booking, setBooking] = useState(false);
  if (booking) {
    return (
      <div className="mx-auto max-w-3xl">
        <DemoRequestFormOnDemand heading="Book your free consultation" notesDefault={CONSULTATION_NOTES} submitLabel="Book Consultation" />
      </div>
    );
  }
  return (
    <div data-booking-card="">
      <CtaPanel id="booking" title={title} description={description}>
        {/* A block centred in the panel, its lines left-aligned: centred lines left each check mark far from its text at 390 px (design review). */}
        <CheckList items={points} size="sm" tone="dark" className="mx-auto mt-6 w-fit max-w-full text-left" />
        <Button variant="gradient" size="lg" className="mt-8 w-full sm:w-auto" onClick={() => setBooking(true)} onPointerEnter={prefetchDemoForm} onFocus={prefetchDemoForm}>
          Book Your Free Consultation
        </Button>
      </CtaPanel>
    </div>
  );
}
