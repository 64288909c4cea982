/**
 * The four feature cards of an industry page, as the teams served and the outcome for each: who
 * gains, and what changes for them. The agents section below lists the tasks, so the two never
 * name the same thing twice (tests/output/industries.test.ts checks it).
 * Each card's description follows its title directly (review round 3: a subgrid that lined the
 * descriptions up across the row left an empty line under every one-line title, "Charts closed,
 * claims clean", beside two-line ones).
 */
import type { TeamCard } from '../../content/industries.ts';
import { IconBadge } from '../../components/Cards.tsx';

export function TeamCards({ cards }: { cards: TeamCard[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-4" data-cards="features">
      {cards.map((card) => (
        <li key={card.title} className="rounded-card border border-slate-200 bg-white p-5 shadow-card sm:p-6" data-card="">
          <p className="flex items-center gap-3 text-sm font-semibold text-balance text-blue-700" data-team="">
            <IconBadge icon={card.icon} className="shrink-0" />
            {card.team}
          </p>
          <h3 className="mt-4 text-lg font-semibold text-pretty text-slate-900">{card.title}</h3>
          <p className="mt-2 text-sm leading-6 text-slate-600">{card.description}</p>
        </li>
      ))}
    </ul>
  );
}
