/**
 * Rendered Markdown with the site's reading typography. The HTML comes from src/collections/markdown.ts
 * (safe by construction: raw HTML is refused there), so it is inserted as it is. The styles target the
 * elements Markdown produces; they live here, as Tailwind variants, so the stylesheet is generated from
 * this file like every other component's.
 */
import type { RenderedMarkdown } from '../../collections/markdown.ts';

const PROSE = [
  'min-w-0 break-words text-base leading-7 text-slate-700 sm:text-lg sm:leading-8',
  '[&>*:first-child]:mt-0 [&_p]:mt-5',
  '[&_h2]:mt-12 [&_h2]:scroll-mt-24 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-balance [&_h2]:text-slate-900',
  '[&_h3]:mt-8 [&_h3]:scroll-mt-24 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-slate-900',
  '[&_.heading-anchor]:[font-weight:inherit] [&_.heading-anchor]:text-inherit [&_.heading-anchor]:no-underline [&_.heading-anchor:hover]:underline',
  '[&_a]:font-medium [&_a]:text-blue-700 [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-blue-800',
  '[&_ul]:mt-5 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ol]:mt-5 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6 [&_li]:marker:text-blue-700',
  '[&_strong]:font-semibold [&_strong]:text-slate-900',
  '[&_blockquote]:mt-6 [&_blockquote]:border-l-4 [&_blockquote]:border-blue-700 [&_blockquote]:pl-5 [&_blockquote]:text-slate-900 [&_blockquote]:italic',
  '[&_.table-scroll]:mt-6 [&_.table-scroll]:overflow-x-auto [&_.table-scroll]:rounded-lg [&_.table-scroll]:border [&_.table-scroll]:border-slate-200',
  '[&_table]:w-full [&_table]:min-w-[36rem] [&_table]:text-left [&_table]:text-sm [&_table]:leading-6',
  '[&_thead]:bg-slate-50 [&_th]:px-4 [&_th]:py-3 [&_th]:align-top [&_th]:font-semibold [&_th]:text-slate-900 [&_td]:px-4 [&_td]:py-3 [&_td]:align-top [&_tbody_tr]:border-t [&_tbody_tr]:border-slate-200',
].join(' ');

export function Prose({ body, className = '' }: { body: RenderedMarkdown; className?: string }) {
  return <div className={`${PROSE} ${className}`.trim()} data-prose="" dangerouslySetInnerHTML={{ __html: body.html }} />;
}
