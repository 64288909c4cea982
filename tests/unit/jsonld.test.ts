/** The JSON-LD builders and the build's check of each type's required properties. */
import { describe, expect, it } from 'vitest';
import { articleNode, faqPageNode, organizationRef, pricingProductNode, validateJsonLd, type JsonLdNode } from '../../src/render/jsonld.ts';
import { TIERS } from '../../src/content/pricing.ts';

const ctx = { siteUrl: 'https://vertiq.example' };

describe('required properties', () => {
  it('flags an Article without headline, date or image, and an author without name or @id', () => {
    const problems = validateJsonLd([{ '@type': 'Article', author: { '@type': 'Organization', url: 'https://vertiq.example/' } } as JsonLdNode]);
    expect(problems).toEqual(
      expect.arrayContaining([
        '@graph[0] (Article) lacks required property "headline"',
        '@graph[0] (Article) lacks required property "datePublished"',
        '@graph[0] (Article) lacks required property "image"',
        '@graph[0].author has neither a name nor an @id',
        '@graph[0].author (Organization) lacks required property "name"',
      ]),
    );
  });

  it('flags an Offer without price, a Product without offers and a Question without answer', () => {
    const problems = validateJsonLd([
      { '@type': 'Product', name: 'Plan', offers: [] },
      { '@type': 'Offer', priceCurrency: 'USD' },
      { '@type': 'FAQPage', mainEntity: [{ '@type': 'Question', name: 'Why?' }] },
    ]);
    expect(problems).toEqual([
      '@graph[0] (Product) lacks required property "offers"',
      '@graph[1] (Offer) lacks required property "price"',
      '@graph[2].mainEntity[0] (Question) lacks required property "acceptedAnswer"',
    ]);
  });

  it('does not ask a reference (@type + @id only) for the properties of the node it points at', () => {
    expect(validateJsonLd([organizationRef(ctx)])).toEqual([]);
  });
});

describe('builders', () => {
  it('Article: organization author, dates, card image, all required properties present', () => {
    const node = articleNode(ctx, { path: '/trends/x', title: 'Title', excerpt: 'Summary.', category: 'Analysis', date: '2026-11-10' });
    expect(node).toMatchObject({ '@type': 'Article', datePublished: '2026-11-10', dateModified: '2026-11-10', image: 'https://vertiq.example/og/trends/x.png' });
    expect(node.author).toMatchObject({ '@type': 'Organization', name: 'Vertiq' });
    expect(validateJsonLd([node])).toEqual([]);
  });

  it('Product: one USD Offer per priced tier, none for Contact Sales', () => {
    const node = pricingProductNode(ctx, { path: '/pricing', description: 'Plans.', tiers: TIERS });
    const offers = node.offers as JsonLdNode[];
    expect(offers.map((o) => [o.name, o.price, o.priceCurrency])).toEqual([
      ['Starter', '69.99', 'USD'],
      ['Business', '399', 'USD'],
      ['Business Elite', '999', 'USD'],
    ]);
    expect(validateJsonLd([node])).toEqual([]);
  });

  it('FAQPage: a Question with an Answer per entry', () => {
    const node = faqPageNode([{ question: 'Q?', answer: 'A.' }]);
    expect(node.mainEntity).toEqual([{ '@type': 'Question', name: 'Q?', acceptedAnswer: { '@type': 'Answer', text: 'A.' } }]);
  });
});
