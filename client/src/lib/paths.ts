/**
 * Every route path of the app, in one place: the router mounts these, and navigation, links and redirects use
 * them, so a path is never spelled twice. Query-string variants are functions.
 */
export const paths = {
  home: '/',
  signIn: '/signin',
  /** Ask for a password reset link (signed out). */
  forgotPassword: '/forgot-password',
  /** Where the e-mailed link lands: `#token=…` in the fragment, never sent to a server. */
  resetPassword: '/reset-password',
  /** Where a trend digest's unsubscribe link lands (`#token=…`), signed in or out. */
  unsubscribe: '/unsubscribe',
  /** Where the unsubscribe link at the end of a pitch lands (`#token=…`): a journalist, never signed in. */
  unsubscribePitch: '/unsubscribe/pitch',
  onboarding: '/onboarding',
  admin: '/admin',
  myCompany: '/my-company',
  trends: '/trends',
  /** /trends?search=… : the trends page filtered by a search (from the dashboard search). */
  trendsSearch: (query: string) => `/trends?search=${encodeURIComponent(query)}`,
  storyAngles: '/story-angles',
  /** /story-angles?trendId=… : the generator opens prefilled from that trend (a saved trend's 'Generate Story'). */
  storyAnglesForTrend: (trendId: number) => `/story-angles?trendId=${trendId}`,
  mediaContacts: '/media-contacts',
  /** /media-contacts?storyId=… : contacts for a story angle (a saved angle's 'Find Contacts'). */
  mediaContactsForStory: (storyId: number) => `/media-contacts?storyId=${storyId}`,
  pitches: '/pitches',
  saved: '/saved',
  keywords: '/keywords',
  howItWorks: '/how-it-works',
  settings: '/settings',
} as const;
