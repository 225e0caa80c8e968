/**
 * Journalists from bylines: one per person per outlet, each with the articles that evidence them. Nothing here
 * invents: a name is a printed byline (the feed's, else the article page's), an address is one the feed or the
 * page printed for that person, a title is one printed beside the name.
 */
import type { ArticleAuthor } from '../../../discovery/articles/read-article';
import { bylinePeople, nameKey, peopleOfByline, preferredName } from '../../../discovery/sources/byline';
import type { NewsItem } from '../../../discovery/types';

/** A feed item, with the authors its article page names when the page was read (contact-discovery.ts). */
export type HarvestItem = NewsItem & { pageAuthors?: readonly ArticleAuthor[] };

export interface HarvestedArticle {
  title: string;
  url: string | null;
  /** ISO date. */
  publishedAt: string | null;
  summary: string | null;
}

export interface HarvestedJournalist {
  name: string;
  title: string | null;
  /** Only an address a feed printed for this person. */
  email: string | null;
  /** Where the address was printed (the article it came with). */
  emailSource: string | null;
  /** The author's page on the outlet's site, when an article page links it. */
  profileUrl: string | null;
  /** Newest first. */
  articles: HarvestedArticle[];
}

/** Evidence kept per journalist: enough to show a beat, few enough to stay a quick read for scoring and pitches. */
export const MAX_ARTICLES_PER_JOURNALIST = 20;
/** Items read per outlet, newest first. */
export const MAX_ITEMS_PER_OUTLET = 300;

interface Draft {
  names: string[];
  title: string | null;
  email: string | null;
  emailSource: string | null;
  profileUrl: string | null;
  articles: HarvestedArticle[];
  seenTitles: Set<string>;
}

interface Credit {
  name: string;
  title: string | null;
  email: string | null;
  profileUrl: string | null;
}

/** The people an item credits: its feed byline's, else those its article page names (with what the page gives). */
function creditsOf(item: HarvestItem, outlet: string): Credit[] {
  const people = bylinePeople(item.author, outlet);
  if (people.length > 0) {
    // The feed parser ties an address to the first person of the byline (rss.ts); it is theirs only.
    const owner = peopleOfByline(item.author)[0];
    return people.map((p) => ({
      ...p,
      email: owner !== undefined && nameKey(owner) === nameKey(p.name) ? item.authorEmail : null,
      profileUrl: null,
    }));
  }
  return (item.pageAuthors ?? []).map((a) => ({ name: a.name, title: a.jobTitle, email: a.email, profileUrl: a.profileUrl }));
}

/**
 * Groups the outlet's items by the people in their bylines. Several people in one byline each get the article;
 * name variants ('Dana K. Whitfield', 'DANA WHITFIELD') merge; wire services and staff credits are not people.
 * Ordered by how many articles evidence each journalist, then by name.
 */
export function harvestJournalists(items: readonly HarvestItem[], outlet: string): HarvestedJournalist[] {
  const newest = [...items]
    .sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime())
    .slice(0, MAX_ITEMS_PER_OUTLET);
  const drafts = new Map<string, Draft>();
  for (const item of newest) {
    for (const person of creditsOf(item, outlet)) {
      const key = nameKey(person.name);
      const draft = drafts.get(key) ?? {
        names: [],
        title: null,
        email: null,
        emailSource: null,
        profileUrl: null,
        articles: [],
        seenTitles: new Set<string>(),
      };
      drafts.set(key, draft);
      draft.names.push(person.name);
      draft.title ??= person.title;
      draft.profileUrl ??= person.profileUrl;
      if (person.email && !draft.email) {
        draft.email = person.email;
        draft.emailSource = item.url ?? `the ${outlet} feed`;
      }
      const titleKey = item.title.trim().toLowerCase();
      if (draft.seenTitles.has(titleKey) || draft.articles.length >= MAX_ARTICLES_PER_JOURNALIST) continue;
      draft.seenTitles.add(titleKey);
      draft.articles.push({
        title: item.title,
        url: item.url,
        publishedAt: item.publishedAt.toISOString(),
        summary: item.summary || null,
      });
    }
  }
  return [...drafts.values()]
    .map((d) => ({
      name: preferredName(d.names),
      title: d.title,
      email: d.email,
      emailSource: d.emailSource,
      profileUrl: d.profileUrl,
      articles: d.articles,
    }))
    .sort((a, b) => b.articles.length - a.articles.length || a.name.localeCompare(b.name));
}
