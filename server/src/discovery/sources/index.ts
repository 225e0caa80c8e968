export { buildSources, defaultIncludeDemo, fetchAll, type BuildSourcesOptions, type FetchAllContext, type FetchAllResult } from './registry';
export { createRssSource, parseFeed, type ParsedFeed, type RssSourceOptions } from './rss';
export { createGoogleTrendsSource, parseGoogleTrends, parseApproxTraffic, googleTrendsUrl } from './google-trends';
export { createGoogleNewsSource, parseGoogleNews, splitOutletSuffix, googleNewsUrl } from './google-news';
export { createHackerNewsSource, parseHackerNews, hackerNewsUrl } from './hacker-news';
export { createDemoCorpusSource, matchesKeyword, DEFAULT_DEMO_CORPUS_DIR } from './demo-corpus';
export { splitByline, parseRssAuthor } from './byline';
