/**
 * A customer's logo at one of the site's two logo sizes, so no surface picks its own (review: five
 * sizes, the smallest wordmark about 10 px and unreadable). Sized by the box's height, the logo
 * contained in it: for a wordmark of the sample's proportions (240 x 72, a 44-unit mark) that is
 * - `strip`: a case study's hero, 4rem tall: a mark of about 40 px;
 * - `card`: a card's header and the logo rows (home strip, /customers hero), 3.25rem tall: a mark of about 32 px and
 *   the name at about 14 px.
 * A narrow column shrinks it by its width, never by a third size.
 * One treatment everywhere, grey (review C r8: grey on home, colour on /customers read as two sets of marks; grey,
 * as the strip had it, so the marks stay quiet beside the figures).
 */
import type { ReactNode } from 'react';
import { Image } from '../../components/Image.tsx';
import { cx } from '../../components/cx.ts';
import type { CustomerEntry } from '../../content/evidence.ts';
import { customerStage, StageBadge } from './StageBadge.tsx';

const SIZES = {
  // Phones: a narrow column narrows it, so its height follows the width (capped at 4rem), no empty band above and below.
  strip: { className: 'h-auto max-h-16 w-56 sm:h-16', sizes: '14rem' },
  card: { className: 'h-13 w-44', sizes: '11rem' },
} as const;

export type LogoSize = keyof typeof SIZES;

export function CustomerLogoImage({
  customer,
  size,
  priority = false,
  className,
}: {
  customer: CustomerEntry;
  size: LogoSize;
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
      className={cx(box, 'max-w-full object-contain object-left grayscale', className)}
    />
  );
}

/**
 * A card's header wherever a customer heads one (industry pages, /customers, /pricing, /demo, the
 * solution pages, home): the logo at the card size, carrying the name, and under it what kind of
 * organisation it is when the entry says (not the name again: the logo has said it). `mark={false}`: the name as text in
 * the logo's place, for a card right under a strip that shows the mark (home: not the same mark twice). `logo`: the mark
 * as the caller renders it (a customer card's, linked as the strip's logos are, with a pilot's badge). Otherwise a pilot's
 * card (a proof card, a case study's) carries the "Pilot" badge after the descriptor: a pilot's figure beside the
 * production customers' must not read as production (trust review r42, the strip's badge; a proof card had none). A
 * customer in production carries none, as in the strips: only the exception is marked.
 */
export function CustomerCardHeader({ customer, row = false, mark = true, logo, className }: { customer: CustomerEntry; row?: boolean; mark?: boolean; logo?: ReactNode; className?: string }) {
  // `row`: a card the header spans (proof cards): from sm the descriptor beside the logo behind a divider, wrapping in its
  // own column (r9: it may wrap); on phones under the logo, as in the other cards (review C r15: beside it at 390 px it
  // wrapped to two lines against the divider). Greedy wrapping, not "pretty": pretty moved "network" down to keep
  // "(sample)" company, three lines where two fit.
  return (
    <div className={cx('min-w-0', row && 'grid gap-1 sm:flex sm:items-center sm:gap-x-4', className)}>
      {mark ? (
        (logo ?? <CustomerLogoImage customer={customer} size="card" className={row ? 'shrink-0' : undefined} />)
      ) : (
        <p className={cx('text-base font-semibold text-slate-900', row && 'shrink-0')} data-customer-name="">
          {customer.name}
        </p>
      )}
      {customer.descriptor && (
        <p className={cx('text-sm font-semibold text-slate-800', row ? 'leading-5 sm:min-w-28 sm:grow sm:basis-0 sm:border-l sm:border-slate-300 sm:pl-4' : 'mt-1')} data-customer-descriptor="">
          {customer.descriptor}
        </p>
      )}
      {!logo && customerStage(customer) === 'pilot' && (
        <p className={cx('shrink-0', !row && 'mt-1')} data-card-stage="">
          <StageBadge customer={customer} />
        </p>
      )}
    </div>
  );
}
