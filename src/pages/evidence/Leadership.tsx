/**
 * The leadership team on /about (content/people/): photo (when supplied), name, role, a short bio and a profile link
 * named by its site; outside advisors in the same grid after them, each card tagged; the board (identity.yaml
 * facts.board), when supplied, as a labelled line under the cards. Nothing when there are no people.
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

/** Portrait (when there is a photo), name (an h3 under the section's title), role and the credential line when supplied. */
function PersonName({ person }: { person: PersonEntry }) {
  return (
    <div className="flex items-center gap-4">
      {person.photo && <Portrait photo={person.photo} />}
      <div className="min-w-0">
        <h3 className="text-base leading-6 font-semibold text-balance text-slate-900">{person.name}</h3>
        <p className="text-sm leading-6 font-medium text-blue-700">{person.role}</p>
        {person.credential && <p className="text-sm leading-6 text-slate-600" data-credential="">{person.credential}</p>}
      </div>
    </div>
  );
}

/**
 * Four cards a row when the people fill rows of four, three otherwise, so a fourth person does not sit alone under
 * three (review C r7).
 */
const gridColumns = (count: number): string => (count % 4 === 0 ? 'lg:grid-cols-4' : 'lg:grid-cols-3');

/**
 * An outside advisor's tag at the card's foot, across from the profile link: in the leaders' grid (review C r15: alone
 * under a heading of its own, the one card left two empty columns), said on the card and not as a pill on its edge
 * (review C r12: one overlapped the border), and not above the name, so every name of the row starts level.
 */
function AdvisorTag() {
  return <span className="ml-auto rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700" data-advisor-tag="">{COPY.advisor}</span>;
}

/**
 * The people's cards, leaders then outside advisors. The bio follows the name block and the foot (profile link, an
 * advisor's tag) sits at the card's foot, so the cards of a row are even with no band between credential and bio
 * (review C r12: level bios on a shared subgrid left a fixed gap under the shorter name blocks).
 */
function PeopleCards({ people, columns }: { people: PersonEntry[]; columns: string }) {
  return (
    <ul className={cx('grid gap-4 sm:grid-cols-2 sm:gap-6', columns)}>
      {people.map((person) => {
        const advisor = person.group === 'advisors';
        return (
          <li key={person.slug} className="flex flex-col rounded-card border border-slate-200 bg-white p-5 shadow-card sm:p-6" {...{ [advisor ? 'data-advisor' : 'data-person']: '' }}>
            <PersonName person={person} />
            {/* The site's card body size (Cards.tsx), so these read as the same system as every other card. */}
            <p className="mt-3 mb-1 text-sm leading-6 text-pretty text-slate-600">{person.bio}</p>
            {advisor ? (
              <div className="mt-auto flex items-center gap-3">
                <ProfileLink person={person} />
                <AdvisorTag />
              </div>
            ) : (
              <ProfileLink person={person} />
            )}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The board under the cards, a member a line as in the company facts (name, affiliation muted), moved here from the
 * facts strip (review C r15: its two stacked people made the facts' second row ragged and left a cell empty).
 */
function Board({ members }: { members: string[] }) {
  return (
    <div className="mt-10 border-t border-slate-200 pt-6" data-board="">
      <h3 className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{COPY.board}</h3>
      <ul className="mt-2 flex flex-wrap gap-x-12 gap-y-3 font-semibold text-slate-900">
        {members.map((member) => (
          <li key={member}>{boardMember(member)}</li>
        ))}
      </ul>
    </div>
  );
}

export function Leadership({ people, board, tone = 'white' }: { people: PersonEntry[]; board?: string[]; tone?: SectionTone }) {
  if (!people.length) return null;
  // Leaders first, then the outside advisors, in one grid (leadershipOf/advisorsOf keep each group's file order).
  const ordered = [...leadershipOf(people), ...advisorsOf(people)];
  return (
    <Section id="leadership" name="leadership" tone={tone} align="left" eyebrow={COPY.eyebrow} title={COPY.title} intro={COPY.intro}>
      <PeopleCards people={ordered} columns={gridColumns(ordered.length)} />
      {board && board.length > 0 && <Board members={board} />}
    </Section>
  );
}
