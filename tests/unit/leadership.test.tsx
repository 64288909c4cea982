/**
 * The leadership cards (src/pages/evidence/Leadership.tsx). Without a photo a person gets a monogram of their initials
 * (review C r23: four text-only cards gave no visual anchor), never a silhouette (an earlier round: it read as a missing
 * portrait); with one, the photo. Outside advisors in a row of their own; the profile link named by its site.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { load } from 'cheerio';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LEADERSHIP_COPY as COPY } from '../../src/content/evidence-copy.ts';
import { Leadership, initials } from '../../src/pages/evidence/Leadership.tsx';
import { personSchema } from '../../src/collections/evidence-schemas.ts';
import { EVIDENCE } from '../../src/content/evidence.ts';
import { organizationNode } from '../../src/render/jsonld.ts';


const person = { slug: 'dana', name: 'Dana Example', role: 'Chief Operating Officer', bio: 'Runs operations.', order: 1 };

describe('Leadership', () => {
  it('draws the initials, hidden from assistive technology, for a person without a photo; no silhouette, no image', () => {
    const $ = load(renderToStaticMarkup(<Leadership people={[person]} />));
    const card = $('[data-person]');
    expect(card.find('h3').text()).toBe('Dana Example');
    expect(card.find('img, picture, svg[data-silhouette]')).toHaveLength(0);
    expect(card.find('[data-monogram]').text()).toBe('DE');
    expect(card.find('[data-monogram]').attr('aria-hidden')).toBe('true');
    expect(card.find('a')).toHaveLength(0);
  });

  it('refuses a joined month not written YYYY-MM and an area no page names', () => {
    const base = { name: 'Dana', role: 'COO', bio: 'Runs operations.', order: 1 };
    expect(personSchema.parse({ ...base, joined: '2024-02', accountableFor: ['security'] })).toMatchObject({ joined: '2024-02', accountableFor: ['security'] });
    expect(personSchema.safeParse({ ...base, joined: 'February 2024' }).error?.issues[0]?.message).toBe('expected the month they joined, written YYYY-MM');
    expect(personSchema.safeParse({ ...base, joined: '2024-13' }).success).toBe(false);
    expect(personSchema.safeParse({ ...base, accountableFor: ['finance'] }).error?.issues[0]?.message).toBe('expected one of: security, model-evaluation');
  });

  it('takes a name\'s first and last initials, leaving out a parenthetical', () => {
    expect(initials('Alex Sample (sample)')).toBe('AS');
    expect(initials('Ana María de la Cruz')).toBe('AC');
    expect(initials('Prince')).toBe('P');
    expect(initials('bo example')).toBe('BE');
  });

  it('shows the photo, not the initials, when the entry supplies one', async () => {
    // The engine's Image needs the build's image table; here a plain img stands in for it (what the card chooses is tested,
    // not the image pipeline). The unit files share one module graph (isolate: false), so the card is imported afresh after
    // the stand-in is registered: a hoisted vi.mock would not reach a Leadership another file already loaded.
    vi.resetModules();
    vi.doMock('../../src/components/Image.tsx', () => ({ Image: ({ src }: { src: string }) => <img src={src} alt="" /> }));
    try {
      const { Leadership: WithStandIn } = await import('../../src/pages/evidence/Leadership.tsx');
      const $ = load(renderToStaticMarkup(<WithStandIn people={[{ ...person, photo: { src: 'people/dana.jpg', at: 'people/dana.md' } }]} />));
      expect($('[data-person] img').attr('src')).toContain('dana');
      expect($('[data-monogram]')).toHaveLength(0);
    } finally {
      vi.doUnmock('../../src/components/Image.tsx');
      vi.resetModules();
    }
  });

  it('names the profile link by its site, and renders nothing without people', () => {
    const $ = load(renderToStaticMarkup(<Leadership people={[{ ...person, profile: 'https://github.com/dana' }]} />));
    expect($('[data-person] a[rel~="me"]').text()).toBe('GitHub profile of Dana Example');
    expect(renderToStaticMarkup(<Leadership people={[]} />)).toBe('');
  });

  it('lists the outside advisors in a row of their own under the leaders; only advisors when no leader is listed', () => {
    const advisor = { ...person, slug: 'sam', name: 'Sam Advisor', role: 'Regulatory advisor', group: 'advisors' as const, order: 2 };
    // Given first, the advisor still comes after the leaders; review C r23: in the leaders' grid only a pill set it apart.
    const both = load(renderToStaticMarkup(<Leadership people={[advisor, person]} />));
    const [leaders, advisors] = both('ul').toArray();
    expect(both(leaders).children('li').toArray().map((li) => both(li).find('h3').text())).toEqual(['Dana Example']);
    expect(both(leaders).children('[data-advisor]')).toHaveLength(0);
    const group = both('[data-advisors]');
    expect(group.children('h3').text()).toBe(COPY.advisors);
    expect(group.children('ul').get(0)).toBe(advisors);
    expect(both(advisors).children('[data-advisor]').find('h3').text()).toBe('Sam Advisor');
    expect(both('[data-advisor] h3 + p').text()).toBe('Regulatory advisor');
    expect(both('[data-person] > p').first().text()).toBe('Runs operations.');
    const only = load(renderToStaticMarkup(<Leadership people={[advisor]} />));
    expect(only('[data-person]')).toHaveLength(0);
    expect(only('[data-advisor]')).toHaveLength(1);
    expect(only('[data-advisors]').attr('class') ?? '').not.toContain('mt-10');
  });

  // Review C r31: one advisor in a row of three left two thirds of the row empty at 1280 px.
  it('sets a lone advisor as one card across the row from lg, the bio beside the name; more advisors in columns that follow their count', () => {
    const advisors = (n: number) => Array.from({ length: n }, (_, i) => ({ ...person, slug: `a${i}`, name: `Advisor ${i}`, group: 'advisors' as const, order: i }));
    const leaders = Array.from({ length: 3 }, (_, i) => ({ ...person, slug: `p${i}`, name: `Person ${i}`, order: i }));
    const one = load(renderToStaticMarkup(<Leadership people={[...leaders, ...advisors(1)]} />));
    const card = one('[data-advisor]');
    expect(one('[data-advisors] > ul').attr('class')).toBe('grid');
    expect(card.attr('class')!.split(' ')).toEqual(expect.arrayContaining(['lg:grid', 'lg:grid-cols-3']));
    expect(card.children('div').last().attr('class')).toContain('lg:col-span-2');
    expect(card.find('[data-bio]').text()).toBe('Runs operations.');
    // A leader's card is not the wide one.
    expect(one('[data-person]').first().attr('class')).not.toContain('lg:grid-cols-3');
    const columns = (n: number) => load(renderToStaticMarkup(<Leadership people={[...leaders, ...advisors(n)]} />))('[data-advisors] > ul').attr('class')!;
    expect(columns(2)).not.toContain('lg:grid-cols-3');
    expect(columns(2)).toContain('sm:grid-cols-2');
    expect(columns(3)).toContain('lg:grid-cols-3');
  });

  // Review C r31: centred against name blocks of two and three lines, the monograms sat at different heights.
  it('top-aligns the portrait with the name block', () => {
    const $ = load(renderToStaticMarkup(<Leadership people={[person]} />));
    const row = $('[data-monogram]').parent();
    expect(row.attr('class')!.split(' ')).toContain('items-start');
    expect(row.attr('class')).not.toContain('items-center');
  });

  // Review C r22: four a row at 1280 px made tall cards of ~30-character bio lines.
  it('sets two cards a row, three only when the leaders fill rows of three', () => {
    const people = (n: number) => Array.from({ length: n }, (_, i) => ({ ...person, slug: `p${i}`, name: `Person ${i}`, order: i }));
    const classes = (n: number) => load(renderToStaticMarkup(<Leadership people={people(n)} />))('ul').attr('class')!;
    for (const n of [2, 4, 5]) {
      expect(classes(n)).toContain('sm:grid-cols-2');
      expect(classes(n)).not.toMatch(/lg:grid-cols-/);
    }
    for (const n of [3, 6]) expect(classes(n)).toContain('lg:grid-cols-3');
  });

  // Trust review r43: "the credentials have no link to a verification source, so the people are hard to check".
  it('takes where to verify the credential as one https address or a list, only with a credential; refuses any other address, naming the field', () => {
    const base = { name: 'Dana', role: 'COO', bio: 'Runs operations.', order: 1, credential: 'CISSP' };
    expect(personSchema.parse(base).credentialSource).toBeUndefined();
    expect(personSchema.parse({ ...base, credentialSource: 'https://www.isc2.org/member-verification' }).credentialSource).toEqual([{ url: 'https://www.isc2.org/member-verification' }]);
    expect(personSchema.parse({ ...base, credentialSource: ['https://www.isc2.org/a', 'https://www.isaca.org/b'] }).credentialSource).toEqual([{ url: 'https://www.isc2.org/a' }, { url: 'https://www.isaca.org/b' }]);
    // Trust review T2 r46: each address may name the one credential it checks.
    expect(personSchema.parse({ ...base, credentialSource: [{ url: 'https://www.isc2.org/a', checks: 'CISSP' }] }).credentialSource).toEqual([{ url: 'https://www.isc2.org/a', checks: 'CISSP' }]);
    const issue = (credentialSource: unknown, person: object = base) => {
      const [first] = personSchema.safeParse({ ...person, credentialSource }).error?.issues ?? [];
      return first && `${first.path.join('.')}: ${first.message}`;
    };
    const notHttps = 'expected where to verify the credential (a certification body\'s member lookup, a university\'s thesis page, a regulator\'s record) as a full https:// address';
    expect(issue('http://www.isc2.org/member-verification')).toBe(`credentialSource: ${notHttps}`);
    expect(issue('isc2.org')).toBe(`credentialSource: ${notHttps}`);
    expect(issue(['https://www.isc2.org/a', 'http://www.isaca.org/b'])).toBe(`credentialSource.1: ${notHttps}`);
    expect(issue([])).toBe('credentialSource: expected at least one address, or leave credentialSource out');
    expect(issue(true)).toBe('credentialSource: expected an https:// address, or a list of them ("- https://..." lines, or "- url: ..." with "checks: ...")');
    expect(issue([{ url: 'http://www.isc2.org/a', checks: 'CISSP' }])).toBe(`credentialSource.0.url: ${notHttps}`);
    expect(issue([{ url: 'https://www.isc2.org/a', checks: '' }])).toBe('credentialSource.0.checks: expected the one credential this address verifies, e.g. "CISSP", found an empty text');
    const { credential: _credential, ...withoutCredential } = base;
    expect(issue('https://www.isc2.org/a', withoutCredential)).toBe('credentialSource: expected credentialSource only with a credential line: add credential, or remove the address');
  });

  it('links each place to verify the credential on a line under it, named by its site, a 24 px target whose name says what it verifies', () => {
    const sources = ['https://www.isc2.org/member-verification', 'https://www.isaca.org/credentialing/verify-a-certification'];
    const $ = load(renderToStaticMarkup(<Leadership people={[{ ...person, credential: 'CISSP, CISM', credentialSource: sources.map((url) => ({ url })) }, { ...person, slug: 'b', name: 'B', order: 2, credential: 'PhD' }]} />));
    const line = $('[data-credential-sources]');
    expect(line).toHaveLength(1);
    expect(line.prev().is('[data-credential]')).toBe(true);
    expect($('[data-credential]').first().text()).toBe('CISSP, CISM');
    const links = line.find('a');
    expect(links.toArray().map((a) => $(a).attr('href'))).toEqual(sources);
    expect(links.toArray().map((a) => $(a).text())).toEqual(['isc2.org, to verify CISSP, CISM for Dana Example', 'isaca.org, to verify CISSP, CISM for Dana Example']);
    // The site's name is what shows; the rest is for assistive technology.
    expect(links.first().find('.sr-only').text()).toBe(', to verify CISSP, CISM for Dana Example');
    expect(line.text().replace(/, to verify CISSP, CISM for Dana Example/g, '')).toBe('Verify at isc2.org \u00b7 isaca.org');
    for (const a of links.toArray()) expect($(a).attr('class')!.split(' ')).toEqual(expect.arrayContaining(['inline-flex', 'min-h-6']));
    // A credential without a source has no line for one.
    expect($('[data-person]').last().find('[data-credential-sources], a[data-credential-source]')).toHaveLength(0);
  });

  // Trust review T2 r46: "Both are labelled 'to verify CISSP, CISM'. ISC2 verifies CISSP and ISACA verifies CISM."
  it('labels a source with the one credential it checks, when the business names it', () => {
    const credentialSource = [
      { url: 'https://www.isc2.org/member-verification', checks: 'CISSP' },
      { url: 'https://www.isaca.org/credentialing/verify-a-certification', checks: 'CISM' },
    ];
    const $ = load(renderToStaticMarkup(<Leadership people={[{ ...person, credential: 'CISSP, CISM', credentialSource }]} />));
    const line = $('[data-credential-sources]');
    expect(line.find('.sr-only').toArray().map((s) => $(s).text())).toEqual([', to verify CISSP for Dana Example', ', to verify CISM for Dana Example']);
    expect(line.text().replace(/, to verify \w+ for Dana Example/g, '')).toBe('Verify CISSP at isc2.org \u00b7 CISM at isaca.org');
  });

  it('shows the credential line under the role only when supplied', () => {
    const $ = load(renderToStaticMarkup(<Leadership people={[{ ...person, credential: 'CISSP' }, { ...person, slug: 'b', name: 'B', order: 2 }]} />));
    expect($('[data-credential]').toArray().map((p) => $(p).text())).toEqual(['CISSP']);
    expect($('[data-person]').first().find('h3 + p + p').is('[data-credential]')).toBe(true);
  });
});

// Trust review T3 r41: "No founders are named" (founded 2021, the earliest leader joined in 2023). The business marks a
// founder; the card says "Founder" ("Co-founder" beside another) with the role, and the Organization names them as
// `founder` as well as `employee`.
describe('a founder', () => {
  afterEach(() => void EVIDENCE.people.splice(0));

  it('is optional, and only true or false', () => {
    const base = { name: 'Dana', role: 'COO', bio: 'Runs operations.', order: 1 };
    expect(personSchema.parse(base).founder).toBeUndefined();
    expect(personSchema.parse({ ...base, founder: true }).founder).toBe(true);
    expect(personSchema.safeParse({ ...base, founder: 'yes' }).error?.issues[0]?.message).toBe('expected true (or leave founder out)');
  });

  // Review r43: "Co-founder" on the only founder's card implied another the page did not name.
  it('says "Founder" before the role of the only founder, for a founder only', () => {
    const $ = load(renderToStaticMarkup(<Leadership people={[{ ...person, founder: true }, { ...person, slug: 'b', name: 'B Example', order: 2 }]} />));
    expect($('[data-person] h3 + p').toArray().map((p) => $(p).text())).toEqual(['Founder \u00b7 Chief Operating Officer', 'Chief Operating Officer']);
    expect($('[data-founder]')).toHaveLength(1);
  });

  it('says "Co-founder" when two or more are founders, an advisor among them', () => {
    const people = [
      { ...person, founder: true },
      { ...person, slug: 'b', name: 'B Example', role: 'CTO', order: 2 },
      { ...person, slug: 'c', name: 'C Example', role: 'Board advisor', group: 'advisors' as const, founder: true, order: 3 },
    ];
    const $ = load(renderToStaticMarkup(<Leadership people={people} />));
    expect($('li h3 + p').toArray().map((p) => $(p).text())).toEqual(['Co-founder \u00b7 Chief Operating Officer', 'CTO', 'Co-founder \u00b7 Board advisor']);
  });

  it('is named as the Organization\'s founder as well as its employee; a founder who advises, as founder only', () => {
    const people = [
      { ...person, founder: true, profile: 'https://www.linkedin.com/in/dana' },
      { ...person, slug: 'b', name: 'B Example', role: 'CTO', order: 2 },
      { ...person, slug: 'c', name: 'C Example', role: 'Board advisor', group: 'advisors', founder: true, order: 3 },
    ];
    EVIDENCE.people.push(...(people as unknown as typeof EVIDENCE.people));
    const organization = organizationNode({ siteUrl: 'https://vertiq.example' }) as Record<string, unknown>;
    const dana = { '@type': 'Person', name: 'Dana Example', jobTitle: 'Chief Operating Officer', sameAs: 'https://www.linkedin.com/in/dana' };
    expect(organization.employee).toEqual([dana, { '@type': 'Person', name: 'B Example', jobTitle: 'CTO' }]);
    expect(organization.founder).toEqual([dana, { '@type': 'Person', name: 'C Example', jobTitle: 'Board advisor' }]);
    EVIDENCE.people.splice(0);
    expect(organizationNode({ siteUrl: 'https://vertiq.example' })).not.toHaveProperty('founder');
  });
});
