/**
 * The leadership team on /about (content/people/): photo (when supplied), name, role, a short bio and a profile link
 * named by its site; outside advisors in the same grid after them, each tagged on its role line; the board
 * (identity.yaml facts.board), when supplied, as small cards in the same columns under them. Nothing when there are no people.
 */
import { advisorsOf, leadershipOf, type PersonEntry } from '../../content/evidence.ts';
import ArrowUpRight from 'lucide-react/icons/arrow-up-right';
import { Image } from '../../components/Image.tsx';
import { Icon } from '../../components/Icon.tsx';
import { LEADERSHIP_COPY as COPY } from '../../content/evidence-copy.ts';
import { profileSiteName } from '../../content/profile-label.ts';
import { Section, type SectionTone } from '../../components/Section.tsx';
import { cx } from '../../components/cx.ts';
import { boardMember } from '../company/CompanyFacts.tsx';

/**
 * A 64 px portrait inline with the name (design review: a 96 px circle over a divider made each card
 * about 380 px tall at 390 px). Decorative: the name is the heading beside it. A person without a photo
 * gets no circle at all: a silhouette or initials in its place read as a missing portrait.
 */
function Portrait({ photo }: { photo: NonNullable<PersonEntry['photo']> }) {
  return <Image {...photo} decorative sizes="4rem" pictureClassName="shrink-0" className="size-16 rounded-full bg-slate-100 object-cover" />;
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
 * Portrait (when there is a photo), name (an h3 under the section's title), role (an outside advisor's tag beside it) and
 * the credential line when supplied.
 */
function PersonName({ person }: { person: PersonEntry }) {
  return (
    <div className="flex items-center gap-4">
      {person.photo && <Portrait photo={person.photo} />}
      <div className="min-w-0">
        <h3 className="text-base leading-6 font-semibold text-balance text-slate-900">{person.name}</h3>
        <p className="text-sm leading-6 font-medium text-blue-700">
          {person.role}
          {person.group === 'advisors' && (
            <>
              {' '}
              <AdvisorTag />
            </>
          )}
        </p>
        {person.credential && <p className="text-sm leading-6 text-slate-600" data-credential="">{person.credential}</p>}
      </div>
    </div>
  );
}

/**
 * Two cards a row (review C r22: four a row at 1280 px made tall cards of dense bios in ~30-character lines), three
 * when the people fill rows of three, so no one sits alone under a full row (review C r7). Shared by the board's cards.
 */
const cardGrid = (count: number): string => cx('grid gap-4 sm:grid-cols-2 sm:gap-6', count % 3 === 0 && 'lg:grid-cols-3');

/**
 * An outside advisor's tag on the role line, right after the role it qualifies (review C r22: at the card's foot it was
 * easy to miss); in the leaders' grid (review C r15: alone under a heading of its own, the one card left two empty
 * columns), and not above the name, so every name of the row starts level.
 */
function AdvisorTag() {
  return <span className="inline-block rounded-full bg-slate-100 px-2.5 align-top text-xs leading-6 font-medium text-slate-700" data-advisor-tag="">{COPY.advisor}</span>;
}

/**
 * The people's cards, leaders then outside advisors. The bio follows the name block and the profile link sits at the
 * card's foot, so the cards of a row are even with no band between credential and bio (review C r12: level bios on a
 * shared subgrid left a fixed gap under the shorter name blocks).
 */
function PeopleCards({ people, grid }: { people: PersonEntry[]; grid: string }) {
  return (
    <ul className={grid}>
      {people.map((person) => (
        <li key={person.slug} className="flex flex-col rounded-card border border-slate-200 bg-white p-5 shadow-card sm:p-6" {...{ [person.group === 'advisors' ? 'data-advisor' : 'data-person']: '' }}>
          <PersonName person={person} />
          {/* The site's card body size (Cards.tsx), so these read as the same system as every other card. */}
          <p className="mt-3 mb-1 text-sm leading-6 text-pretty text-slate-600">{person.bio}</p>
          <ProfileLink person={person} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The board under the people, as small cards in their columns (name, affiliation muted as in the company facts; review C
 * r22: a line of two names at the left of a full-width band left the rest of it empty), moved here from the facts strip
 * (review C r15: its two stacked people made the facts' second row ragged and left a cell empty).
 */
function Board({ members, grid }: { members: string[]; grid: string }) {
  return (
    <div className="mt-10" data-board="">
      <h3 className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{COPY.board}</h3>
      <ul className={cx('mt-3 font-semibold text-slate-900', grid)}>
        {members.map((member) => (
          <li key={member} className="rounded-card border border-slate-200 bg-white px-5 py-4 shadow-card sm:px-6">
            {boardMember(member)}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function Leadership({ people, board, tone = 'white' }: { people: PersonEntry[]; board?: string[]; tone?: SectionTone }) {
  if (!people.length) return null;
  // Leaders first, then the outside advisors, in one grid (leadershipOf/advisorsOf keep each group's file order).
  const ordered = [...leadershipOf(people), ...advisorsOf(people)];
  const grid = cardGrid(ordered.length);
  return (
    <Section id="leadership" name="leadership" tone={tone} align="left" eyebrow={COPY.eyebrow} title={COPY.title} intro={COPY.intro}>
      <PeopleCards people={ordered} grid={grid} />
      {board && board.length > 0 && <Board members={board} grid={grid} />}
    </Section>
  );
}
