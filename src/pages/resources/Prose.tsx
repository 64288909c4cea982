/**
 * Rendered Markdown with the site's reading typography (prose.css, `.prose`). The HTML comes from
 * src/collections/markdown.ts, which refuses raw HTML, so it is inserted as it is, after one step: the
 * product figures it names link to their methodology entries (`linkFiguresInHtml`, the phrases
 * FigureText links), unless the prose is the methodology itself (`figures={false}`).
 */
import type { RenderedMarkdown } from '../../collections/markdown.ts';
import { linkFiguresInHtml } from '../../components/Figure.tsx';
import { usePageCitations } from '../../components/figure-citations.tsx';

export function Prose({ body, className = '', figures = true }: { body: RenderedMarkdown; className?: string; figures?: boolean }) {
  const citations = usePageCitations();
  const html = figures ? linkFiguresInHtml(body.html, citations) : body.html;
  return <div className={`prose ${className}`.trim()} data-prose="" dangerouslySetInnerHTML={{ __html: html }} />;
}
