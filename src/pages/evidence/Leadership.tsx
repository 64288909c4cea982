/** The leadership team on /about (content/people/): photo (when supplied), name, role, a short bio and a profile link named by its site; outside advisors under them. Nothing when there are none. */
import { advisorsOf, leadershipOf, type PersonEntry } from '../../content/evidence.ts';
import ArrowUpRight from 'lucide-react/icons/arrow-up-right';
import { Image } from '../../components/Image.tsx';
import { Icon } from '../../components/Icon.tsx';
import { LEADERSHIP_COPY as COPY } from '../../content/evidence-copy.ts';
import { profileSiteName } from '../../content/profile-label.ts';
import { Section, type SectionTone } from '../../components/Section.tsx';
import { cx } from '../../components/cx.ts';
import { SPLIT } from '../company/split.ts';

/**
 * A 64 px portrait inline with the name (design review: a 96 px circle over a divider made each card
 * about 380 px tall at 390 px). Decorative: the name is the heading beside it. A person without a photo
 * gets no circle at all: a silhouette or initials in its place read as a missing portrait.
 */
function Portrait({ photo }: { photo: NonNullable<PersonEntry['photo']> }) {
  return <Image {...photo} decorative sizes="4rem" pictureClassName="shrink-0" className="size-16 rounded-full bg-slate-100 object-cover" />;
}

/** The link to a person's public profile, named by its site (design review: "Profile ↗" did not say where it goes); 44 px tall. */
function ProfileLink({ person }: { person: PersonEntry }) {
  if (!person.profile) return null;
  return (
    <a href={person.profile} className="-mx-2 mt-2 inline-flex min-h-11 items-center gap-1 self-start rounded px-2 text-sm font-semibold text-blue-700 hover:bg-slate-50 hover:text-blue-800" rel="me noopener">
      {profileSiteName(person.profile)}
      <span className="sr-only">{` profile of ${person.name}`}</span>
      <Icon icon={ArrowUpRight} className="size-4" />
    </a>
  );
}

/** Portrait (when there is a photo), name and role: one head for a leader's card and an advisor's. */
function PersonName({ person, as: Heading, className }: { person: PersonEntry; as: 'h3' | 'h4'; className?: string }) {
  return (
    <div className={cx('flex items-center gap-4', className)}>
      {person.photo && <Portrait photo={person.photo} />}
      <div className="min-w-0">
        <Heading className="text-base leading-6 font-semibold text-balance text-slate-900">{person.name}</Heading>
        <p className="text-sm leading-6 font-medium text-blue-700">{person.role}</p>
      </div>
    </div>
  );
}

export function Leadership({ people, tone = 'white' }: { people: PersonEntry[]; tone?: SectionTone }) {
  if (!people.length) return null;
  const leaders = leadershipOf(people);
  const advisors = advisorsOf(people);
  return (
    <Section id="leadership" name="leadership" tone={tone} align="left" eyebrow={COPY.eyebrow} title={COPY.title} intro={COPY.intro}>
      {leaders.length > 0 && (
        <ul className="grid gap-x-6 gap-y-6 sm:grid-cols-2 lg:grid-cols-3">
          {leaders.map((person) => (
            <li key={person.slug} className="flex flex-col rounded-card border border-slate-200 bg-white p-6 shadow-card" data-person="">
              <PersonName person={person} as="h3" />
              {/* The site's card body size (Cards.tsx), so these read as the same system as every other card. */}
              <p className="mt-4 text-sm leading-6 text-pretty text-slate-600">{person.bio}</p>
              <ProfileLink person={person} />
            </li>
          ))}
        </ul>
      )}
      {advisors.length > 0 && (
        // Outside advisors under the leaders, in the leaders' card style (review C round 6: a bare row read as sparse),
        // one card across the row each, name and role beside the bio on the company pages' split (review round 5: a lone
        // advisor in a three-column grid left two thirds of the row empty).
        <div className={leaders.length ? 'mt-12' : undefined} data-advisors="">
          <h3 className="text-sm font-semibold tracking-wide text-slate-600 uppercase">{COPY.advisors}</h3>
          <ul className="mt-4 grid gap-6">
            {advisors.map((person) => (
              <li key={person.slug} className="grid gap-2 rounded-card border border-slate-200 bg-white p-6 shadow-card lg:grid-cols-5 lg:gap-x-16" data-advisor="">
                <PersonName person={person} as="h4" className={cx('self-start', SPLIT.narrow)} />
                <div className={cx('flex flex-col', SPLIT.wide)}>
                  <p className="text-sm leading-6 text-pretty text-slate-600">{person.bio}</p>
                  <ProfileLink person={person} />
                </div>
              </li>
            ))}
          </ul>
        </div>
      )}
    </Section>
  );
}
