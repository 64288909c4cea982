/**
 * The one checked list: a tick (lucide's circle-check) then the text, one line-height tall so the
 * tick sits centred on the first line however the text wraps. Before, seven pages wrote it each in
 * their own way (16 or 20 px ticks, a plain check or a circled one, 2-4 px off the line's centre).
 * - `size`: 'base' (16 px text, 20 px tick) for a section's own points; 'sm' (14 px text, 16 px tick)
 *   for a list inside a card or panel beside other content.
 * - `tone`: 'dark' on the dark call-to-action panel (a lighter tick; the text takes the panel's colour).
 * - `icon`: another glyph for a list of things rather than of points made (the documents on request).
 * Titled points (a heading and a sentence each) are OutcomeList and BenefitsSection, not this.
 */
import type { LucideIcon } from 'lucide-react';
import CircleCheck from 'lucide-react/icons/circle-check';
import { Icon } from './Icon.tsx';
import { cx } from './cx.ts';

export type CheckListSize = 'sm' | 'base';

const SIZES: Record<CheckListSize, { list: string; item: string; icon: string }> = {
  sm: { list: 'gap-2 text-sm leading-6', item: 'gap-2.5', icon: 'mt-1 size-4' },
  base: { list: 'gap-3 text-base leading-6', item: 'gap-3', icon: 'mt-0.5 size-5' },
};

export function CheckList({
  items,
  size = 'base',
  tone = 'light',
  icon = CircleCheck,
  className,
  ...data
}: {
  items: readonly string[];
  size?: CheckListSize;
  tone?: 'light' | 'dark';
  icon?: LucideIcon;
  /** Layout around the list: margins, columns, width (never its text colour or size, which are the variant's). */
  className?: string;
  [dataAttribute: `data-${string}`]: string | undefined;
}) {
  const s = SIZES[size];
  return (
    <ul className={cx('grid', s.list, tone === 'dark' ? 'text-slate-200' : 'text-slate-700', className)} {...data}>
      {items.map((item) => (
        <li key={item} className={cx('flex', s.item)}>
          <Icon icon={icon} className={cx(s.icon, 'shrink-0', tone === 'dark' ? 'text-blue-300' : 'text-blue-700')} />
          {item}
        </li>
      ))}
    </ul>
  );
}
