/**
 * A heading or category as an anchor or URL segment: "Données & IA" -> "donnees-ia". A module of its
 * own so the feeds (src/render/feeds.ts) get it without loading marked with the Markdown renderer.
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
