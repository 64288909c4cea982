/** Where the /trends feeds are published: the head's alternate links, the trends page and the generator read these. */
export const FEED_PATHS = {
  rss: '/trends/feed.xml',
  atom: '/trends/atom.xml',
} as const;

export const FEED_TITLE = 'Trends and analysis';
