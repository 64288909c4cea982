/** The leadership team on /about (content/people/): photo (when supplied), name, role, a short bio and a profile link named by its site; outside advisors after them, in the same cards. Nothing when there are none. */
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
 * Portrait (when there is a photo), name, role and the person's credential line when supplied. An advisor's label is
 * read after the role but drawn on the card's top edge, out of the flow, so every card of a row starts its name and
 * bio at one height (review C r9: a pill on its own line pushed the advisor's bio down; beside the role it wrapped).
 */
function PersonName({ person, label }: { person: PersonEntry; label?: string }) {
  return (
    <div className="flex items-center gap-4 lg:self-start">
      {person.photo && <Portrait photo={person.photo} />}
      <div className="min-w-0">
        <h3 className="text-base leading-6 font-semibold text-balance text-slate-900">{person.name}</h3>
        <p className="text-sm leading-6 font-medium text-blue-700">
          {person.role}
          {label && (
            <span className="absolute -top-3 left-6 rounded-full border border-slate-200 bg-white px-2.5 text-xs leading-6 font-semibold whitespace-nowrap text-slate-700" data-advisor-label="">
              <span className="sr-only">, </span>
              {label}
            </span>
          )}
        </p>
        {person.credential && <p className="text-sm leading-6 text-slate-600" data-credential="">{person.credential}</p>}
      </div>
    </div>
  );
}

/**
 * Four cards a row when the people fill rows of four, three otherwise, so a fourth person (often the one advisor)
 * does not sit alone under three (review C r7: a lone full-width advisor card read as orphaned next to the leaders).
 */
const gridColumns = (count: number): string => (count % 4 === 0 ? 'lg:grid-cols-4' : 'lg:grid-cols-3');

export function Leadership({ people, tone = 'white' }: { people: PersonEntry[]; tone?: SectionTone }) {
  if (!people.length) return null;
  // Leaders first, then outside advisors, in one card system: an advisor's card is a leader's with a label.
  const ordered = [...leadershipOf(people), ...advisorsOf(people)];
  return (
    <Section id="leadership" name="leadership" tone={tone} align="left" eyebrow={COPY.eyebrow} title={COPY.title} intro={COPY.intro}>
      <ul className={cx('grid gap-6 sm:grid-cols-2', gridColumns(ordered.length))}>
        {ordered.map((person) => {
          const advisor = person.group === 'advisors';
          return (
            // From lg the card's name block, bio and link on the row's shared tracks (a subgrid), so the bios of a row start
            // level however many lines a role or credential takes (review C r9).
            <li key={person.slug} className="relative flex flex-col rounded-card border lg:row-span-3 lg:grid lg:grid-rows-subgrid lg:gap-y-0 border-slate-200 bg-white p-6 shadow-card" {...(advisor ? { 'data-advisor': '' } : { 'data-person': '' })}>
              <PersonName person={person} label={advisor ? COPY.advisor : undefined} />
              {/* The site's card body size (Cards.tsx), so these read as the same system as every other card. */}
              <p className="mt-4 mb-2 text-sm leading-6 text-pretty text-slate-600">{person.bio}</p>
              <ProfileLink person={person} />
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
