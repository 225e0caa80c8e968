import type { RegionalPress } from './regional-outlets';

/**
 * Real national titles of the countries the regional table covers, for a company whose site places it there: the
 * general news desks a PR lead pitches a library, a charity, a chimney sweep or a skincare brand, and the business
 * desks for a firm that sells to other firms. They make up a media list after the company's trade and home-town
 * titles; before, every company was topped up with the same US and UK business titles ('Reuters', 'Bloomberg',
 * 'Financial Times' for a Herefordshire library service and an Irish guide-dog charity).
 */
export const NATIONAL_OUTLETS: Record<RegionalPress['country'], { news: readonly string[]; business: readonly string[] }> = {
  GB: {
    news: ['BBC News', 'The Guardian', 'The Times', 'The Independent', 'The Telegraph', 'Sky News'],
    business: ['Financial Times', 'City A.M.', 'The Times', 'The Telegraph', 'Reuters', 'Bloomberg UK'],
  },
  IE: {
    news: ['The Irish Times', 'RTÉ News', 'Irish Independent', 'Irish Examiner', 'TheJournal.ie', 'Newstalk'],
    business: ['The Irish Times', 'Business Post', 'Irish Independent', 'RTÉ News', 'Irish Examiner', 'Reuters'],
  },
  US: {
    news: ['The Associated Press', 'The New York Times', 'NPR', 'The Washington Post', 'USA Today', 'CNN'],
    business: ['The Wall Street Journal', 'Bloomberg', 'Reuters', 'CNBC', 'Forbes', 'Business Insider'],
  },
  CA: {
    news: ['CBC News', 'The Globe and Mail', 'Toronto Star', 'CTV News', 'The Canadian Press', 'Global News'],
    business: ['The Globe and Mail', 'Financial Post', 'BNN Bloomberg', 'The Canadian Press', 'CBC News', 'Reuters'],
  },
  AU: {
    news: ['ABC News', 'The Sydney Morning Herald', 'The Age', 'Guardian Australia', 'The Australian', 'news.com.au'],
    business: ['The Australian Financial Review', 'The Australian', 'The Sydney Morning Herald', 'SmartCompany', 'ABC News', 'Reuters'],
  },
  NZ: {
    news: ['RNZ', 'NZ Herald', 'Stuff', '1News', 'The Spinoff', 'Newsroom'],
    business: ['NZ Herald', 'BusinessDesk', 'RNZ', 'Stuff', 'interest.co.nz', 'Reuters'],
  },
};

/** For a company whose country the site does not say: international desks, news first or business first. */
export const INTERNATIONAL_OUTLETS = {
  news: ['Reuters', 'The Associated Press', 'BBC News', 'The Guardian', 'The New York Times', 'Bloomberg'],
  business: ['Reuters', 'Bloomberg', 'Financial Times', 'The Wall Street Journal', 'Forbes', 'Business Insider'],
} as const;
