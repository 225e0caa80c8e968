import type { Token } from './nlp';

/**
 * Currencies written before an amount, lower case: symbols, ISO 4217 codes and the local shorthands news in each
 * country writes ('RM12 million' in Malaysia, 'R500 million' in South Africa, 'Rs 4,000 crore' in India, 'KSh 1,200'
 * or 'Sh210' in Kenya (and Uganda's and Tanzania's shillings), 'GH₵ 3,228' in Ghana, 'S$48' in Singapore). A figure read without its currency was no figure at all:
 * 'hauliers lost an estimated RM12 million' left the story's biggest fact out of its fact sheet.
 */
const CURRENCIES = new Set([
  ...['$', '£', '€', '¥', '₹', '₦', '₱', '฿', '₩', '₺', '₴', '₪', '₫', '₡', '₵', '₸', '₽', '₾', '৳'],
  ...['us$', 'a$', 'c$', 'nz$', 'hk$', 's$', 'r$', 'nt$', 'gh₵', 'au$', 'ca$'],
  ...['rm', 'rs', 'rp', 'ksh', 'sh', 'tsh', 'ush', 'r'],
  ...[
    'usd',
    'eur',
    'gbp',
    'aud',
    'cad',
    'nzd',
    'chf',
    'sek',
    'nok',
    'dkk',
    'isk',
    'pln',
    'czk',
    'huf',
    'ron',
    'jpy',
    'cny',
    'rmb',
    'hkd',
    'sgd',
    'myr',
    'thb',
    'idr',
    'php',
    'vnd',
    'krw',
    'twd',
    'inr',
    'pkr',
    'lkr',
    'bdt',
    'zar',
    'ngn',
    'ghs',
    'kes',
    'ugx',
    'tzs',
    'egp',
    'mad',
    'aed',
    'sar',
    'qar',
    'ils',
    'try',
    'brl',
    'mxn',
    'ars',
    'clp',
    'cop',
    'pen',
    'uyu',
  ],
]);

/** Whether a token, as `lower` reads it (lower case, a closing stop dropped: 'Rs.'), is a currency before an amount. */
export function isCurrency(lowered: string): boolean {
  return CURRENCIES.has(lowered);
}

/** Shorthands the tagger leaves joined to their amount ('RM12', 'R500', 'Rs4,000'). */
const JOINED = /^(RM|Rs\.?|Rp|KSh|TSh|USh|Sh|R)(\d[\d,.]*)$/u;
/** Whether a word is an amount written joined to its currency ('Sh210', 'RM12'): a figure, never a name. */
export const isJoinedAmount = (word: string): boolean => JOINED.test(word);

/** Letters the tagger cuts off the symbol they belong to ('S' '$' of 'S$48', 'GH' '₵'). */
const SYMBOL_PREFIX = /^(?:US|A|AU|C|CA|NZ|HK|S|R|NT|GH)$/u;

/**
 * The tokens with each amount's currency as one token before its number, as the tagger gives '$' '48': 'S' '$' is
 * 'S$', 'RM12' is 'RM' '12', 'R12' ',' '500' (how it reads 'R12,500') is 'R' '12,500'. Spacing is kept, so the
 * figure reads as written. Rand ('R') only before an amount that says it is money: a thousands comma, a scale
 * word or three digits ('R500 million', not the 'R2' of a road or a rating).
 */
export function moneyTokens(tokens: readonly Token[]): Token[] {
  const out: Token[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    const next = tokens[i + 1];
    if (SYMBOL_PREFIX.test(t.text) && next && next.space === '' && /^[$₵]$/u.test(next.text)) {
      out.push({ ...t, text: `${t.text}${next.text}`, pos: 'SYM', lemma: `${t.text}${next.text}`.toLowerCase() });
      i += 1;
      continue;
    }
    const joined = JOINED.exec(t.text);
    if (joined) {
      let amount = joined[2]!;
      // 'R12' ',' '500': the thousands the tagger cut off.
      while (
        tokens[i + 1]?.text === ',' &&
        tokens[i + 1]!.space === '' &&
        /^\d{3}(?:\.\d+)?$/.test(tokens[i + 2]?.text ?? '') &&
        tokens[i + 2]!.space === ''
      ) {
        amount += `,${tokens[i + 2]!.text}`;
        i += 2;
      }
      const money =
        joined[1] !== 'R' ||
        amount.includes(',') ||
        amount.replace(/\D/g, '').length >= 3 ||
        /^(?:million|billion|bn|m|trillion|thousand)$/i.test(tokens[i + 1]?.text ?? '');
      if (money) {
        out.push({ ...t, text: joined[1]!, pos: 'SYM', lemma: joined[1]!.toLowerCase() });
        out.push({ text: amount, pos: 'NUM', lemma: amount, space: '' });
        continue;
      }
    }
    out.push(t);
  }
  return out;
}
