/**
 * A customer's logo at one of the site's two logo sizes, so no surface picks its own (review: five
 * sizes, the smallest wordmark about 10 px and unreadable). Sized by the box's height, the logo
 * contained in it: for a wordmark of the sample's proportions (240 x 72, a 44-unit mark) that is
 * - `strip`: the logo strips and the heroes, 4rem tall: a mark of about 40 px;
 * - `card`: a card's header, 3.25rem tall: a mark of about 32 px and the name at about 14 px.
 * A narrow column (two strip logos a row on a phone) shrinks it by its width, never by a third size.
 */
import { Image } from '../../components/Image.tsx';
import { cx } from '../../components/cx.ts';
import type { CustomerEntry } from '../../content/evidence.ts';

const SIZES = {
  // Phones: a half-width cell narrows it, so its height follows the width (capped at 4rem), no empty band above and below.
  strip: { className: 'h-auto max-h-16 w-56 sm:h-16', sizes: '14rem' },
  card: { className: 'h-13 w-44', sizes: '11rem' },
} as const;

export function CustomerLogoImage({
  customer,
  size,
  priority = false,
  className,
}: {
  customer: CustomerEntry;
  size: keyof typeof SIZES;
  /** In a hero: fetched first, never lazy. */
  priority?: boolean;
  className?: string;
}) {
  const { className: box, sizes } = SIZES[size];
  return (
    <Image
      {...customer.logo}
      alt={customer.name}
      sizes={sizes}
      priority={priority}
      pictureClassName="block"
      className={cx(box, 'max-w-full object-contain object-left', className)}
    />
  );
}

/**
 * A card's header wherever a customer heads one (industry pages, /customers, /pricing, /demo, the
 * solution pages): the logo at the card size, carrying the name, and under it what kind of
 * organisation it is when the entry says (not the name again: the logo has said it).
 */
export function CustomerCardHeader({ customer, row = false, className }: { customer: CustomerEntry; row?: boolean; className?: string }) {
  // `row`: a card the header spans (proof cards): the descriptor beside the logo, on its line, so the customer is
  // the card's first read (review C: a small logo over a weaker second line made its identity the least visible part).
  return (
    <div className={cx('min-w-0', row && 'flex flex-wrap items-center gap-x-4 gap-y-1', className)}>
      <CustomerLogoImage customer={customer} size="card" />
      {customer.descriptor && (
        <p className={cx('text-sm font-semibold text-slate-800', row ? 'sm:border-l sm:border-slate-300 sm:pl-4' : 'mt-1')} data-customer-descriptor="">
          {customer.descriptor}
        </p>
      )}
    </div>
  );
}
