/** A quotation attributed to a role and a kind of organization (never to a named person). */
import type { Testimonial } from '../../content/types.ts';

export function TestimonialSection({ label, testimonial }: { label: string; testimonial: Testimonial }) {
  return (
    <section aria-label={label} className="bg-white py-16 sm:py-20" data-section="testimonial">
      {/* A typographic quotation mark rather than an icon: the same look without ~80 B of SVG. */}
      <figure className="mx-auto max-w-3xl px-4 text-center sm:px-6">
        <span className="block h-8 text-5xl font-bold leading-none text-blue-700" aria-hidden="true">
          “
        </span>
        <blockquote className="mt-4 text-xl font-medium leading-8 text-pretty text-slate-900 sm:text-2xl sm:leading-9">
          <p>{testimonial.quote}</p>
        </blockquote>
        <figcaption className="mt-6 text-sm text-slate-600">
          <span className="font-semibold text-slate-900">{testimonial.role}</span>
          {`, ${testimonial.organization}`}
        </figcaption>
      </figure>
    </section>
  );
}
