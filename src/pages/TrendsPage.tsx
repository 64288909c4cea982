/**
 * /trends: the hero is the page's introduction and the featured analysis as one large card (its cost
 * breakdown, findings and onward link; shown once, not teased in the hero and repeated below), then the
 * four article cards (Read More opens /trends/{slug}) and the newsletter box.
 */
import ArrowRight from 'lucide-react/icons/arrow-right';
import CircleCheck from 'lucide-react/icons/circle-check';
import Rss from 'lucide-react/icons/rss';
import { FEED_PATHS } from '../content/feed-paths.ts';
import { ResourceHero } from './resources/ResourceHero.tsx';
import { InsightCard } from './resources/hero-visuals.tsx';
import { ArticleCard } from './resources/ArticleCard.tsx';
import { Section } from '../components/Section.tsx';
import { Icon } from '../components/Icon.tsx';
import { NewsletterFormIsland } from '../islands/index.tsx';
import { navHref } from '../render/paths.ts';
import { ARTICLES, ARTICLES_SECTION, FEATURED_ANALYSIS, NEWSLETTER, TRENDS_HERO } from '../content/trends.ts';
import { articlePath } from '../content/article-path.ts';
import { FigureText } from '../components/Figure.tsx';
import { formatDate } from './resources/format-date.ts';

/**
 * The featured analysis as one large card under the hero's introduction: its cost chart, title, summary,
 * findings and a link onward (design review: in the hero's text column it read as a wall of text with
 * nowhere to go). The analysis has no page of its own, so the link goes to the article on its subject.
 */
function FeaturedAnalysis() {
  const f = FEATURED_ANALYSIS;
  const related = ARTICLES.find((a) => a.slug === f.relatedSlug);
  return (
    <article id="featured" aria-labelledby="featured-heading" className="grid overflow-hidden rounded-panel border border-slate-200 bg-white shadow-raised lg:grid-cols-[minmax(0,1fr)_26rem]" data-featured-analysis="">
      {/* Title first at every width; the chart follows on phones and sits beside from lg. */}
      <div className="p-5 sm:p-8 lg:p-10">
        <p className="text-sm font-semibold uppercase tracking-wide text-blue-700">{f.eyebrow}</p>
        <h2 id="featured-heading" className="mt-2 text-2xl font-bold tracking-tight text-balance text-slate-900 sm:text-3xl">{f.title}</h2>
        <p className="mt-2 text-sm text-slate-600">
          <time dateTime={f.date}>{formatDate(f.date)}</time> · <span data-read-time="">{f.readTime}</span>
        </p>
        <p className="mt-4 leading-7 text-pretty text-slate-700">
          <FigureText>{f.summary}</FigureText>
        </p>
        <h3 className="mt-5 font-semibold text-slate-900 sm:mt-6">{f.findingsTitle}</h3>
        <ul className="mt-3 grid gap-2 text-sm leading-6 text-slate-700 sm:text-base md:grid-cols-2 md:gap-x-8">
          {f.findings.map((finding) => (
            <li key={finding} className="flex gap-2.5 sm:gap-3">
              <Icon icon={CircleCheck} className="mt-1 size-4 shrink-0 text-blue-700 sm:size-5" />
              {finding}
            </li>
          ))}
        </ul>
        {related && (
          <p className="mt-6 sm:mt-8" data-related-analysis="">
            <span className="block text-sm text-slate-600">{f.relatedLead}</span>
            <a href={navHref(articlePath(related))} className="mt-1 inline-flex min-h-11 items-center gap-2 font-semibold text-blue-700 hover:text-blue-800">
              {related.title}
              <Icon icon={ArrowRight} className="size-4 shrink-0" />
            </a>
          </p>
        )}
      </div>
      <div className="border-t border-slate-200 bg-slate-50 p-5 sm:p-8 lg:border-t-0 lg:border-l" data-hero-visual="">
        <InsightCard {...f.insight} figures={f.figures} />
      </div>
    </article>
  );
}

export function TrendsPage() {
  return (
    <>
      <ResourceHero eyebrow={TRENDS_HERO.eyebrow} title={TRENDS_HERO.title} description={TRENDS_HERO.description} feature={<FeaturedAnalysis />} />
      <Section id="articles" name="articles" eyebrow={ARTICLES_SECTION.eyebrow} title={ARTICLES_SECTION.title}>
        <ul className="grid gap-6 md:grid-cols-2" data-cards="articles">
          {ARTICLES.map((article) => (
            <ArticleCard key={article.slug} article={article} />
          ))}
        </ul>
        {/* The sentence on its own line on phones, the two feeds (40 px targets) together under it at the
            sentence's indent; one row from sm. */}
        <div className="mt-10 flex flex-col gap-3 text-sm text-slate-600 sm:flex-row sm:items-center sm:gap-4" data-feeds="">
          <p className="flex items-center gap-2">
            <Icon icon={Rss} className="size-4 shrink-0 text-blue-700" />
            Follow new articles in your feed reader:
          </p>
          <p className="flex gap-3" data-feed-links="">
            <a href={FEED_PATHS.rss} type="application/rss+xml" className="inline-flex min-h-10 items-center rounded-md border border-slate-200 bg-white px-4 font-semibold text-blue-700 hover:border-blue-300 hover:text-blue-800">
              RSS
            </a>
            <a href={FEED_PATHS.atom} type="application/atom+xml" className="inline-flex min-h-10 items-center rounded-md border border-slate-200 bg-white px-4 font-semibold text-blue-700 hover:border-blue-300 hover:text-blue-800">
              Atom
            </a>
          </p>
        </div>
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
