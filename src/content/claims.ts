/**
 * The product claims (docs/product-rules.md#claims), as the figures that stat bands and spec sheets show. Data
 * files take them from here, so a claim reads the same everywhere it is a figure (the Markdown
 * collections' prose quotes them in sentences; content/README.md says to keep those in step).
 */
export const CLAIMS = {
  termAccuracy: '98%',
  /** The rule words it "an average response under 500 ms". */
  averageResponse: '<500 ms',
  encryption: 'AES-256',
  /** Lower average processing cost per document (the 40% featured figure is total workload cost). */
  documentCostReduction: '65%',
  /** Lower computational requirements than general-purpose models. */
  computeReduction: 'Up to 80%',
} as const;

/**
 * The static claims (docs/product-rules.md#static-claims) in the words the pages use: the home page's Platform section
 * states each once beside its proof, and a feature page's two-figure strip states the one its page is about beside its figures.
 */
export const STATIC_CLAIMS = ['Local processing with no external API calls', 'No per-token charges and no token limits', '5x faster processing', 'On-premises deployment'] as const;
