/**
 * /about's "Business continuity" row (src/pages/company/assurance-points.ts): the business's own statement
 * (identity.yaml facts.continuity), then, when /security lists documents on request, a link to that list (trust review
 * r43: "it says nothing about what happens if Vertiq fails, although /security offers a source-code escrow agreement"),
 * naming the documents the business marks `continuity: true`. The names are the business's; the row words none itself.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { continuityPoint } from '../../src/pages/company/assurance-points.ts';
import { assuranceSchema } from '../../src/collections/evidence-schemas.ts';
import { ASSURANCE_COPY } from '../../src/content/evidence-copy.ts';
import { EVIDENCE } from '../../src/content/evidence.ts';
import { IDENTITY } from '../../src/site.ts';

const facts = IDENTITY.facts;
const STATEMENT = 'Your deployment runs on your servers and keeps working without ours.';
const onRequest = (documents: unknown[]) => EVIDENCE.assurance.push({ kind: 'on-request', slug: 'on-request', documents } as unknown as (typeof EVIDENCE.assurance)[number]);

describe('the continuity row', () => {
  afterEach(() => {
    IDENTITY.facts = facts;
    EVIDENCE.assurance.splice(0);
  });

  it('is not there without the business\'s statement, whatever documents there are', () => {
    onRequest([{ name: 'Escrow agreement', continuity: true }]);
    IDENTITY.facts = { ...facts, continuity: undefined };
    expect(continuityPoint()).toBeUndefined();
  });

  it('is the statement alone when /security lists no documents on request', () => {
    IDENTITY.facts = { ...facts, continuity: STATEMENT };
    expect(continuityPoint()).toMatchObject({ title: 'Business continuity', text: STATEMENT });
    expect(continuityPoint()).not.toHaveProperty('link');
  });

  it('ends with a link to the documents on /security, naming those the business marks as answering for continuity', () => {
    IDENTITY.facts = { ...facts, continuity: STATEMENT };
    onRequest(['Data processing agreement', { name: 'Model documentation pack', detail: 'Model card.' }, { name: 'Source-code escrow agreement', continuity: true }]);
    expect(continuityPoint()?.link).toEqual({ before: 'Also on request: ', label: 'Source-code escrow agreement', href: '/security#documents', after: '.' });
    onRequest([{ name: 'Continuity plan summary', detail: 'Recovery times.', continuity: true }]);
    expect(continuityPoint()?.link?.label).toBe('Source-code escrow agreement and Continuity plan summary');
  });

  it('links the list itself when none is so marked', () => {
    IDENTITY.facts = { ...facts, continuity: STATEMENT };
    onRequest(['Data processing agreement']);
    expect(continuityPoint()?.link).toEqual({ ...ASSURANCE_COPY.about.continuityList, href: '/security#documents' });
    // The fixed words name no document: what a document is, only the business says.
    expect(Object.values(ASSURANCE_COPY.about.continuityList).join(' ')).not.toMatch(/escrow/i);
  });

  it('takes a document as a name, with a detail, marked continuity: true, or both; continuity only true', () => {
    const parse = (document: unknown) => assuranceSchema.safeParse({ kind: 'on-request', documents: [document] });
    for (const document of ['Escrow agreement', { name: 'Escrow agreement', continuity: true }, { name: 'Escrow agreement', detail: 'Its terms.', continuity: true }, { name: 'Pack', detail: 'A card.' }]) expect(parse(document).success).toBe(true);
    expect(parse({ name: 'Escrow agreement', continuity: 'yes' }).success).toBe(false);
    expect(parse({ name: 'Escrow agreement', continuity: false }).success).toBe(false);
  });
});
