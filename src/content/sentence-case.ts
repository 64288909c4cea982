/**
 * A product name ("Domain Expertise", "Compliance & Security") as a heading in sentence case
 * ("Domain expertise"), as docs/product-rules.md#labels-in-title-case asks of headings: the name
 * keeps its capitals where it is a link or button label (navigation, footer, chips). Words with no
 * lower-case letter after the first (AI, RAG, Q&A, &) keep theirs.
 */
export function sentenceCase(name: string): string {
  return name
    .split(' ')
    .map((word, i) => (i === 0 || !/[a-z]/.test(word.slice(1)) ? word : word.charAt(0).toLowerCase() + word.slice(1)))
    .join(' ');
}
