/** The leadership team on /about (content/people/): photo (when supplied), name, role, a short bio and a profile link named by its site; outside advisors after them, under a heading of their own, in the same cards. Nothing when there are none. */
import { advisorsOf, leadershipOf, type PersonEntry } from '../../content/evidence.ts';
import ArrowUpRight from 'lucide-react/icons/arrow-up-right';
import { Image } from '../../components/Image.tsx';
import { Icon } from '../../components/Icon.tsx';
import { LEADERSHIP_COPY as COPY } from '../../content/evidence-copy.ts';
import { profileSiteName } from '../../content/profile-label.ts';
import { Section, type SectionTone } from '../../components/Section.tsx';
import { cx } from '../../components/cx.ts';

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
 * Portrait (when there is a photo), name, role and the person's credential line when supplied. The name is an h3 under
 * the section's title, an h4 under the advisors' own heading.
 */
function PersonName({ person, heading: Heading }: { person: PersonEntry; heading: 'h3' | 'h4' }) {
  return (
    <div className="flex items-center gap-4">
      {person.photo && <Portrait photo={person.photo} />}
      <div className="min-w-0">
        <Heading className="text-base leading-6 font-semibold text-balance text-slate-900">{person.name}</Heading>
        <p className="text-sm leading-6 font-medium text-blue-700">{person.role}</p>
        {person.credential && <p className="text-sm leading-6 text-slate-600" data-credential="">{person.credential}</p>}
      </div>
    </div>
  );
}

/**
 * Four cards a row when the leaders fill rows of four, three otherwise, so a fourth person does not sit alone under
 * three (review C r7). The advisors' row takes the leaders' columns, so their cards are the same width.
 */
const gridColumns = (count: number): string => (count % 4 === 0 ? 'lg:grid-cols-4' : 'lg:grid-cols-3');

/**
 * One group's cards. The bio follows the name block and the profile link sits at the card's foot, so the cards of a
 * row are even with no band between credential and bio (review C r12: level bios on a shared subgrid left a fixed
 * gap under the shorter name blocks).
 */
function PeopleCards({ people, columns, heading, data }: { people: PersonEntry[]; columns: string; heading: 'h3' | 'h4'; data: 'data-person' | 'data-advisor' }) {
  return (
    <ul className={cx('grid gap-4 sm:grid-cols-2 sm:gap-6', columns)}>
      {people.map((person) => (
        <li key={person.slug} className="flex flex-col rounded-card border border-slate-200 bg-white p-5 shadow-card sm:p-6" {...{ [data]: '' }}>
          <PersonName person={person} heading={heading} />
          {/* The site's card body size (Cards.tsx), so these read as the same system as every other card. */}
          <p className="mt-3 mb-1 text-sm leading-6 text-pretty text-slate-600">{person.bio}</p>
          <ProfileLink person={person} />
        </li>
      ))}
    </ul>
  );
}

export function Leadership({ people, tone = 'white' }: { people: PersonEntry[]; tone?: SectionTone }) {
  if (!people.length) return null;
  const leaders = leadershipOf(people);
  const advisors = advisorsOf(people);
  const columns = gridColumns(leaders.length || advisors.length);
  // Leaders first, then the outside advisors as a group of their own under a heading (review C r12: a pill on one
  // card's edge overlapped its border and made the advisor look like a fourth leader).
  return (
    <Section id="leadership" name="leadership" tone={tone} align="left" eyebrow={COPY.eyebrow} title={COPY.title} intro={COPY.intro}>
      {leaders.length > 0 && <PeopleCards people={leaders} columns={columns} heading="h3" data="data-person" />}
      {advisors.length > 0 && (
        <div className={leaders.length > 0 ? 'mt-10' : undefined} data-advisors="">
          <h3 className="mb-4 text-xs font-semibold tracking-wide text-slate-600 uppercase">{COPY.advisors}</h3>
          <PeopleCards people={advisors} columns={columns} heading="h4" data="data-advisor" />
        </div>
      )}
    </Section>
  );
}
