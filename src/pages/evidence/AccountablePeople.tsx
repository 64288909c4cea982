/**
 * The people who answer for an area, named where its evidence is (content/people/ `accountableFor`): on /security at the
 * audit evidence, on /methodology under its hero (trust review T2 r40: "/security never names the CISO"; "no one named for
 * model evaluation ... the person I would want to own the accuracy figures"). Each name links to the person's card on
 * /about, their role beside it. Nothing when no one is named, so the real site does not change.
 */
import { accountableFor } from '../../content/evidence.ts';
import { personEntryHref } from '../../content/evidence-paths.ts';
import { ACCOUNTABLE_COPY as COPY } from '../../content/evidence-copy.ts';
import type { Accountability } from '../../collections/evidence-schemas.ts';
import { cx } from '../../components/cx.ts';

export function AccountablePeople({ area, className }: { area: Accountability; className?: string }) {
  const people = accountableFor(area);
  if (!people.length) return null;
  return (
    <p className={cx('text-sm leading-6 text-pretty text-slate-700', className)} data-accountable={area}>
      <span className="font-semibold text-slate-900">{`${COPY[area]}: `}</span>
      {people.map((person, i) => (
        <span key={person.slug}>
          {i > 0 && '; '}
          {/* An inline link in the sentence (WCAG 2.5.8's inline exception), to the card that says who they are. */}
          <a href={personEntryHref(person.slug)} className="font-semibold text-blue-700 underline decoration-blue-300 underline-offset-4 hover:text-blue-800 hover:decoration-blue-700">
            {person.name}
          </a>
          {`, ${person.role}`}
        </span>
      ))}
    </p>
  );
}
