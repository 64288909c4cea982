/** A quotation attributed to a role and a kind of organization (never to a named person). */
import type { Testimonial } from '../../content/types.ts';
import { Quotation } from '../../components/Quotation.tsx';

export function TestimonialSection({ label, testimonial }: { label: string; testimonial: Testimonial }) {
  return (
    // Ruled off the agents above it (both white), as the agents are off the reasons.
    <section aria-label={label} className="border-t border-slate-200 bg-white py-16 sm:py-20" data-section="testimonial">
      <Quotation text={testimonial.quote}>
        <span className="font-semibold text-slate-900">{testimonial.role}</span>
        {`, ${testimonial.organization}`}
      </Quotation>
    </section>
  );
}
