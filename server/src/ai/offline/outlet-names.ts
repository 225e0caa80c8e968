/** Outlet names of well-known news hosts, so a source URL can be named in prose. */
const KNOWN_HOSTS: Record<string, string> = {
  'reuters.com': 'Reuters', 'bloomberg.com': 'Bloomberg', 'ft.com': 'Financial Times', 'bbc.co.uk': 'BBC News',
  'bbc.com': 'BBC News', 'theguardian.com': 'The Guardian', 'nytimes.com': 'The New York Times', 'wsj.com': 'The Wall Street Journal',
  'techcrunch.com': 'TechCrunch', 'theverge.com': 'The Verge', 'wired.com': 'Wired', 'arstechnica.com': 'Ars Technica',
  'cnbc.com': 'CNBC', 'forbes.com': 'Forbes', 'businessinsider.com': 'Business Insider', 'axios.com': 'Axios',
  'news.ycombinator.com': 'Hacker News', 'apnews.com': 'AP News', 'economist.com': 'The Economist', 'sifted.eu': 'Sifted',
  'finextra.com': 'Finextra', 'statnews.com': 'STAT News', 'theregister.com': 'The Register', 'engadget.com': 'Engadget',
};

/** 'https://www.reuters.com/x' → 'Reuters'; an unknown host → its name part ('example-news.org' → 'example-news.org'). */
export function outletFromUrl(url: string): string | null {
  let host: string;
  try {
    host = new URL(url).hostname.replace(/^www\./, '').toLowerCase();
  } catch {
    return null;
  }
  if (host === 'news.google.com') return null;
  return KNOWN_HOSTS[host] ?? host;
}
