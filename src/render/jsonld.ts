/**
 * JSON-LD, in one module: the builders (typed with schema-dts, so a misspelt property or a wrong
 * value type is a type error) and the check that runs on every page's structured data at build time.
 * Organization/WebSite (home) and WebPage + BreadcrumbList (elsewhere) are added by the head;
 * pages add theirs (FAQPage, Product, Article, Service...) through RouteDef.jsonLd.
 */
import type { Answer, Article, BreadcrumbList, FAQPage, ListItem, Offer, Organization, Person, Product, Question, Thing, WebPage, WebSite } from 'schema-dts';
import { BRAND, CONTACT, IDENTITY } from '../site.ts';
import { EVIDENCE, leadershipOf, type PersonEntry } from '../content/evidence.ts';
import { absoluteUrl } from './paths.ts';
import { ogImageFile } from './social-card.ts';
import { articleUpdated } from '../content/article-updated.ts';
import { imageFileUrl } from '../../generator/images/table.ts';

export type JsonLdValue = string | number | boolean | null | JsonLdNode | JsonLdValue[];
/** A node as the serializer and the check see it; builders below produce it from schema-dts types. */
export interface JsonLdNode {
  '@type': string | string[];
  [key: string]: JsonLdValue | undefined;
}

export interface JsonLdContext {
  siteUrl: string;
}

/** Checked against schema-dts at the call site (`typed<Article>({...})`), stored as a plain node. */
export function typed<T extends Thing>(value: Exclude<T, string>): JsonLdNode {
  return value as unknown as JsonLdNode;
}

/** A person of content/people/ as the Organization names them (`employee`, `founder`): only what the entry gives. */
function personNode(ctx: JsonLdContext, person: PersonEntry): Person {
  return {
    '@type': 'Person',
    name: person.name,
    jobTitle: person.role,
    ...(person.photo ? { image: `${ctx.siteUrl}${imageFileUrl(person.photo)}` } : {}),
    ...(person.profile ? { sameAs: person.profile } : {}),
  };
}

/** A reference to the one Organization node (defined in full on the home page). */
export function organizationRef(ctx: JsonLdContext): JsonLdNode {
  return typed<Organization>({ '@type': 'Organization', '@id': `${ctx.siteUrl}/#organization` });
}

export function organizationNode(ctx: JsonLdContext): JsonLdNode {
  const leaders = leadershipOf(EVIDENCE.people);
  const founders = EVIDENCE.people.filter((person) => person.founder);
  return typed<Organization>({
    '@type': 'Organization',
    '@id': `${ctx.siteUrl}/#organization`,
    name: BRAND,
    // Only what the business has supplied (content/identity.yaml, content/people/): nothing when empty.
    ...(IDENTITY.legalName ? { legalName: IDENTITY.legalName } : {}),
    url: `${ctx.siteUrl}/`,
    logo: `${ctx.siteUrl}/icon-512.png`,
    ...(IDENTITY.social.length ? { sameAs: IDENTITY.social } : {}),
    email: CONTACT.email,
    telephone: CONTACT.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: CONTACT.address.street,
      addressLocality: CONTACT.address.locality,
      addressRegion: CONTACT.address.region,
      postalCode: CONTACT.address.postalCode,
      addressCountry: CONTACT.address.country,
    },
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'sales',
      email: CONTACT.email,
      telephone: CONTACT.phone,
    },
    // Advisors are not employees: only the leadership is named as `employee`. A founder (`founder: true`) is named as
    // `founder` too, an advisor included (trust review T3 r41: "No founders are named").
    ...(leaders.length ? { employee: leaders.map((person) => personNode(ctx, person)) } : {}),
    ...(founders.length ? { founder: founders.map((person) => personNode(ctx, person)) } : {}),
  });
}

export function websiteNode(ctx: JsonLdContext): JsonLdNode {
  return typed<WebSite>({
    '@type': 'WebSite',
    '@id': `${ctx.siteUrl}/#website`,
    name: BRAND,
    url: `${ctx.siteUrl}/`,
    publisher: { '@type': 'Organization', '@id': `${ctx.siteUrl}/#organization` },
  });
}

export interface Crumb {
  name: string;
  path: string;
}

export function webPageNode(ctx: JsonLdContext, page: { path: string; title: string; description: string }): JsonLdNode {
  const url = absoluteUrl(ctx.siteUrl, page.path);
  return typed<WebPage>({
    '@type': 'WebPage',
    '@id': `${url}#webpage`,
    url,
    name: page.title,
    description: page.description,
    isPartOf: { '@type': 'WebSite', '@id': `${ctx.siteUrl}/#website` },
    publisher: { '@type': 'Organization', '@id': `${ctx.siteUrl}/#organization` },
  });
}

export function breadcrumbNode(ctx: JsonLdContext, trail: Crumb[]): JsonLdNode {
  return typed<BreadcrumbList>({
    '@type': 'BreadcrumbList',
    itemListElement: trail.map(
      (crumb, index): ListItem => ({
        '@type': 'ListItem',
        position: index + 1,
        name: crumb.name,
        item: absoluteUrl(ctx.siteUrl, crumb.path),
      }),
    ),
  });
}

/** FAQPage from the same entries the page shows. */
export function faqPageNode(entries: { question: string; answer: string }[]): JsonLdNode {
  return typed<FAQPage>({
    '@type': 'FAQPage',
    mainEntity: entries.map(
      (entry): Question => ({
        '@type': 'Question',
        name: entry.question,
        acceptedAnswer: { '@type': 'Answer', text: entry.answer } satisfies Answer,
      }),
    ),
  });
}

/**
 * Product with one monthly Offer per priced tier ("$69.99" -> "69.99"); a tier without a list
 * price (Enterprise: Contact Sales) has no Offer, since an Offer needs a price.
 */
export function pricingProductNode(ctx: JsonLdContext, product: { path: string; description: string; tiers: { name: string; description: string; price: string }[] }): JsonLdNode {
  const url = absoluteUrl(ctx.siteUrl, product.path);
  const offers = product.tiers
    .filter((tier) => /^\$\d/.test(tier.price))
    .map((tier): Offer => {
      const price = tier.price.replace(/[^0-9.]/g, '');
      return {
        '@type': 'Offer',
        name: tier.name,
        description: tier.description,
        price,
        priceCurrency: 'USD',
        priceSpecification: { '@type': 'UnitPriceSpecification', price, priceCurrency: 'USD', unitText: 'MONTH' },
        url,
      };
    });
  return typed<Product>({
    '@type': 'Product',
    name: `${BRAND} industry AI platform`,
    description: product.description,
    brand: { '@type': 'Brand', name: BRAND },
    manufacturer: { '@type': 'Organization', '@id': `${ctx.siteUrl}/#organization` },
    image: absoluteUrl(ctx.siteUrl, `/${ogImageFile(product.path)}`),
    offers,
  });
}

/** An article of /trends: written by the organization (no invented people), dated, with its card as image. */
export function articleNode(ctx: JsonLdContext, article: { path: string; title: string; excerpt: string; category: string; date: string; updated?: string }): JsonLdNode {
  const url = absoluteUrl(ctx.siteUrl, article.path);
  return typed<Article>({
    '@type': 'Article',
    '@id': `${url}#article`,
    headline: article.title,
    description: article.excerpt,
    articleSection: article.category,
    datePublished: article.date,
    // The same day as the sitemap's <lastmod> and the Atom entry's <updated> (issue 32).
    dateModified: articleUpdated(article),
    inLanguage: 'en',
    image: absoluteUrl(ctx.siteUrl, `/${ogImageFile(article.path)}`),
    author: { '@type': 'Organization', '@id': `${ctx.siteUrl}/#organization`, name: BRAND, url: `${ctx.siteUrl}/` },
    publisher: { '@type': 'Organization', '@id': `${ctx.siteUrl}/#organization` },
    mainEntityOfPage: { '@type': 'WebPage', '@id': `${url}#webpage` },
    url,
  });
}

/** Wraps nodes in one document with the schema.org context. */
export function jsonLdDocument(nodes: JsonLdNode[]): { '@context': string; '@graph': JsonLdNode[] } {
  return { '@context': 'https://schema.org', '@graph': nodes };
}

/**
 * Properties each type must carry to be useful to search engines (Google's required properties for
 * its structured-data features, schema.org's for the rest). A node holding only @type and @id is a
 * reference to a node defined elsewhere and is not checked for them.
 */
export const REQUIRED_PROPERTIES: Record<string, string[]> = {
  Organization: ['name', 'url'],
  WebSite: ['name', 'url'],
  WebPage: ['name', 'url'],
  BreadcrumbList: ['itemListElement'],
  ListItem: ['position', 'name'],
  ItemList: ['itemListElement'],
  Article: ['headline', 'author', 'datePublished', 'image'],
  TechArticle: ['headline', 'author'],
  Product: ['name', 'offers'],
  Offer: ['price', 'priceCurrency'],
  FAQPage: ['mainEntity'],
  Question: ['name', 'acceptedAnswer'],
  Answer: ['text'],
  Service: ['name', 'provider'],
};

const isReference = (record: Record<string, unknown>) => Object.keys(record).every((key) => key === '@type' || key === '@id');
const isEmpty = (value: unknown) => value === undefined || value === null || (Array.isArray(value) && value.length === 0);

/**
 * Structural check of a JSON-LD node tree: every object has an @type, no value is undefined or an
 * empty string, every `url`/`item`/`@id` is an absolute http(s) URL, each typed node has its type's
 * required properties, and an author has a name or points at a defined node. Returns problems.
 */
export function validateJsonLd(nodes: JsonLdNode[]): string[] {
  const problems: string[] = [];
  const visit = (value: unknown, where: string): void => {
    if (value === undefined) problems.push(`${where} is undefined`);
    else if (typeof value === 'string') {
      if (value.trim() === '') problems.push(`${where} is an empty string`);
    } else if (typeof value === 'number') {
      if (!Number.isFinite(value)) problems.push(`${where} is not a finite number`);
    } else if (Array.isArray(value)) value.forEach((item, i) => visit(item, `${where}[${i}]`));
    else if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      if (!record['@type']) problems.push(`${where} has no @type`);
      if (!isReference(record)) {
        for (const type of [record['@type']].flat()) {
          for (const key of REQUIRED_PROPERTIES[String(type)] ?? []) {
            if (isEmpty(record[key])) problems.push(`${where} (${String(type)}) lacks required property "${key}"`);
          }
        }
      }
      if (record.author && typeof record.author === 'object' && !Array.isArray(record.author)) {
        const author = record.author as Record<string, unknown>;
        if (!author.name && !author['@id']) problems.push(`${where}.author has neither a name nor an @id`);
      }
      for (const [key, child] of Object.entries(record)) {
        if ((key === 'url' || key === 'item' || key === '@id' || key === 'image') && typeof child === 'string' && !/^https?:\/\/[^\s]+$/.test(child)) {
          problems.push(`${where}.${key} is not an absolute URL: "${child}"`);
        }
        visit(child, `${where}.${key}`);
      }
    }
  };
  nodes.forEach((node, i) => visit(node, `@graph[${i}]`));
  return problems;
}
