/**
 * Inputs of every AI operation. Outputs are zod schemas in schemas.ts (the model's answers must be checked at
 * run time); inputs come from our own services, so plain types suffice. The vocabulary (categories, content types,
 * generation modes, social links) is the shared one, imported from `@newsjack/shared`.
 */
import type { ContentType, FactSheet, GenerationMode, SocialLinks, StoryFitLevel } from '@newsjack/shared';

/** What a company profile tells every generation call. */
export interface CompanyContext {
  companyName: string;
  website: string;
  companyProfile: string;
  industry: string | null;
  targetMarkets: string[];
  keyProducts: string[];
  keywords: string[];
}

/** A company home page reduced to what analysis needs (see website/analyse-website.ts). */
export interface ParsedSite {
  url: string;
  title: string;
  description: string;
  ogDescription: string;
  headings: string[];
  /** Readable text with navigation, footers, scripts and styles removed; blocks separated by new lines. */
  mainText: string;
  socialLinks: SocialLinks;
  links: string[];
  /** The site's pages this was read from, the home page first (analyse-website.ts); absent: the home page alone. */
  pagesRead?: string[];
}

export interface KnownOutlet {
  name: string;
  /** Trend categories or beats seen in this outlet's articles, e.g. ['technology', 'finance']. */
  categories: string[];
  /** Its latest headlines in our corpus (what it covers); read by onboarding to rank outlets, not sent onwards. */
  recentTitles?: string[];
  /**
   * How closely the outlet's recent articles match the company, 0-1, set by onboarding: the similarity of its
   * second-closest recent article, so a high score needs several articles on the company's subject. Each article's
   * similarity holds without any one of its words ('Hot dog eating champ…' is close to a dog-food company only
   * through 'dog'). Outlets without it are not chosen by coverage.
   */
  coverage?: number;
  /** The same similarity for its closest article alone: one article is evidence only when it is clearly on the subject. */
  closestArticle?: number;
}

export interface AnalyseCompanyInput {
  companyName: string;
  website: string;
  userMediaOutlets: string[];
  socialMediaLinks: Partial<SocialLinks>;
  /** Null when the website could not be read; the analysis then works from the name and domain. */
  site: ParsedSite | null;
  /** Outlets present in the news corpus (we have bylines for them), passed by the caller. */
  knownOutlets: KnownOutlet[];
  /**
   * The account asking. Only the cache reads it (an analysis made from what this account typed is keyed by it);
   * CachedAiProvider removes it before the provider is called, so no model ever sees an account id.
   */
  account?: string;
}

export interface SuggestKeywordsInput {
  company: CompanyContext;
  /** Already tracked; never suggested again. */
  existingKeywords: string[];
  /** Related keywords of the current trends, so suggestions can follow the news. */
  trendVocabulary: string[];
}

export interface TrendCluster {
  key: string;
  titles: string[];
  summaries: string[];
  keywords: string[];
  outlets: string[];
  categoryHint?: string;
  /** Mentions in the current window; defaults to the number of titles. */
  mentions?: number;
  /** Percent change of mentions against the previous window. */
  growthPercent?: number;
}

export interface EnrichTrendsInput {
  clusters: TrendCluster[];
}

export interface ExplainTrendInput {
  company: CompanyContext;
  trend: {
    title: string;
    description: string;
    category: string;
    relatedKeywords: string[];
    /** Company keywords the discovery engine already matched; recomputed here when empty. */
    matchedKeywords: string[];
    /** The trend's momentum as discovery measured it, when known (the explanation names it). */
    mentions?: number;
    growth?: number;
    velocity?: 'explosive' | 'high' | 'medium' | 'low';
    timeframe?: string;
  };
}

/** The facts of a trend a story generation is anchored to. */
export interface TrendFacts {
  title: string;
  description: string;
  category: string;
  relatedKeywords: string[];
  sourceUrls: string[];
  trendingReason: string;
  /** The trend's newest articles (advanced mode quotes them); empty when none are stored. */
  items?: { title: string; outlet: string | null }[];
  /** The company's stored explanation of the trend (plain text or with **bold** markers). */
  explanation?: string;
  /** What the trend's reports say (discovery's fact sheet): the only ground for facts in angles and pitches. */
  factSheet?: FactSheet;
}

/** How well the topic fits the company, decided before generation ('none' is never generated). */
export interface StoryFitFacts {
  level: Exclude<StoryFitLevel, 'none'>;
  relevanceScore: number;
  /** The company's keywords the trend or topic touches. */
  matchedKeywords: string[];
}

export interface GenerateStoryAnglesInput {
  company: CompanyContext;
  topic: string;
  targetAudience: string;
  contentTypes: ContentType[];
  context: string;
  mode: GenerationMode;
  trend?: TrendFacts;
  /** Absent: the engine treats the topic as fitting in part and keeps to what it can ground. */
  fit?: StoryFitFacts;
}

export interface AudiencePersonaInput {
  trendTitle: string;
  trendDescription: string;
  sourceUrls: string[];
  company?: CompanyContext;
}

/** A journalist as the AI sees them: only evidence we hold (beat and articles), never guesses. */
export interface ContactForAi {
  id: number;
  name: string;
  outlet: string;
  areasOfFocus: string[];
  /** The articles that evidence them, newest first (at most a few dozen). */
  articles: ContactArticleForAi[];
  /** ISO date of their latest article, when known; recent writers score a little higher. */
  lastArticleAt?: string | null;
}

/** One article a journalist wrote, as held in contact_articles. */
export interface ContactArticleForAi {
  title: string;
  url: string | null;
  /** ISO date. */
  publishedAt: string | null;
  /** The feed's summary of the article, when it gave one. */
  summary: string | null;
}

export interface StoryAngleForAi {
  headline: string;
  angle: string;
  contentType: string;
  targetAudience: string;
  keyMessages: string[];
  /**
   * What the user added to the generator's context for this angle (storyContextNotes: their view, their figures),
   * when they added anything.
   */
  notes?: string;
  /** The topic the user typed, when the angle stands on no trend: the story's subject (its pitches and contacts). */
  topic?: string;
  /**
   * The reports of the trend the angle was built on, when there is one: a journalist who wrote one of them covered
   * this very story (contact-match.ts counts that article as on the subject, whatever its words).
   */
  storyReports?: Array<{ title: string; url: string | null }>;
  /** What that trend's reports say (its fact sheet): the story fact a pitch gives. */
  factSheet?: FactSheet;
  /** That trend's title and related keywords: the story's subject, read as the angle read it. */
  story?: { title: string; relatedKeywords: string[] };
}

export interface ScoreContactsInput {
  company: CompanyContext;
  storyAngle?: StoryAngleForAi;
  contacts: ContactForAi[];
}

export interface WritePitchesInput {
  company: CompanyContext;
  storyAngle: StoryAngleForAi;
  mode: GenerationMode;
  contacts: ContactForAi[];
  /** The signed-in user's name for the sign-off; without it the pitch signs off as the company's team. */
  senderName?: string | null;
}
