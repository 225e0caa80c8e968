/**
 * Asides set into a clause, which figure-clause.ts reads past: a list ('…, including A, B and C, …') and a
 * description between a figure's noun phrase and its verb.
 */

/**
 * A list set into a clause that goes on after it ('…courts in eight counties, including Sacramento, Fresno and
 * Riverside, record hearings …') is an aside: cut at its comma, the clause lost its verb's object ('lets courts in
 * eight counties'). It goes, unless it holds the figure.
 */
export function withoutInsertedList(text: string, figure: string): string {
  return text.replace(INSERTED_LIST, (aside) => (aside.includes(figure) ? aside : ''));
}
/**
 * An aside between the figure's noun phrase and its verb ('about 60,000 routers in Irish homes and small businesses,
 * mostly older models supplied by regional broadband providers, were being used to relay attacks') describes the
 * subject: without it the clause reads as a sentence and fits a headline. Kept when it holds the figure.
 */
export function withoutAside(text: string, figure: string): string {
  const at = text.indexOf(figure);
  if (at < 0) return text;
  const after = at + figure.length;
  const aside =
    /,\s+[^,;]{3,90}?,\s+(?=(?:is|are|was|were|has|have|had|will|would|could|can|may|might|must|should)\s)/u.exec(
      text.slice(after),
    );
  if (!aside || listComma(text, after + aside.index)) return text;
  return `${text.slice(0, after + aside.index)} ${text.slice(after + aside.index + aside[0].length)}`;
}

const INSERTED_LIST = /,\s+(?:including|such as|like)\s+[^,;]+(?:,\s+[^,;]+)*?\s+(?:and|or)\s+[^,;]+,(?=\s+\p{Ll})/gu;

/** Whether the comma at `index` separates items of a list: another comma or an 'and'/'or' follows within a few words. */
export function listComma(text: string, index: number): boolean {
  return /^,\s+[\p{L}\s'’-]{1,30}?(?:,|\s(?:and|or)\s)/u.test(text.slice(index));
}
