/**
 * A quotation set large: the typographic mark, the words, and who said them. Centred from sm; on a
 * phone set left, as six centred lines were hard to follow (review round 3). The mark is set in the
 * serif face: in the sans at this size its strokes read as a slanted "//". The
 * industry testimonial (attributed to a role) and a case study's quote (a named person, with the
 * consent date) share it.
 */
import type { ReactNode } from 'react';

export function Quotation({ text, children }: { text: string; children: ReactNode }) {
  return (
    // A typographic quotation mark rather than an icon: the same look without ~80 B of SVG.
    <figure className="mx-auto max-w-3xl px-4 sm:px-6 sm:text-center">
      <span className="block h-8 font-serif text-6xl leading-none text-blue-700" aria-hidden="true">
        “
      </span>
      <blockquote className="mt-4 text-lg font-medium leading-7 text-pretty text-slate-900 sm:text-2xl sm:leading-9">
        <p>{text}</p>
      </blockquote>
      <figcaption className="mt-6 text-sm text-slate-600">{children}</figcaption>
    </figure>
  );
}
