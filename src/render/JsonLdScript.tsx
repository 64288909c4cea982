/**
 * One JSON-LD script: the head's graph (render/head.tsx), or a page's node placed beside the content it
 * restates (the pricing FAQ's FAQPage, pages/PricingPage.tsx). Search engines read JSON-LD anywhere in
 * the document.
 */
import { jsonLdDocument, type JsonLdNode } from './jsonld.ts';
import { serializeForScript } from './serialize.ts';

export function JsonLdScript({ nodes }: { nodes: JsonLdNode[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeForScript(jsonLdDocument(nodes)) }} />;
}
