/** The leadership team on /about (content/people/): photo, name, role, a short bio and a profile link. Nothing when there are none. */
import type { PersonEntry } from '../../content/evidence.ts';
import ArrowUpRight from 'lucide-react/icons/arrow-up-right';
import { Image } from '../../components/Image.tsx';
import { Icon } from '../../components/Icon.tsx';
import { LEADERSHIP_COPY as COPY } from '../../content/evidence-copy.ts';
import { Section, type SectionTone } from '../../components/Section.tsx';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter((word) => /^[A-Z]/.test(word))
    .slice(0, 2)
    .map((word) => word[0])
    .join('');
}

function Portrait({ person }: { person: PersonEntry }) {
  // Decorative: the name is the card's heading beside it. Shown 6rem wide (size-24).
  if (person.photo) return <Image {...person.photo} decorative sizes="6rem" pictureClassName="shrink-0" className="size-24 rounded-full bg-slate-100 object-cover ring-4 ring-blue-50" />;
  return (
    <span aria-hidden="true" className="flex size-24 shrink-0 items-center justify-center rounded-full bg-blue-50 text-2xl font-semibold text-blue-800 ring-4 ring-blue-50/60">
      {initials(person.name)}
    </span>
  );
}

export function Leadership({ people, tone = 'white' }: { people: PersonEntry[]; tone?: SectionTone }) {
  if (!people.length) return null;
  return (
    <Section id="leadership" name="leadership" tone={tone} align="left" eyebrow={COPY.eyebrow} title={COPY.title} intro={COPY.intro}>
      {/* Each card spans three rows of the list's grid (subgrid): header, bio, link. A name that wraps
          makes every header in its row as tall, so bios and links start on one line across the row. */}
      <ul className="grid gap-x-6 gap-y-6 sm:grid-cols-2 lg:grid-cols-3">
        {people.map((person) => (
          <li key={person.slug} className="row-span-3 grid grid-rows-subgrid gap-y-0 rounded-card border border-slate-200 bg-white shadow-card" data-person="">
            <div className="flex items-center gap-5 border-b border-slate-200 p-6">
              <Portrait person={person} />
              <div className="min-w-0">
                <h3 className="text-lg leading-6 font-semibold text-balance text-slate-900">{person.name}</h3>
                <p className="mt-1 text-sm font-semibold text-blue-700">{person.role}</p>
              </div>
            </div>
            <p className="px-6 pt-5 pb-6 text-pretty leading-7 text-slate-700">{person.bio}</p>
            {person.profile ? (
              // A standalone target: 44 px tall across the card's foot, not a 20 px line of small text.
              <a href={person.profile} className="flex min-h-11 items-center self-end gap-1 border-t border-slate-200 px-6 py-3 text-sm font-semibold text-blue-700 hover:bg-slate-50 hover:text-blue-800" rel="me noopener">
                {COPY.profileLabel}
                <span className="sr-only">{` of ${person.name}`}</span>
                <Icon icon={ArrowUpRight} className="size-4" />
              </a>
            ) : (
              <span aria-hidden="true" />
            )}
          </li>
        ))}
      </ul>
    </Section>
  );
}
