/**
 * The one check every solution page's own visual makes (design review G r51 item 4): a passage it cites is quoted word for
 * word from the page's sample document, or the build fails, so no visual shows what its document does not say
 * (docs/product-rules.md#illustrative-figures).
 */
export interface QuotableSample {
  documentName: string;
  original: readonly string[];
}

export function sampleQuote(slug: string, sample: QuotableSample, passage: string): string {
  if (!sample.original.some((paragraph) => paragraph.includes(passage))) throw new Error(`${slug}: the page's sample does not say "${passage}".`);
  return passage;
}

/** The sample's name as a visual's caption names it: the file name without its "(sample).ext" tail. */
export const sampleTitle = (sample: QuotableSample) => sample.documentName.replace(/ \(sample\)\.\w+$/, '');
