import { eng } from 'stopword';

/**
 * English function words (stopword's list is short, so common ones it lacks are added) plus the filler that
 * headlines and press copy repeat without carrying a subject: 'says', 'report', 'new', 'update'…
 * Keeping them out lets TF-IDF and keyword matching land on the words that name the story.
 */
const EXTRA_FUNCTION_WORDS = [
  'a', 'about', 'above', 'across', 'again', 'against', 'ago', 'all', 'almost', 'along', 'already', 'although',
  'always', 'among', 'an', 'any', 'anyone', 'anything', 'are', 'aren\'t', 'around', 'away', 'back', 'became',
  'become', 'becomes', 'behind', 'below', 'beside', 'besides', 'beyond', 'can\'t', 'cannot', 'couldn\'t', 'does',
  'doesn\'t', 'doing', 'don\'t', 'done', 'down', 'during', 'either', 'else', 'enough', 'etc', 'even', 'ever',
  'every', 'everyone', 'everything', 'few', 'further', 'gets', 'getting', 'give', 'given', 'gives', 'go', 'goes',
  'going', 'gone', 'hadn\'t', 'hasn\'t', 'haven\'t', 'having', 'hence', 'hers', 'herself', 'however', 'i\'m',
  'isn\'t', 'it\'s', 'its', 'itself', 'just', 'least', 'less', 'let', 'lets', 'made', 'makes', 'making', 'may',
  'maybe', 'mine', 'myself', 'neither', 'no', 'nobody', 'none', 'nor', 'not', 'nothing', 'off', 'often', 'once',
  'one\'s', 'onto', 'others', 'otherwise', 'ours', 'ourselves', 'per', 'perhaps', 'put', 'quite', 'rather',
  'really', 'seem', 'seemed', 'seems', 'several', 'she', 'shall', 'shan\'t', 'shouldn\'t', 'so', 'somebody',
  'someone', 'something', 'sometimes', 'somewhat', 'soon', 'their', 'theirs', 'themselves', 'thereby',
  'therefore', 'thus', 'together', 'toward', 'towards', 'upon', 'us', 'via', 'wasn\'t', 'we\'re', 'weren\'t',
  'whatever', 'when', 'whenever', 'whether', 'whom', 'whose', 'why', 'will', 'within', 'without', 'won\'t',
  'wouldn\'t', 'yet', 'you\'re', 'yours', 'yourself', 'yourselves', 'it\'ll', 'we\'ll', 'they\'re', 'that\'s',
];

const NEWS_FILLER = [
  'says', 'say', 'saying', 'told', 'tells', 'according', 'report', 'reports', 'reported', 'reporting', 'new',
  'news', 'update', 'updates', 'updated', 'latest', 'breaking', 'today', 'yesterday', 'tomorrow', 'week', 'weeks',
  'month', 'months', 'year', 'years', 'day', 'days', 'time', 'times', 'first', 'last', 'next', 'amid', 'announces',
  'announced', 'announcement', 'reveals', 'revealed', 'unveils', 'unveiled', 'launches', 'watch', 'read', 'live',
  'video', 'photos', 'exclusive', 'opinion', 'analysis', 'explained', 'here\'s', 'what', 'know', 'things', 'thing',
  'way', 'ways', 'big', 'biggest', 'top', 'best', 'look', 'looks', 'set', 'sets', 'could', 'would', 'might',
  'likely', 'despite', 'following', 'including', 'inc', 'ltd', 'llc', 'co', 'corp', 'com', 'www', 'http', 'https',
  'click', 'learn', 'menu', 'contact', 'privacy', 'cookie', 'cookies', 'policy', 'terms', 'rights',
  'reserved', 'copyright', 'subscribe', 'newsletter', 'sign', 'login', 'log', 'mr', 'mrs', 'ms', 'dr', 'via',
  'use', 'used', 'using', 'like', 'want', 'need', 'needs', 'see', 'take', 'takes', 'help', 'helps', 'get',
];

export const STOP_WORDS: ReadonlySet<string> = new Set([...eng, ...EXTRA_FUNCTION_WORDS, ...NEWS_FILLER]);

export function isStopWord(token: string): boolean {
  return STOP_WORDS.has(token.toLowerCase());
}
