/**
 * Rewrites first-person plural company copy ('We help merchants…', 'Our API…') in the third person, naming the
 * company, so extracted sentences read as a profile. Sentences addressed to the reader ('you', imperatives) or
 * written by one person ('I') are not profile material and are rejected (null).
 */
const MODALS = new Set(['can', 'will', 'may', 'must', 'should', 'could', 'would', 'might', 'shall']);
const ADVERBS = new Set(['also', 'now', 'still', 'already', 'only', 'currently', 'proudly', 'always', 'then', 'just', 'even', 'often', 'today']);
const IRREGULAR: Record<string, string> = { have: 'has', are: 'is', were: 'was', do: 'does', go: 'goes', be: 'is' };
const IMPERATIVE_STARTS = /^(?:get|start|sign|book|try|join|learn|contact|request|see|discover|explore|find|download|click|read|meet|watch|call|talk|let|make|take|create|build|grow|say)\b/i;

function thirdPersonVerb(verb: string): string {
  const lower = verb.toLowerCase();
  if (IRREGULAR[lower]) return IRREGULAR[lower];
  if (MODALS.has(lower) || /(?:ed|ing)$/.test(lower) || /[^s]s$/.test(lower)) return verb;
  if (/(?:s|sh|ch|x|z|o)$/.test(lower)) return `${verb}es`;
  if (/[^aeiou]y$/.test(lower)) return `${verb.slice(0, -1)}ies`;
  return `${verb}s`;
}

/** 'we also build' → '{subject} also builds'; works at the start and in the middle of a sentence. */
function replaceWe(sentence: string, leading: string, inner: string): string {
  const conjugate = (subject: string) => (_m: string, adverb: string | undefined, verb: string) =>
    `${subject} ${adverb ? `${adverb} ` : ''}${thirdPersonVerb(verb)}`;
  const adverbs = [...ADVERBS].join('|');
  return sentence
    .replace(/^We(?:'re|’re)\b/, `${leading} is`)
    .replace(/^We(?:'ve|’ve)\b/, `${leading} has`)
    .replace(/^We(?:'ll|’ll)\b/, `${leading} will`)
    .replace(new RegExp(`^We (?:(${adverbs}) )?([a-z]+)\\b`), conjugate(leading))
    .replace(/\bwe(?:'re|’re)\b/g, `${inner} is`)
    .replace(/\bwe(?:'ve|’ve)\b/g, `${inner} has`)
    .replace(new RegExp(`\\bwe (?:(${adverbs}) )?([a-z]+)\\b`, 'g'), conjugate(inner));
}

/**
 * 'We survey the home, design the system and handle the paperwork': verbs coordinated after the first share
 * its subject. A word after ', ' or 'and ' that is followed by an article or possessive is taken as such a verb.
 */
function conjugateCoordinated(sentence: string): string {
  return sentence.replace(
    /(,|\band|\bor) ([a-z]+) (the|a|an|its|their|every|each|all|any|new)\b/g,
    (match, joiner: string, verb: string, next: string) => (/(?:s|ed|ing|ly)$/.test(verb) ? match : `${joiner} ${thirdPersonVerb(verb)} ${next}`),
  );
}

export function toThirdPerson(sentence: string, companyName: string): string | null {
  const s = sentence.trim();
  if (/\b(?:you|your|yours|yourself)\b/i.test(s) || /\b(?:I|I'm|I’m|my|me)\b/.test(s)) return null;
  if (IMPERATIVE_STARTS.test(s) || s.endsWith('?')) return null;
  const startsWithWe = /^We\b/.test(s);
  let out = replaceWe(s, companyName, 'it');
  if (startsWithWe) out = conjugateCoordinated(out);
  out = out
    .replace(/^Our\b/, `${companyName}’s`)
    .replace(/\bour\b/g, 'its')
    .replace(/\bours\b/g, 'its own')
    .replace(/\bourselves\b/g, 'itself')
    .replace(/\bus\b/g, `${companyName}`);
  return out;
}
