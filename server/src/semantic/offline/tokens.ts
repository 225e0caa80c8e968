/**
 * Word tokens for looking up vectors: lower case, letters and digits with their inner joiners ("e-mail",
 * "o'neill", "u.s"), possessive "'s" dropped, tokens without a letter dropped (numbers carry no subject).
 */
export function wordTokens(text: string): string[] {
  const out: string[] = [];
  const normalised = text.normalize('NFKC').toLowerCase().replace(/[’‘]/g, "'");
  for (const m of normalised.matchAll(/[\p{L}\p{N}]+(?:['&.-][\p{L}\p{N}]+)*/gu)) {
    let token = m[0];
    if (token.endsWith("'s")) token = token.slice(0, -2);
    if (/\p{L}/u.test(token)) out.push(token);
  }
  return out;
}
