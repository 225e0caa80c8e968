export interface TourStep {
  /** The `data-tour` value of the navigation link this step points at. */
  anchor: string;
  title: string;
  body: string;
}

/** The eight steps of the spec's table, in order, each anchored to a navigation link. */
export const TOUR_STEPS: readonly TourStep[] = [
  {
    anchor: 'dashboard',
    title: 'Your AI-Powered Dashboard',
    body: 'Start each day here: your top trend, fresh story angles and tracked keywords, ranked by how much they matter to your company.',
  },
  {
    anchor: 'my-company',
    title: 'My Company Profile',
    body: 'Everything Newsjack suggests is judged against this profile, so keep your description, keywords and target outlets current.',
  },
  {
    anchor: 'trends',
    title: 'Trending Topics Discovery',
    body: 'Browse every topic gaining momentum in the news, filtered by category, sentiment and velocity, with the reason each one fits you.',
  },
  {
    anchor: 'story-angles',
    title: 'AI-Generated Story Angles',
    body: 'Turn a trend into press release, blog, social and thought-leadership ideas in one click; each generation uses 1 credit.',
  },
  {
    anchor: 'media-contacts',
    title: 'Media Contact Management',
    body: 'Find the journalists who actually write about your subject, taken from real bylines and scored for how well they match your story.',
  },
  {
    anchor: 'pitches',
    title: 'Email Pitch Generation',
    body: 'Draft a personalised pitch for each chosen journalist from a story angle, then copy it or open it in your mail app.',
  },
  {
    anchor: 'saved-items',
    title: 'Saved Items Collection',
    body: 'Keep the trends, angles, pitches and contacts you want to come back to, all in one filterable list.',
  },
  {
    anchor: 'keywords',
    title: 'Keyword Management',
    body: 'Track the terms that define your market and search the news for them, one keyword at a time or several at once.',
  },
];
