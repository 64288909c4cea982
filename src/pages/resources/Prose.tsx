/**
 * Rendered Markdown with the site's reading typography (prose.css, `.prose`). The HTML comes from
 * src/collections/markdown.ts, which refuses raw HTML, so it is inserted as it is.
 */
import type { RenderedMarkdown } from '../../collections/markdown.ts';

export function Prose({ body, className = '' }: { body: RenderedMarkdown; className?: string }) {
  return <div className={`prose ${className}`.trim()} data-prose="" dangerouslySetInnerHTML={{ __html: body.html }} />;
}
