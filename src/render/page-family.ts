/**
 * The site's page families: pages of one family share a stylesheet, and each family has its line on
 * the Open Graph card (social-card.ts). Its own module so the card labels need not import the route
 * type, which imports the JSON-LD types, which import the card paths: that was a circle.
 */
export type PageFamily =
  | 'home'
  | 'industry'
  | 'audience'
  | 'solution'
  | 'feature'
  | 'technology'
  | 'pricing'
  | 'demo'
  | 'learn'
  | 'journey'
  | 'trends'
  | 'article'
  | 'prompt-engineering'
  | 'company'
  | 'legal'
  | 'not-found'
  /** The dev-only style guide (resource-routes.tsx). */
  | 'style-guide';
