/**
 * JSON-LD builders and the check that runs on every page's structured data at build time.
 * Pages add their specific nodes (FAQPage, Product, Article, Service) through RouteDef.jsonLd;
 * Organization/WebSite (home) and WebPage + BreadcrumbList (elsewhere) come from here.
 */
import { BRAND, CONTACT } from '../site.ts';
import { absoluteUrl } from './paths.ts';

export type JsonLdValue = string | number | boolean | null | JsonLdNode | JsonLdValue[];
export interface JsonLdNode {
  '@type': string | string[];
  [key: string]: JsonLdValue | undefined;
}

export interface JsonLdContext {
  siteUrl: string;
}

export function organizationNode(ctx: JsonLdContext): JsonLdNode {
  return {
    '@type': 'Organization',
    '@id': `${ctx.siteUrl}/#organization`,
    name: BRAND,
    url: `${ctx.siteUrl}/`,
    logo: `${ctx.siteUrl}/icon-512.png`,
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
  };
}

export function websiteNode(ctx: JsonLdContext): JsonLdNode {
  return {
    '@type': 'WebSite',
    '@id': `${ctx.siteUrl}/#website`,
    name: BRAND,
    url: `${ctx.siteUrl}/`,
    publisher: { '@type': 'Organization', '@id': `${ctx.siteUrl}/#organization` },
  };
}

export interface Crumb {
  name: string;
  path: string;
}

export function webPageNode(ctx: JsonLdContext, page: { path: string; title: string; description: string }): JsonLdNode {
  const url = absoluteUrl(ctx.siteUrl, page.path);
  return {
    '@type': 'WebPage',
    '@id': `${url}#webpage`,
    url,
    name: page.title,
    description: page.description,
    isPartOf: { '@type': 'WebSite', '@id': `${ctx.siteUrl}/#website` },
    publisher: { '@type': 'Organization', '@id': `${ctx.siteUrl}/#organization` },
  };
}

export function breadcrumbNode(ctx: JsonLdContext, trail: Crumb[]): JsonLdNode {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(ctx.siteUrl, crumb.path),
    })),
  };
}

/** Wraps nodes in one document with the schema.org context. */
export function jsonLdDocument(nodes: JsonLdNode[]): { '@context': string; '@graph': JsonLdNode[] } {
  return { '@context': 'https://schema.org', '@graph': nodes };
}

/**
 * Structural check of a JSON-LD node tree: every object has an @type, no value is undefined
 * or an empty string, and every `url`/`item`/`@id` is an absolute http(s) URL. Returns problems.
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
      for (const [key, child] of Object.entries(record)) {
        if ((key === 'url' || key === 'item' || key === '@id') && typeof child === 'string' && !/^https?:\/\/[^\s]+$/.test(child)) {
          problems.push(`${where}.${key} is not an absolute URL: "${child}"`);
        }
        visit(child, `${where}.${key}`);
      }
    }
  };
  nodes.forEach((node, i) => visit(node, `@graph[${i}]`));
  return problems;
}
