/**
 * The journey's call to action (docs/product-rules.md#journey): Book Your Free Consultation replaces the card
 * with the booking form, which is the demo form with notes prefilled.
 */
import { useState } from 'react';
import CalendarCheck from 'lucide-react/icons/calendar-check';
import Check from 'lucide-react/icons/check';
import { Button } from '../components/Button.tsx';
import { Icon } from '../components/Icon.tsx';
import { DemoRequestFormOnDemand, prefetchForms } from './forms/lazy-forms.tsx';

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
    return <DemoRequestFormOnDemand heading="Book your free consultation" notesDefault={CONSULTATION_NOTES} submitLabel="Book Consultation" />;
  }
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-8 shadow-sm" data-booking-card="">
      <Icon icon={CalendarCheck} className="size-8 text-blue-700" />
      <h2 className="mt-4 text-2xl font-bold text-slate-900">{title}</h2>
      <p className="mt-2 text-slate-600">{description}</p>
      <ul className="mt-4 grid gap-2 text-sm text-slate-700">
        {points.map((point) => (
          <li key={point} className="flex gap-2">
            <Icon icon={Check} className="mt-0.5 size-4 shrink-0 text-blue-700" />
            {point}
          </li>
        ))}
      </ul>
      <Button variant="gradient" size="lg" className="mt-6 w-full sm:w-auto" onClick={() => setBooking(true)} onPointerEnter={prefetchForms} onFocus={prefetchForms}>
        Book Your Free Consultation
      </Button>
    </div>
  );
}
