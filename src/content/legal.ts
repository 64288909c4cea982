/**
 * /privacy and /terms (docs/product-rules.md#privacy-and-terms: real pages, linked from the footer and both forms). They describe
 * exactly what the site collects: trial leads, demo and consultation requests, newsletter addresses.
 * The words live in content/legal/*.md (front matter checked by legalSchema); the file name is the path.
 */
import type { RenderedMarkdown } from '../collections/markdown.ts';
import { draftsIncluded, loadCollection } from '../collections/load-collection.ts';
import { legalSchema, type LegalFrontMatter } from '../collections/schemas.ts';

export interface LegalDocument extends LegalFrontMatter {
  /** `/privacy` for content/legal/privacy.md. */
  path: string;
  file: string;
  /** The document; its h2 headings make the on-page contents list. */
  body: RenderedMarkdown;
}

export const LEGAL_DOCUMENTS: LegalDocument[] = loadCollection('legal', legalSchema, { includeDrafts: draftsIncluded() }).map(({ slug, file, data, body }) => ({
  ...data,
  path: `/${slug}`,
  file,
  body,
}));

export const LAST_UPDATED_LABEL = 'Last updated';
