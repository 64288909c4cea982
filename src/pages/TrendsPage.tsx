/**
 * /trends: the hero is the featured analysis (its summary and findings under the page's introduction,
 * its cost breakdown beside them, on phones too: shown once, not teased in the hero and repeated in a
 * section below), then the four article cards (Read More opens /trends/{slug}) and the newsletter box.
 */
import ArrowRight from 'lucide-react/icons/arrow-right';
import CircleCheck from 'lucide-react/icons/circle-check';
import Rss from 'lucide-react/icons/rss';
import { FEED_PATHS } from '../content/feed-paths.ts';
import { ResourceHero } from './resources/ResourceHero.tsx';
import { InsightCard } from './resources/hero-visuals.tsx';
import { formatDate } from './resources/format-date.ts';
import { Section } from '../components/Section.tsx';
import { Icon } from '../components/Icon.tsx';
import { NewsletterFormIsland } from '../islands/index.tsx';
import { navHref } from '../render/paths.ts';
import { ARTICLES, ARTICLES_SECTION, CATEGORY_ICONS, FEATURED_ANALYSIS, NEWSLETTER, TRENDS_HERO, type Article } from '../content/trends.ts';
import { articlePath } from '../content/article-path.ts';
import { FigureText } from '../components/Figure.tsx';

function ArticleMeta({ date, readTime }: { date: string; readTime: string }) {
  return (
    <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-600">
      <time dateTime={date} data-article-date="">
        {formatDate(date)}
      </time>
      <span aria-hidden="true">·</span>
      <span data-read-time="">{readTime}</span>
    </p>
  );
}

function ArticleCard({ article }: { article: Article }) {
  const glyph = CATEGORY_ICONS[article.category];
  return (
    <li className="flex flex-col rounded-card border border-slate-200 bg-white p-6 shadow-card" data-article-card="">
      <div className="flex items-center gap-3">
        {glyph && (
          <span className="flex size-9 items-center justify-center rounded-lg bg-blue-50 text-blue-700">
            <Icon icon={glyph} className="size-5" />
          </span>
        )}
        <p className="text-xs font-semibold uppercase tracking-wide text-blue-700" data-category="">
          {article.category}
        </p>
      </div>
      {/* Pretty, not balanced: a balanced title broke at half the card's width and left a ragged gap. */}
      <h3 className="mt-4 text-xl font-semibold text-pretty text-slate-900">{article.title}</h3>
      <div className="mt-2">
        <ArticleMeta date={article.date} readTime={article.readTime} />
      </div>
      <p className="mt-4 flex-1 leading-7 text-slate-600" data-excerpt="">
        {article.excerpt}
      </p>
      <a href={navHref(articlePath(article))} className="mt-6 inline-flex items-center gap-1 self-start font-semibold text-blue-700 hover:text-blue-800" data-read-more="">
        Read More<span className="sr-only">: {article.title}</span>
        <Icon icon={ArrowRight} className="size-4" />
      </a>
    </li>
  );
}

/** The featured analysis in the hero's text column: its title, summary, key findings and onward link. */
function FeaturedAnalysis() {
  const f = FEATURED_ANALYSIS;
  const related = ARTICLES.find((a) => a.slug === f.relatedSlug);
  return (
    <div id="featured" className="border-t border-slate-200 pt-6" data-featured-analysis="">
      <p className="text-sm font-semibold uppercase tracking-wide text-blue-700">{f.eyebrow}</p>
      <h2 className="mt-2 text-2xl font-bold tracking-tight text-balance text-slate-900">{f.title}</h2>
      <p className="mt-3 leading-7 text-slate-700">
        <FigureText>{f.summary}</FigureText>
      </p>
      <h3 className="mt-6 font-semibold text-slate-900">{f.findingsTitle}</h3>
      <ul className="mt-3 grid gap-2">
        {f.findings.map((finding) => (
          <li key={finding} className="flex gap-3 text-slate-700">
            <Icon icon={CircleCheck} className="mt-1 size-5 shrink-0 text-blue-700" />
            {finding}
          </li>
        ))}
      </ul>
      {related && (
        <p className="mt-6 text-slate-600" data-related-analysis="">
          {`${f.relatedLead} `}
          <a href={navHref(articlePath(related))} className="font-semibold text-blue-700 hover:text-blue-800">
            {related.title}
            <Icon icon={ArrowRight} className="ml-1 inline size-4" />
          </a>
        </p>
      )}
    </div>
  );
}

export function TrendsPage() {
  return (
    <>
      <ResourceHero
        eyebrow={TRENDS_HERO.eyebrow}
        title={TRENDS_HERO.title}
        description={TRENDS_HERO.description}
        visualOnPhones
        visual={<InsightCard {...FEATURED_ANALYSIS.insight} figures={FEATURED_ANALYSIS.figures} date={FEATURED_ANALYSIS.date} readTime={FEATURED_ANALYSIS.readTime} />}
      >
        <FeaturedAnalysis />
      </ResourceHero>
      <Section id="articles" name="articles" eyebrow={ARTICLES_SECTION.eyebrow} title={ARTICLES_SECTION.title}>
        <ul className="grid gap-6 md:grid-cols-2" data-cards="articles">
          {ARTICLES.map((article) => (
            <ArticleCard key={article.slug} article={article} />
          ))}
        </ul>
        {/* The icon stands apart from the wrapping text, so on phones the feed links line up under the
            sentence, not under the icon; the two feeds wrap together, so "Atom" never sits alone. */}
        <p className="mt-8 flex gap-3 text-sm text-slate-600" data-feeds="">
          <Icon icon={Rss} className="mt-0.5 size-4 shrink-0 text-blue-700" />
          <span className="flex flex-wrap gap-x-4 gap-y-2">
            <span>Follow new articles in your feed reader:</span>
            <span className="flex gap-x-4" data-feed-links="">
              <a href={FEED_PATHS.rss} type="application/rss+xml" className="-my-1 py-1 font-semibold text-blue-700 hover:text-blue-800">
                RSS
              </a>
              <a href={FEED_PATHS.atom} type="application/atom+xml" className="-my-1 py-1 font-semibold text-blue-700 hover:text-blue-800">
                Atom
              </a>
            </span>
          </span>
        </p>
      </Section>
      {/* After the white articles section: a rule between two white sections (the section rhythm). */}
      <section aria-label="Newsletter" className="border-t border-slate-200 bg-white py-16 sm:py-20" data-section="newsletter">
        <div className="mx-auto max-w-3xl px-4 sm:px-6">
          <NewsletterFormIsland {...NEWSLETTER} />
        </div>
      </section>
    </>
  );
}
