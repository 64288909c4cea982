/**
 * /trends/{slug}: one article, readable line length, its contents in a sticky right column from
 * 1024 px (above the text on smaller screens), with links back to /trends and to the other articles.
 */
import ArrowLeft from 'lucide-react/icons/arrow-left';
import { formatDate } from '../components/format-date.ts';
import { ButtonLink } from '../components/Button.tsx';
import { ClosingCta } from '../components/ClosingCta.tsx';
import { setNotesColumn, usePageCitations } from '../components/figure-citations.tsx';
import { Icon } from '../components/Icon.tsx';
import { navHref } from '../render/paths.ts';
import { Fragment } from 'react';
import { Figure } from '../components/Figure.tsx';
import { ARTICLE_BARS, ARTICLE_FIGURES, ARTICLE_PAGE_COPY, type Article, type ArticleBars } from '../content/trends.ts';
import { FlowSteps } from '../components/visuals/FlowSteps.tsx';
import { ArticleCard } from './resources/ArticleCard.tsx';
import { Prose } from './resources/Prose.tsx';
import { ResourceHero } from './resources/ResourceHero.tsx';
import { PageContents } from './resources/PageContents.tsx';

/**
 * The specialized bar's width by reduction: classes, not a style attribute (the CSP's style-src 'self'
 * refuses inline styles), written out so Tailwind finds them. A figure without one stops the build.
 */
const REMAINING_WIDTH: Record<number, string> = { 80: 'w-1/5', 65: 'w-[35%]', 40: 'w-3/5', 0: 'w-full' };

/** A pair of bars per figure: the general-purpose model's full width, the specialized model's what remains. */
function ArticleBarsFigure({ data }: { data: ArticleBars }) {
  const width = (reduction: number): string => {
    const cls = REMAINING_WIDTH[reduction];
    if (!cls) throw new Error(`ARTICLE_BARS "${data.title}": no bar width for a ${reduction}% reduction; add it to REMAINING_WIDTH.`);
    return cls;
  };
  return (
    <figure className="my-10 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:p-6" data-bars="">
      <p className="font-semibold text-slate-900">{data.title}</p>
      <p className="mt-2 flex flex-wrap gap-x-5 text-sm text-slate-600">
        {data.key.map((name, i) => (
          <span key={name} className="inline-flex items-center gap-1.5">
            <span className={`size-3.5 rounded-sm ${i ? 'bg-blue-700' : 'bg-slate-300'}`} />
            {name}
          </span>
        ))}
      </p>
      {data.bars.map((bar) => (
        <div key={bar.label} className="mt-5 text-sm text-slate-700">
          <p>
            {/* One text node (no React separators in the HTML: the featured article is at its first-load budget). */}
            {`${bar.label}: `}
            {/* Kept on one line: at 390 "65% / lower" broke between the number and its word. */}
            <b className="whitespace-nowrap text-slate-900">
              <Figure value={bar.value} />
            </b>
            {bar.note && ` ${bar.note}`}
          </p>
          {/* 20 px bars (design review, round 4: 12 px bars read as hairlines beside their labels). */}
          <div className="mt-2 h-5 rounded bg-slate-300" aria-hidden="true" />
          <div className={`mt-1 h-5 rounded bg-blue-700 ${width(bar.reduction)}`} aria-hidden="true" />
        </div>
      ))}
      {data.caption && <figcaption className="mt-4 text-body-sm leading-7 text-pretty text-slate-600">{data.caption}</figcaption>}
    </figure>
  );
}

/** The article's text, with its figures (ARTICLE_FIGURES, ARTICLE_BARS) drawn at the end of the sections they belong to. */
function ArticleBody({ article }: { article: Article }) {
  const { html } = article.body;
  const flow = ARTICLE_FIGURES[article.slug];
  const bars = ARTICLE_BARS[article.slug];
  const inserts = [
    ...(flow ? [{ after: flow.after, node: <FlowSteps data={flow.diagram} className="my-10" /> }] : []),
    ...(bars ? [{ after: bars.after, node: <ArticleBarsFigure data={bars} /> }] : []),
  ].map(({ after, node }) => {
    const start = html.indexOf(`<h2 id="${after}"`);
    if (start < 0) throw new Error(`The figures of "${article.slug}": the article has no section "${after}".`);
    const next = html.indexOf('<h2', start + 1);
    return { cut: next < 0 ? html.length : next, node };
  });
  inserts.sort((a, b) => a.cut - b.cut);
  let from = 0;
  return (
    <>
      {inserts.map(({ cut, node }) => {
        const text = html.slice(from, cut);
        from = cut;
        return (
          <Fragment key={cut}>
            <Prose body={{ ...article.body, html: text }} />
            {node}
          </Fragment>
        );
      })}
      <Prose body={{ ...article.body, html: html.slice(from) }} />
    </>
  );
}

export function ArticlePage({ article, others }: { article: Article; others: Article[] }) {
  const copy = ARTICLE_PAGE_COPY;
  setNotesColumn(usePageCitations(), 'article');
  return (
    <article>
      {/* At 1280 px the 42rem text and 16rem contents left ~300 px empty on the right: the pair is centred
          (62rem), and the hero and the closing list line up with it (the hero's 65rem holds its own 1.5rem padding). */}
      <ResourceHero eyebrow={article.category} title={article.title} description={article.excerpt} width="max-w-[65rem]" wideTitle>
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
          <PageContents headings={article.body.headings} />
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
