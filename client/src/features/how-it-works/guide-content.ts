import {
  Bookmark,
  Building2,
  Key,
  LayoutDashboard,
  Lightbulb,
  Mail,
  TrendingUp,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { CREDITS_PER_MONTH, MAX_CUSTOM_KEYWORDS } from '@newsjack/shared';

export interface GuideSection {
  /** The anchor of the section (`/how-it-works#my-trends`), as spec 02 §2 names them. */
  id: string;
  title: string;
  icon: LucideIcon;
  summary: string;
  steps: readonly string[];
  /** Exactly three per section. */
  tips: readonly [string, string, string];
}

/** A discovery frequency as the guide says it: '12 hours', '1 hour', '45 minutes', '1 hour 30 minutes'. */
export function formatFrequency(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const h = hours === 1 ? '1 hour' : `${hours} hours`;
  const m = rest === 1 ? '1 minute' : `${rest} minutes`;
  if (hours === 0) return m;
  return rest === 0 ? h : `${h} ${m}`;
}

/**
 * How often trends refresh, from the frequency the admin configured (GET /api/trends/schedule); null while it is not
 * known, when the guide says only that the administrator sets it.
 */
export function refreshTip(frequencyMinutes: number | null): string {
  const when =
    frequencyMinutes === null
      ? 'on the schedule your administrator sets'
      : `every ${formatFrequency(frequencyMinutes)}, as your administrator set it`;
  return `Trends refresh automatically ${when} (busy teams often choose every 2 hours), and Refresh runs a discovery cycle at once.`;
}

/** The eight sections of the guide, in the order of the navigation; `frequencyMinutes` as in refreshTip. */
export const guideSections = (frequencyMinutes: number | null): readonly GuideSection[] => [
  {
    id: 'dashboard',
    title: 'Dashboard',
    icon: LayoutDashboard,
    summary: 'Your morning briefing: what is moving in the news today and what it means for your company.',
    steps: [
      'Open the Dashboard: the stats strip counts your active trends, story angles, saved items and tracked keywords; each card opens its page.',
      'Read the top trend: the topic with the highest relevance to your company profile, with the reason it fits.',
      'Press Generate Story Angles on the top trend to get ideas prefilled with your company, markets, products and the trend’s details.',
      'Check your latest story angles and trending topics below, and your remaining AI credits in the header.',
    ],
    tips: [
      'A relevance score only appears when a trend actually overlaps your profile; a trend without one is general news.',
      'Use Help & Tour in the menu to replay the guided tour of the navigation at any time.',
      `Every account gets ${CREDITS_PER_MONTH} credits a month; generating story angles or a pitch uses 1 credit, reading and browsing never does.`,
    ],
  },
  {
    id: 'my-company',
    title: 'My Company',
    icon: Building2,
    summary: 'The profile every suggestion is judged against: the better it describes you, the better the matches.',
    steps: [
      'Open My Company to see your profile, website, tracking keywords and target media outlets.',
      'Press Edit to rewrite the profile in your own words (up to 1000 characters), then Save; Cancel discards the draft.',
      'Check the tracking keywords and target outlets that onboarding suggested, and the social links it found.',
      'If you manage several companies, switch the active company with the selector; trends, keywords and angles follow it.',
    ],
    tips: [
      'Name your products, customers and markets in the profile: relevance is computed from those words, not from your name.',
      'Multiple company profiles can be switched between and added: agencies (and administrators) use Add New Company for each client.',
      'If you skipped company setup, Add Company on this page takes you back to onboarding whenever you are ready.',
    ],
  },
  {
    id: 'my-trends',
    title: 'My Trends',
    icon: TrendingUp,
    summary: 'Topics gaining momentum in the news, ranked by how much they matter to your company.',
    steps: [
      'Open My Trends and choose All Trends, My Trends (found for your keywords) or Global Trends.',
      'Pick the timeframe: the last 24 hours (default), 7 days or the month.',
      'Press Filter and narrow by category, sentiment, mention velocity and timeframe, then Apply Filters; Clear All starts again.',
      'Open a trend to read why it is trending and how it relates to you, then save it or generate story angles from it.',
    ],
    tips: [
      refreshTip(frequencyMinutes),
      'Velocity is explosive, high, medium or low; an explosive trend is highlighted because its window for comment is short.',
      'Sentiment tells you the tone of the coverage: a negative story needs a careful, helpful angle rather than a promotional one.',
    ],
  },
  {
    id: 'story-angles',
    title: 'Story Angles',
    icon: Lightbulb,
    summary: 'Turn a trend into concrete content ideas you can pitch, publish or post.',
    steps: [
      'From a trend (or Generate on this page), fill in the topic, your target audience and any context, or press AI Generate for an audience persona.',
      'Choose one or more content types and a mode: Quick Draft, or Advanced Analysis (Premium), which uses the trend’s articles and sources.',
      'Generate: you get three ideas per content type, each with a headline, the angle, the audience and key messages.',
      'Search and filter the list, edit an idea, save it, share it, or generate pitches from it.',
    ],
    tips: [
      'Each generation uses 1 credit however many content types you choose.',
      'When a trend does not fit your company, the generator tells you before you spend a credit.',
      'Edit the headline into your own voice before it goes to a journalist: the ideas are a strong first draft.',
    ],
  },
  {
    id: 'media-contacts',
    title: 'Media Contacts',
    icon: Users,
    summary: 'The journalists who actually write about your subject, taken from real bylines.',
    steps: [
      'Open Media Contacts and generate contacts for one suggested outlet, or for all of them at once.',
      'Read each contact’s outlet, beat and recent articles, and the relevance score for your company.',
      'Search and filter by outlet or relevance, and open a contact’s articles to judge the fit yourself.',
      'Suggest an edit when a detail is wrong, or flag two entries that are the same person.',
    ],
    tips: [
      'Relevance tiers: High is 85% and above, Medium 70 to 84%, Low below 70%.',
      'Contacts come from evidence only: an e-mail address is shown when one was found, never guessed.',
      'Export the list as CSV to use it in your own mail or CRM tool.',
    ],
  },
  {
    id: 'pitches',
    title: 'Pitches',
    icon: Mail,
    summary: 'Personalised e-mail pitches that connect your story angle to each journalist’s work.',
    steps: [
      'Press Generate Pitch (or Generate pitches on a story angle, which preselects it) and choose the story angle.',
      'Select the contacts to pitch; search by name and filter by outlet.',
      'Choose Quick Draft or Advanced Analysis (Premium) and generate one pitch per contact.',
      'Review each pitch, copy it or open it in your mail app, and mark it sent or replied.',
    ],
    tips: [
      'Keep the subject line under 50 characters so it is read in full on a phone.',
      'Follow up after 1 week if there is no answer, and at most 2 times.',
      'Mention the journalist’s recent article in the first line: it shows you read their work.',
    ],
  },
  {
    id: 'saved-items',
    title: 'Saved Items',
    icon: Bookmark,
    summary: 'Your collection of trends, story angles and pitches to come back to.',
    steps: [
      'Save a trend or a story angle with its bookmark button; it appears in Saved Items.',
      'Filter the list: All Items, Trending Topics or Story Angles.',
      'Use Generate Story on a saved trend, or Find Contacts on a saved story angle, to take it further.',
      'Remove what you no longer need.',
    ],
    tips: [
      'Saved items can be shared, exported (JSON) or have their source viewed.',
      'The export contains exactly the items the current filter shows.',
      'Saving a story angle again unsaves it, so the bookmark always shows its real state.',
    ],
  },
  {
    id: 'keywords',
    title: 'Keywords',
    icon: Key,
    summary: 'The terms that define your market; discovery and relevance both use them.',
    steps: [
      'Open Keywords to see the terms you track; the ones confirmed at onboarding are already there.',
      'Add a keyword manually with Add Keyword.',
      'Press Search Trends on a keyword to search the news for it now.',
      'Select several keywords and press Bulk Search to search them together.',
    ],
    tips: [
      'With 3 or more keywords selected, Bulk Search groups the results by theme.',
      'Prefer specific phrases ("instant payouts") to single broad words ("payments").',
      `At onboarding you can add up to ${MAX_CUSTOM_KEYWORDS} keywords of your own beside the suggested ones; add more here later.`,
    ],
  },
];

/** The closing Quick Start block. */
export const QUICK_START = {
  newUser: [
    'Complete your company profile',
    'Review and add keywords',
    'Explore trends',
    'Generate your first story angle',
  ],
  daily: ['Check the dashboard’s top trend', 'Browse trends', 'Create story angles', 'Generate and send pitches'],
} as const;
