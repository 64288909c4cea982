import ArrowRight from 'lucide-react/icons/arrow-right';
import { Icon } from '../../components/Icon.tsx';
import { navHref } from '../../render/paths.ts';
import { CATEGORY_ICONS, type Article } from '../../content/trends.ts';
import { articlePath } from '../../content/article-path.ts';
import { formatDate } from '../../components/format-date.ts';

/**
 * Date and read time, one style on /trends and under each article (design review: the "More analysis"
 * cards showed no date while the index's did). Level across a row of cards: the compact card sets them at
 * its foot, the /trends card between its category band and its title.
 */
function ArticleMeta({ date, readTime, compact }: { date: string; readTime: string; compact: boolean }) {
  return (
    <p className={`flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-600 ${compact ? 'mt-auto pt-2' : 'mt-3 md:mt-4'}`}>
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
  const meta = <ArticleMeta date={article.date} readTime={article.readTime} compact={compact} />;
  return (
    // Design review, round 6: the cards laid their parts on the list's grid rows (subgrid), so a one-line title
    // left a blank line above its date beside a two-line one. The date now sits above the title, level with its
    // neighbour's; title and excerpt run on, and what differs gathers above Read More, at the card's foot.
    // Compact cards are three short rows: the read time sits at the card's foot (mt-auto), level across the row.
    <li className={`flex flex-col rounded-card border border-slate-200 bg-white ${compact ? 'p-6' : 'p-5 shadow-card md:p-6'}`} data-article-card={compact ? undefined : ''}>
      {compact ? (
        category
      ) : (
        // The card's header: its category's icon and name on a slim tinted band. Design review, round 4: a row of
        // step chips here read as breadcrumbs; round 5: a 36 px icon tile made the band as tall as the title.
        <div className="-mx-5 -mt-5 flex items-center gap-2 rounded-t-card border-b border-slate-200 bg-slate-50 px-5 py-2.5 md:-mx-6 md:-mt-6 md:px-6">
          {glyph && <Icon icon={glyph} className="size-4 shrink-0 text-blue-700" />}
          {category}
        </div>
      )}
      {!compact && meta}
      {/* Pretty, not balanced: a balanced title broke at half the card's width and left a ragged gap. Two lines at least
          from md (design review D r50: a one-line title left its card's gap above Read More, beside two-line ones). */}
      <h3 className={compact ? 'mt-3 text-lg font-semibold text-slate-900' : 'mt-1 text-xl font-semibold text-pretty text-slate-900 md:min-h-14'}>
        {compact ? (
          <a href={href} className="hover:text-blue-700">
            {article.title}
          </a>
        ) : (
          article.title
        )}
      </h3>
      {compact && meta}
      {!compact && (
        <>
          {/* The card's own short excerpt, whole at every width (design review r8: at 390 a three-line clamp cut every
              excerpt mid-phrase); three lines at most on phones (round 6: four 5-line excerpts made ~1,500 px of grey). */}
          <p className="mt-3 line-clamp-3 leading-7 text-slate-600 md:mt-4 md:line-clamp-none" data-excerpt="">
            {article.cardExcerpt ?? article.excerpt}
          </p>
          <a href={href} className="mt-auto inline-flex min-h-11 items-center gap-1 self-start pt-3 font-semibold text-blue-700 hover:text-blue-800 md:pt-6" data-read-more="">
            Read More<span className="sr-only">: {article.title}</span>
            <Icon icon={ArrowRight} className="size-4" />
          </a>
        </>
      )}
    </li>
  );
}
