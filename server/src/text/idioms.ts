/**
 * Idioms that borrow a trade's words for something else: a minister 'in hot water' is in trouble, not in a heating
 * utility's pipes; 'legal tender' is money, not a procurement tender; a 'regulatory minefield' holds no mines. A
 * keyword found inside one is another sense of its words, whatever the rest of the story reads like. Each pattern
 * is written to the idiom's figurative use only ('soak in hot water for ten minutes' is water, 'in hot water over a
 * quota transfer' is not): a literal use reads on.
 */
const IDIOMS: readonly RegExp[] = [
  /\b(?:in|into)\s+hot\s+water\s+(?:over|after|amid|again|with|for\s+(?:his|her|their|its|saying|calling))\b/gi,
  /\b(?:lands?|landed|landing|finds?|found|gets?|got|getting|puts?|putting)\s+(?:\p{L}+\s+){0,2}in\s+hot\s+water\b/giu,
  /\blegal\s+tender\b/gi,
  /\bred\s+tape\b/gi,
  /\bgreen\s+light(?:s|ed)?\b(?=\s+(?:to|for|from)\b)/gi,
  /\b(?:gives?|gave|given|giving|gets?|got|won|wins?|receives?|received)\s+(?:the\s+|a\s+)?green\s+light\b/gi,
  /\bgreen-lights?\b|\bgreen-lit\b/gi,
  /\bon\s+thin\s+ice\b/gi,
  /\bunder\s+fire\s+(?:over|for|after|from|amid)\b/gi,
  /\bcame\s+under\s+fire\b|\bcomes?\s+under\s+fire\b|\bcoming\s+under\s+fire\b/gi,
  /\bfire\s+sale\b/gi,
  /\bperfect\s+storm\b/gi,
  /\btip\s+of\s+the\s+iceberg\b/gi,
  /\bin\s+the\s+pipeline\b/gi,
  /\bglass\s+ceiling\b/gi,
  /\brubber[-\s]stamp(?:s|ed|ing)?\b/gi,
  /\bsilver\s+lining\b/gi,
  /\bgolden\s+(?:handshake|parachute|goodbye)s?\b/gi,
  /\bwhite\s+elephants?\b/gi,
  /\bred\s+(?:flag|line)s?\b/gi,
  /\bcash\s+cows?\b/gi,
  /\bdark\s+horses?\b/gi,
  /\blame\s+ducks?\b/gi,
  /\bhot\s+potato(?:es)?\b/gi,
  /\bgame[-\s]changers?\b|\bgame[-\s]changing\b/gi,
  /\blevel\s+playing\s+field\b/gi,
  /\b(?:mov(?:e|es|ed|ing)|shift(?:s|ed|ing)?)\s+(?:the\s+)?goalposts\b/gi,
  /\bpolitical\s+football\b/gi,
  /\bshot\s+in\s+the\s+arm\b/gi,
  /\bdrop\s+in\s+the\s+ocean\b/gi,
  /\bwindow\s+dressing\b/gi,
  /\bbrain\s+drain\b/gi,
  /\bpipe\s+dreams?\b/gi,
  /\bwake-up\s+calls?\b/gi,
  /\bblanket\s+bans?\b/gi,
  /\bsafety\s+nets?\b(?=[\s\S]{0,60}\b(?:welfare|benefit|benefits|social|financial|income|pension|poverty|jobless|unemploy\w*)\b)/gi,
  /\b(?:legal|regulatory|political|ethical|diplomatic|tax|bureaucratic|administrative|legislative|financial|compliance)\s+minefields?\b/gi,
  /\bmine\s+of\s+(?:information|data)\b/gi,
  /\bcold\s+feet\b/gi,
  /\bhot\s+seat\b/gi,
  /\bin\s+the\s+(?:red|black)\b(?=[\s\S]{0,60}\b(?:year|quarter|profit|loss|losses|deficit|budget|accounts?|books|finances)\b)/gi,
  /\blion['’]s\s+share\b/gi,
  /\bsea\s+change\b/gi,
  /\buphill\s+(?:battle|struggle|task|climb)\b/gi,
  /\bwatershed\s+(?:moment|year|ruling|decision|election)\b/gi,
  /\bring[-\s]?fenc(?:e|es|ed|ing)\b/gi,
  /\bsmoking\s+guns?\b/gi,
  /\biron\s+(?:out|fist)\b/gi,
  // Markets' figures of speech: a premium, a bounce, a defence or a rally, not the kimchi, cat, pill or animal.
  /\bkimchi\s+premium\b/gi,
  /\bdead[-\s]cat\s+bounces?\b/gi,
  /\bblack\s+swan\s+(?:events?|moments?|risks?)\b/gi,
  /\bwhite\s+knights?\b/gi,
  /\bpoison\s+pills?\b/gi,
  /\bhelicopter\s+money\b/gi,
  /\b(?:bull|bear)\s+markets?\b/gi,
  /\bbig\s+mac\s+index\b/gi,
  /\blipstick\s+(?:index|effect)\b/gi,
  /\bgravy\s+train\b/gi,
  /\blow[-\s]hanging\s+fruit\b/gi,
  // Hyphened only: 'cherry picking season' is the fruit.
  /\bcherry-pick(?:s|ed|ing)?\b/gi,
  /\bbread[-\s]and[-\s]butter\s+(?:issues?|politics|business|work|concerns?|topics?)\b/gi,
  /\bspill(?:s|ed|ing)?\s+the\s+beans\b/gi,
  /\bred\s+herrings?\b/gi,
  /\belephant\s+in\s+the\s+room\b/gi,
  /\bbit(?:e|es|ing)?\s+the\s+bullet\b/gi,
  /\bicing\s+on\s+the\s+cake\b/gi,
  /\bcanary\s+in\s+the\s+coal[-\s]?mine\b/gi,
  /\bsmoke\s+and\s+mirrors\b/gi,
];

/** What an idiom's span becomes: no word, so no keyword is found in it. */
const IDIOM = ' ¦ ';

/**
 * The words one of the idioms holds, read first in one cheap pass: keyword counts read tens of thousands of items a
 * cycle, and most hold none.
 */
const IDIOM_WORDS =
  /hot\s+water|tender|tape|green|thin\s+ice|fire|storm|iceberg|pipeline|ceiling|rubber|lining|golden|elephant|red\s+(?:flag|line)|cows?\b|horse|duck|potato|game|playing|goalpost|football|shot\s+in|ocean|dressing|drain|pipe\s+dream|wake-up|blanket|safety\s+net|minefield|mine\s+of|cold\s+feet|hot\s+seat|in\s+the\s+(?:red|black)|lion|sea\s+change|uphill|watershed|fenc|smoking|iron|kimchi|cat\s+bounce|swan|knight|poison|helicopter|(?:bull|bear)\s+market|big\s+mac|lipstick|gravy|hanging|cherry|bread|beans|herring|bullet|icing|canary|mirrors/i;

/** `text` with every idiom that borrows a trade's words put out of reach of keyword matching. */
export function withoutIdioms(text: string): string {
  if (!IDIOM_WORDS.test(text)) return text;
  let out = text;
  for (const idiom of IDIOMS) out = out.replace(idiom, IDIOM);
  return out;
}
