/**
 * /trends: the hero is the page's introduction and the featured analysis as one large card (its cost
 * breakdown, findings and a link to its own page; shown once, not teased in the hero and repeated below),
 * then the four article cards (Read More opens /trends/{slug}) and the newsletter box.
 */
import ArrowRight from 'lucide-react/icons/arrow-right';
import ChevronDown from 'lucide-react/icons/chevron-down';
import Rss from 'lucide-react/icons/rss';
import { FEED_PATHS } from '../content/feed-paths.ts';
import { ResourceHero } from './resources/ResourceHero.tsx';
import { InsightCard } from './resources/hero-visuals.tsx';
import { ArticleCard } from './resources/ArticleCard.tsx';
import { Section } from '../components/Section.tsx';
import { Icon } from '../components/Icon.tsx';
import { NewsletterFormIsland } from '../islands/index.tsx';
import { WithFigureNotes } from '../components/FigureNotes.tsx';
import { navHref } from '../render/paths.ts';
import { ARTICLES, ARTICLES_SECTION, FEATURED_ANALYSIS, FEATURED_ARTICLE, NEWSLETTER, TRENDS_HERO } from '../content/trends.ts';
import { articlePath } from '../content/article-path.ts';
import { ButtonLink } from '../components/Button.tsx';
import { formatDate } from '../components/format-date.ts';
import { CheckList } from '../components/CheckList.tsx';

/**
 * The featured analysis as one large card under the hero's introduction: its title (the link to the
 * analysis's own page), date and read time, a summary without figures, the findings behind a native
 * disclosure and a primary link to read it; the insight panel carries every figure once, under the title
 * on phones and beside the text from lg (design review: the card said 40% three times and 65% twice, and
 * could not be opened).
 */
function FeaturedAnalysis() {
  const f = FEATURED_ANALYSIS;
  const article = FEATURED_ARTICLE;
  const href = navHref(articlePath(article));
  return (
    <article
      id="featured"
      aria-labelledby="featured-heading"
      className="grid overflow-hidden rounded-panel border border-slate-200 bg-white shadow-raised lg:grid-cols-[minmax(0,1fr)_26rem] lg:grid-rows-[1fr_auto_auto_1fr]"
      data-featured-analysis=""
    >
      {/* Three parts (design review r8: at 390 the button sat mid-card, the chart after it): on phones the title, the
          insight panel, then the summary and findings, ending on the button; from lg title and summary centred
          together in the first column (the grid's two middle rows), the panel beside them. */}
      <div className="p-5 pb-0 sm:p-8 sm:pb-0 lg:row-start-2 lg:p-10 lg:pb-0">
        <p className="text-sm font-semibold uppercase tracking-wide text-blue-700">{f.eyebrow}</p>
        <h2 id="featured-heading" className="mt-2 text-2xl font-bold tracking-tight text-balance text-slate-900 sm:text-3xl">
          <a href={href} className="decoration-2 underline-offset-4 hover:text-blue-800 hover:underline" data-featured-link="">
            {article.title}
          </a>
        </h2>
        <p className="mt-2 text-sm text-slate-600">
          <time dateTime={article.date}>{formatDate(article.date)}</time> · <span data-read-time="">{article.readTime}</span>
        </p>
      </div>
      <div className="mt-5 flex flex-col justify-center border-y border-slate-200 bg-slate-50 p-5 sm:mt-8 sm:p-8 lg:col-start-2 lg:row-span-4 lg:row-start-1 lg:mt-0 lg:border-y-0 lg:border-l" data-hero-visual="">
        <InsightCard {...f.insight} />
      </div>
      <div className="p-5 sm:p-8 lg:row-start-3 lg:p-10 lg:pt-0">
        <p className="leading-7 text-pretty text-slate-700 lg:mt-4">{article.excerpt}</p>
        <details className="group mt-4 border-y border-slate-200" data-findings="">
          <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 font-semibold text-slate-900 hover:text-blue-800 [&::-webkit-details-marker]:hidden">
            {`${f.findingsTitle} (${f.findings.length})`}
            <Icon icon={ChevronDown} className="size-5 shrink-0 text-blue-700 transition group-open:rotate-180" />
          </summary>
          <CheckList items={f.findings} className="pb-4" />
        </details>
        {/* Full width on phones, as every other primary action there (design review L r45). */}
        <ButtonLink href={href} size="lg" className="mt-6 w-full sm:w-auto" data-read-analysis="">
          {f.readLabel}
          <span className="sr-only">: {article.title}</span>
          <Icon icon={ArrowRight} className="size-4 shrink-0" />
        </ButtonLink>
      </div>
    </article>
  );
}

/** A feed link on the newsletter's dark band. */
const FEED_LINK = 'inline-flex min-h-10 items-center rounded-md border border-white/25 px-4 font-semibold text-white hover:border-white/60';

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
      </Section>
      {/* Straight after the articles, as wide as their grid: the newsletter and the feeds are one way to follow
          the analysis (design review, round 6: the feeds row stood alone above a rule and a narrow centred box).
          It closes the page, so the notes of the figures the page cites come before it, as before a closing band. */}
      <WithFigureNotes spaceAfter>
        <section aria-label="Newsletter" className="bg-white pb-16 sm:pb-20" data-section="newsletter">
          <div className="mx-auto max-w-7xl px-4 sm:px-6">
            <NewsletterFormIsland {...NEWSLETTER}>
              {/* The two feeds (40 px targets) together, so one never wraps alone. */}
              <div className="flex flex-wrap items-center gap-3 text-sm text-slate-300" data-feeds="">
                <p className="flex items-center gap-2">
                  <Icon icon={Rss} className="size-4 shrink-0 text-blue-300" />
                  Or follow in your feed reader:
                </p>
                <p className="flex gap-3" data-feed-links="">
                  <a href={FEED_PATHS.rss} type="application/rss+xml" className={FEED_LINK}>
                    RSS
                  </a>
                  <a href={FEED_PATHS.atom} type="application/atom+xml" className={FEED_LINK}>
                    Atom
                  </a>
                </p>
              </div>
            </NewsletterFormIsland>
          </div>
        </section>
      </WithFigureNotes>
    </>
  );
}
