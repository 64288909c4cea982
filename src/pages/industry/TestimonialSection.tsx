/** A quotation attributed to a role and a kind of organization (never to a named person). */
import Quote from 'lucide-react/icons/quote';
import type { Testimonial } from '../../content/types.ts';
import { Icon } from '../../components/Icon.tsx';

export function TestimonialSection({ label, testimonial }: { label: string; testimonial: Testimonial }) {
  return (
    <section aria-label={label} className="bg-white pt-16 sm:pt-20" data-section="testimonial">
      <figure className="mx-auto max-w-3xl px-4 text-center sm:px-6">
        <Icon icon={Quote} className="mx-auto size-10 text-blue-700" />
        <blockquote className="mt-6 text-xl font-medium leading-8 text-pretty text-slate-900 sm:text-2xl sm:leading-9">
          <p>“{testimonial.quote}”</p>
        </blockquote>
        <figcaption className="mt-6 text-sm text-slate-600">
          <span className="font-semibold text-slate-900">{testimonial.role}</span>, {testimonial.organization}
        </figcaption>
      </figure>
    </section>
  );
}
