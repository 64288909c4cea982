import ArrowRight from 'lucide-react/icons/arrow-right';
import { Icon } from '../../components/Icon.tsx';
import { navHref } from '../../render/paths.ts';
import { CATEGORY_ICONS, type Article } from '../../content/trends.ts';
import { articlePath } from '../../content/article-path.ts';
import { formatDate } from '../../components/format-date.ts';

/**
 * Date and read time, one style on /trends and under each article (design review: the "More analysis"
 * cards showed no date while the index's did). The compact card sets them at its foot, level across the row.
 */
function ArticleMeta({ date, readTime, compact }: { date: string; readTime: string; compact: boolean }) {
  return (
    <p className={`flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-600 ${compact ? 'mt-auto pt-2' : 'mt-2'}`}>
      <time dateTime={date} data-article-date={compact ? undefined : ''}>
        {formatDate(date)}
      </time>
      <span aria-hidden="true">·</span>
      <span data-read-time={compact ? undefined : ''}>{readTime}</span>
    </p>
  );
}

/**
 * One article as a card, on /trends and under each article ("More analysis"): category, title, date and
 * read time in one style. Under an article (`compact`) the card leaves out its glyph, excerpt and Read More
 * button and its title is the link: each article page must stay under 8 KB of gzipped HTML.
 */
export function ArticleCard({ article, compact = false }: { article: Article; compact?: boolean }) {
  const glyph = CATEGORY_ICONS[article.category];
  const href = navHref(articlePath(article));
  const category = (
    <p className="text-xs font-semibold uppercase tracking-wide text-blue-700" data-category={compact ? undefined : ''}>
      {article.category}
    </p>
  );
  return (
    // From md each card spans the rows of the list's grid (subgrid): a title that wraps to more lines
    // than its neighbour's makes that row taller in both, so dates and excerpts start on one line.
    // Compact cards are three short rows: the read time sits at the card's foot (mt-auto), level across the row.
    <li className={`flex flex-col rounded-card border border-slate-200 bg-white p-6${compact ? '' : ' shadow-card md:row-span-5 md:grid md:grid-rows-subgrid md:gap-y-0'}`} data-article-card={compact ? undefined : ''}>
      {compact ? (
        category
      ) : (
        // The card's header: its category's icon and name on a slim tinted band. Design review, round 4: a row of
        // step chips here read as breadcrumbs; round 5: a 36 px icon tile made the band as tall as the title.
        <div className="-mx-6 -mt-6 flex items-center gap-2 rounded-t-card border-b border-slate-200 bg-slate-50 px-6 py-2.5">
          {glyph && <Icon icon={glyph} className="size-4 shrink-0 text-blue-700" />}
          {category}
        </div>
      )}
      {/* Pretty, not balanced: a balanced title broke at half the card's width and left a ragged gap. */}
      <h3 className={compact ? 'mt-3 text-lg font-semibold text-slate-900' : 'mt-4 text-xl font-semibold text-pretty text-slate-900'}>
        {compact ? (
          <a href={href} className="hover:text-blue-700">
            {article.title}
          </a>
        ) : (
          article.title
        )}
      </h3>
      <ArticleMeta date={article.date} readTime={article.readTime} compact={compact} />
      {!compact && (
        <>
          <p className="mt-4 flex-1 leading-7 text-slate-600" data-excerpt="">
            {article.excerpt}
          </p>
          <a href={href} className="mt-6 inline-flex min-h-11 items-center gap-1 self-start justify-self-start font-semibold text-blue-700 hover:text-blue-800 md:self-end" data-read-more="">
            Read More<span className="sr-only">: {article.title}</span>
            <Icon icon={ArrowRight} className="size-4" />
          </a>
        </>
      )}
    </li>
  );
}
