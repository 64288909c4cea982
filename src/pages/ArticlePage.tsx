/**
 * /trends/{slug}: one article, readable line length, its contents in a sticky right column from
 * 1024 px (above the text on smaller screens), with links back to /trends and to the other articles.
 */
import ArrowLeft from 'lucide-react/icons/arrow-left';
import { formatDate } from './resources/format-date.ts';
import { ButtonLink } from '../components/Button.tsx';
import { ClosingCta } from '../components/ClosingCta.tsx';
import { Icon } from '../components/Icon.tsx';
import { navHref } from '../render/paths.ts';
import { ARTICLE_FIGURES, ARTICLE_PAGE_COPY, type Article } from '../content/trends.ts';
import { FlowDiagram } from '../components/visuals/FlowDiagram.tsx';
import { ArticleCard } from './resources/ArticleCard.tsx';
import { Prose } from './resources/Prose.tsx';
import { ResourceHero } from './resources/ResourceHero.tsx';
import { ArticleContents } from './resources/ArticleContents.tsx';

/** The article's text, with its figure (ARTICLE_FIGURES) drawn at the end of the section it belongs to. */
function ArticleBody({ article }: { article: Article }) {
  const figure = ARTICLE_FIGURES[article.slug];
  if (!figure) return <Prose body={article.body} />;
  const { html } = article.body;
  const start = html.indexOf(`<h2 id="${figure.after}"`);
  if (start < 0) throw new Error(`ARTICLE_FIGURES["${article.slug}"]: the article has no section "${figure.after}".`);
  const next = html.indexOf('<h2', start + 1);
  const cut = next < 0 ? html.length : next;
  return (
    <>
      <Prose body={{ ...article.body, html: html.slice(0, cut) }} />
      <FlowDiagram data={figure.diagram} arrangement="under" className="my-10" />
      <Prose body={{ ...article.body, html: html.slice(cut) }} />
    </>
  );
}

export function ArticlePage({ article, others }: { article: Article; others: Article[] }) {
  const copy = ARTICLE_PAGE_COPY;
  return (
    <article>
      {/* At 1280 px the 42rem text and 16rem contents left ~300 px empty on the right: the pair is centred
          (62rem), and the hero and the closing list line up with it (the hero's 65rem holds its own 1.5rem padding). */}
      <ResourceHero eyebrow={article.category} title={article.title} description={article.excerpt} width="max-w-[65rem]">
        {/* "By Vertiq": no author is named until the business supplies one. No data- hooks: the page is near its 8 KB budget. */}
        <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-600">
          <span>{`By ${copy.author}`}</span>
          <span aria-hidden="true">·</span>
          <time dateTime={article.date}>{formatDate(article.date)}</time>
          <span aria-hidden="true">·</span>
          <span>{article.readTime}</span>
        </p>
      </ResourceHero>
      <div className="bg-white px-4 py-12 sm:px-6 sm:py-16" data-section="article-body">
        <div className="mx-auto grid max-w-[62rem] gap-10 lg:grid-cols-[minmax(0,42rem)_16rem] lg:gap-16">
          <ArticleContents headings={article.body.headings} />
          <div className="min-w-0 lg:row-start-1">
            <ArticleBody article={article} />
            <p className="pt-12">
              <a href={navHref('/trends')} className="inline-flex items-center gap-1 text-base font-semibold text-blue-700 hover:text-blue-800">
                <Icon icon={ArrowLeft} className="size-4" />
                {copy.backLabel}
              </a>
            </p>
          </div>
        </div>
      </div>
      <aside aria-labelledby="more-heading" className="border-t border-slate-200 bg-slate-50 px-4 py-12 sm:px-6 sm:py-16" data-section="more-articles">
        <div className="mx-auto max-w-[62rem]">
          <h2 id="more-heading" className="text-2xl font-bold tracking-tight text-slate-900">
            {copy.moreTitle}
          </h2>
          {/* The /trends card (one component), compact. */}
          <ul className="mt-6 grid gap-6 md:grid-cols-3">
            {others.map((other) => (
              <ArticleCard key={other.slug} article={other} compact />
            ))}
          </ul>
        </div>
      </aside>
      {/* The site's one closing band, as every other page ends. */}
      <ClosingCta id="article-cta" title={copy.cta.title} description={copy.cta.description}>
        <ButtonLink href={navHref(copy.cta.path)} size="lg">
          {copy.cta.label}
        </ButtonLink>
      </ClosingCta>
    </article>
  );
}
