/**
 * The leadership team on /about (content/people/): photo (or, without one, the person's initials), name, role, a short bio
 * and a profile link named by its site; outside advisors (`group: advisors`) in a row of their own under them. The board
 * (identity.yaml facts.board: names and affiliations, no bios) is one of the company's facts under the hero, not cards
 * here (review C r23: two thin cards under their own label read as vestigial). Nothing when there are no people.
 */
import { Fragment } from 'react';
import { advisorsOf, leadershipOf, type PersonEntry } from '../../content/evidence.ts';
import ArrowUpRight from 'lucide-react/icons/arrow-up-right';
import { Image } from '../../components/Image.tsx';
import { Icon } from '../../components/Icon.tsx';
import { LEADERSHIP_COPY as COPY } from '../../content/evidence-copy.ts';
import { profileSiteName } from '../../content/profile-label.ts';
import { Section, type SectionTone } from '../../components/Section.tsx';
import { cx } from '../../components/cx.ts';
import { formatMonth } from '../../components/format-date.ts';
import { personEntryId } from '../../content/evidence-paths.ts';

/**
 * The portrait's circle, photo or monogram: 64 px on phones, 80 px from sm, beside the name (design review: a 96 px circle
 * over a divider made each card about 380 px tall at 390 px; review r43: at 64 px a face on a 1280 px card was hard to make
 * out, and the name block beside it is taller than 80 px anyway).
 */
const CIRCLE = 'size-16 shrink-0 rounded-full sm:size-20';

/**
 * The person's photo in the circle, ringed like the monogram so a photo on white keeps its edge. Decorative: the name is
 * the heading beside it.
 */
function Portrait({ photo }: { photo: NonNullable<PersonEntry['photo']> }) {
  return <Image {...photo} decorative sizes="(min-width: 40rem) 5rem, 4rem" pictureClassName="shrink-0" className={cx(CIRCLE, 'bg-slate-100 object-cover ring-1 ring-slate-200')} />;
}

/** A name's initials, first and last word, leaving out a parenthetical ("Alex Sample (sample)" -> "AS"). */
export function initials(name: string): string {
  const words = name.replace(/\([^)]*\)/g, ' ').trim().split(/\s+/).filter(Boolean);
  return [words[0], words.length > 1 ? words.at(-1) : undefined].map((word) => word?.[0]?.toUpperCase() ?? '').join('');
}

/**
 * Without a photo, the person's initials in the portrait's circle (review C r23: four text-only cards gave no visual
 * anchor; an earlier round's grey silhouette read as a missing photo, initials in the brand tint read as a monogram).
 * Drawn, never a stand-in photo; hidden from assistive technology, the name being the heading beside it.
 */
function Monogram({ name }: { name: string }) {
  return (
    <span aria-hidden="true" className={cx(CIRCLE, 'flex items-center justify-center bg-blue-50 text-xl font-semibold text-blue-700 ring-1 ring-blue-100 sm:text-2xl')} data-monogram="">
      {initials(name)}
    </span>
  );
}

/** The link to a person's public profile, named by its site (design review: "Profile ↗" did not say where it goes); 44 px tall, at the card's foot so the links of a row line up. */
function ProfileLink({ person }: { person: PersonEntry }) {
  if (!person.profile) return null;
  return (
    <a href={person.profile} className="-mx-2 mt-auto inline-flex min-h-11 items-center gap-1 self-start rounded px-2 text-sm font-semibold text-blue-700 hover:bg-slate-50 hover:text-blue-800" rel="me noopener">
      {profileSiteName(person.profile)}
      <span className="sr-only">{` profile of ${person.name}`}</span>
      <Icon icon={ArrowUpRight} className="size-4" />
    </a>
  );
}

/**
 * Where to check the credential line (`credentialSource`), on a line of its own under it: "Verify at", then each source a
 * link named by its site (trust review r43: "no link to a verification source"; after the credential, the separator of a
 * second source was left at a line's end). Each link's accessible name says what it verifies and whose; each is 24 px
 * tall, the line's height (WCAG 2.2 target size).
 */
function CredentialSources({ person }: { person: PersonEntry }) {
  if (!person.credentialSource) return null;
  return (
    <p className="text-sm leading-6 text-slate-600" data-credential-sources="">
      {/* "Verify CISSP at isc2.org" where the sources name what they check; "Verify at isc2.org" where they do not. */}
      {`${person.credentialSource.some((source) => source.checks) ? COPY.verifyNamed : COPY.verifyAt} `}
      {person.credentialSource.map((source, index) => (
        <Fragment key={source.url}>
          {index > 0 && ' \u00b7 '}
          {/* The one credential a source checks before its site, when the business names it (trust review T2 r46: both
              of the CISO's links said "to verify CISSP, CISM"; ISC2 checks CISSP, ISACA CISM). */}
          {source.checks && <span data-credential-checks="">{`${source.checks} at `}</span>}
          {/* break-all: at 320 px a long host ("studentclearinghouse.org") is wider than the name's column. */}
          <a href={source.url} className="inline-flex min-h-6 items-center gap-1 font-semibold break-all text-blue-700 hover:text-blue-800" rel="noopener" data-credential-source="">
            {profileSiteName(source.url)}
            <span className="sr-only">{COPY.verify(source.checks ?? person.credential!, person.name)}</span>
            <Icon icon={ArrowUpRight} className="size-4" />
          </a>
        </Fragment>
      ))}
    </p>
  );
}

/**
 * Portrait (when there is a photo), name (an h3 under the section's title), role ("Founder" or "Co-founder" before it for
 * a founder: `founders`, how many the people have) and the credential line when supplied, with where to check it.
 */
function PersonName({ person, founders }: { person: PersonEntry; founders: number }) {
  return (
    // Top-aligned (review C r31: centred against name blocks of two and three lines, the circles sat at different heights).
    <div className="flex items-start gap-4">
      {person.photo ? <Portrait photo={person.photo} /> : <Monogram name={person.name} />}
      <div className="min-w-0">
        <h3 className="text-base leading-6 font-semibold text-balance text-slate-900">{person.name}</h3>
        <p className="text-sm leading-6 font-medium text-blue-700">
          {/* A founder, where the business says so (trust review T3 r41: "No founders are named"). */}
          {/* "Co-founder" only beside another founder (review r43: the sole founder read as one of several). */}
          {person.founder && <span data-founder="">{`${founders > 1 ? COPY.coFounder : COPY.founder} \u00b7 `}</span>}
          {person.role}
        </p>
        {person.credential && <p className="text-sm leading-6 text-slate-600" data-credential="">{person.credential}</p>}
        <CredentialSources person={person} />
        {/* Tenure, where supplied (trust review T2 r40: "no joined date"). */}
        {person.joined && (
          <p className="text-sm leading-6 text-slate-600" data-joined="">
            {`${person.group === 'advisors' ? COPY.advisingSince : COPY.joined} `}
            <time dateTime={person.joined}>{formatMonth(person.joined)}</time>
          </p>
        )}
      </div>
    </div>
  );
}

/**
 * Two cards a row (review C r22: four a row at 1280 px made tall cards of dense bios in ~30-character lines), three
 * when the people fill rows of three, so no one sits alone under a full row (review C r7).
 */
const cardGrid = (count: number): string => cx('grid gap-4 sm:grid-cols-2 sm:gap-6', count % 3 === 0 && 'lg:grid-cols-3');

/** The bio and, at the card's foot, the profile link. */
function PersonBio({ person }: { person: PersonEntry }) {
  return (
    <>
      {/* The site's card body size (Cards.tsx), so these read as the same system as every other card. */}
      <p className="mt-3 mb-1 text-sm leading-6 text-pretty text-slate-600" data-bio="">{person.bio}</p>
      <ProfileLink person={person} />
    </>
  );
}

/**
 * The people's cards, leaders then outside advisors. The bio follows the name block and the profile link sits at the
 * card's foot, so the cards of a row are even with no band between credential and bio (review C r12: level bios on a
 * shared subgrid left a fixed gap under the shorter name blocks). `wide`: one card across the row from lg, the name block
 * in its first third and the bio beside it (review C r31: a lone advisor in a row of three left two thirds empty); under
 * lg a card like the others.
 */
function PeopleCards({ people, grid, founders, wide = false }: { people: PersonEntry[]; grid: string; founders: number; wide?: boolean }) {
  return (
    <ul className={grid}>
      {people.map((person) => (
        // Its id is where the pages that name the person (as accountable for security, for the figures) link to.
        <li key={person.slug} id={personEntryId(person.slug)} className={cx('scroll-mt-24 rounded-card border border-slate-200 bg-white p-5 shadow-card sm:p-6', wide ? 'lg:grid lg:grid-cols-3 lg:gap-x-6' : 'flex flex-col')} {...{ [person.group === 'advisors' ? 'data-advisor' : 'data-person']: '' }}>
          <PersonName person={person} founders={founders} />
          {wide ? (
            <div className="flex flex-col lg:col-span-2 lg:[&>p]:mt-0">
              <PersonBio person={person} />
            </div>
          ) : (
            <PersonBio person={person} />
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * The leaders, then the outside advisors in a row of their own under a small label (review C r23: in the leaders' grid
 * only a pill set the advisor apart), in columns that follow their own count, a lone advisor one card across the row
 * (review C r31). Three a row when the people fill rows of three (review C r7), two otherwise (review C r22: four a row
 * made ~30-character bio lines).
 */
export function Leadership({ people, tone = 'white' }: { people: PersonEntry[]; tone?: SectionTone }) {
  if (!people.length) return null;
  const leaders = leadershipOf(people);
  const advisors = advisorsOf(people);
  const grid = cardGrid(leaders.length || advisors.length);
  // Founders among all the people, advisors too (a founder who now advises is still one of them).
  const founders = people.filter((person) => person.founder).length;
  return (
    <Section id="leadership" name="leadership" tone={tone} align="left" eyebrow={COPY.eyebrow} title={COPY.title} intro={COPY.intro}>
      {leaders.length > 0 && <PeopleCards people={leaders} grid={grid} founders={founders} />}
      {advisors.length > 0 && (
        <div className={cx(leaders.length > 0 && 'mt-10')} data-advisors="">
          <h3 className="mb-3 text-xs font-semibold tracking-wide text-slate-600 uppercase">
            {COPY.advisors}
          </h3>
          {advisors.length === 1 ? <PeopleCards people={advisors} grid="grid" founders={founders} wide /> : <PeopleCards people={advisors} grid={cardGrid(advisors.length)} founders={founders} />}
        </div>
      )}
    </Section>
  );
}
