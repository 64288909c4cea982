/** Icon cards in a responsive grid: feature cards, capability cards, industry cards, tiles. */
import ArrowRight from 'lucide-react/icons/arrow-right';
import type { LucideIcon } from 'lucide-react';
import type { FeatureCard } from '../content/types.ts';
import { navHref } from '../render/paths.ts';
import { cx } from './cx.ts';
import { Icon } from './Icon.tsx';

export function IconBadge({ icon, tone = 'light' }: { icon: LucideIcon; tone?: 'light' | 'dark' }) {
  return (
    <span className={cx('inline-flex size-11 items-center justify-center rounded-lg', tone === 'dark' ? 'bg-white/10 text-blue-300' : 'bg-blue-50 text-blue-700')}>
      <Icon icon={icon} className="size-6" />
    </span>
  );
}

const COLUMNS = {
  2: 'sm:grid-cols-2',
  3: 'sm:grid-cols-2 lg:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
} as const;

export interface CardGridProps {
  cards: FeatureCard[];
  columns?: keyof typeof COLUMNS;
  /** Names the group for output tests, e.g. "features", "capabilities", "industries". */
  name: string;
  /** Heading level of each card title (h3 under a section h2 by default). */
  headingLevel?: 'h3' | 'h4';
}

export function CardGrid({ cards, columns = 4, name, headingLevel: Heading = 'h3' }: CardGridProps) {
  return (
    <ul className={cx('grid gap-6', COLUMNS[columns])} data-cards={name}>
      {cards.map((card) => (
        <li key={card.title} className="group relative flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm transition hover:border-blue-300 hover:shadow-md" data-card="">
          <IconBadge icon={card.icon} />
          <Heading className="mt-4 text-lg font-semibold text-slate-900">
            {card.href ? (
              <a href={navHref(card.href)} className="after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none">
                {card.title}
              </a>
            ) : (
              card.title
            )}
          </Heading>
          <p className="mt-2 text-sm leading-6 text-slate-600">{card.description}</p>
          {card.href && (
            <span className="mt-auto inline-flex items-center gap-1 pt-4 text-sm font-semibold text-blue-700" aria-hidden="true">
              Learn more <Icon icon={ArrowRight} className="size-4 transition group-hover:translate-x-0.5" />
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
