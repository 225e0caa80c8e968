/** Lines of a reply shown on its pitch card, and the characters they may take. */
export const EXCERPT_LINES = 3;
export const EXCERPT_MAX_CHARS = 280;

/**
 * Where the reply's own words end: the attribution line mail clients put above the quoted message ("On Tue, … Alice
 * wrote:", also wrapped over two lines), Outlook's separators and header block, a signature delimiter, a
 * mobile footer.
 */
const QUOTE_STARTS = [
  /^on\b.*\bwrote:\s*$/i,
  /^-{2,}\s*original message\s*-{2,}/i,
  /^_{5,}\s*$/,
  /^from:\s.+/i,
  /^-- ?$/,
  /^sent from my \w+/i,
  /^le .+ a écrit\s*:\s*$/i,
  /^am .+ schrieb .+:\s*$/i,
];

/**
 * The first lines of a reply as its pitch card shows them: the text above what it quotes, without quoted ('>')
 * lines, blank runs or the signature; at most EXCERPT_LINES lines and EXCERPT_MAX_CHARS characters. Null when
 * nothing of its own is left (a reply that only quotes).
 */
export function replyExcerpt(text: string): string | null {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const own: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.trim();
    const wrappedAttribution = /^on\b/i.test(line) && /\bwrote:\s*$/i.test(lines[i + 1]?.trim() ?? '');
    if (QUOTE_STARTS.some((re) => re.test(line)) || wrappedAttribution) break;
    if (line.startsWith('>') || line === '') continue;
    own.push(line.replace(/\s+/g, ' '));
    if (own.length === EXCERPT_LINES) break;
  }
  if (own.length === 0) return null;
  const joined = own.join('\n');
  return joined.length <= EXCERPT_MAX_CHARS ? joined : `${joined.slice(0, EXCERPT_MAX_CHARS - 1).trimEnd()}…`;
}
