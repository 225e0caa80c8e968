/**
 * Accepts only a same-site path ('/trends?x=1'), never an absolute URL or a protocol-relative '//host', so a
 * crafted link cannot bounce a user off to another site after sign-in.
 */
export function safeReturnTo(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 2048) return undefined;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  // Control characters and backslashes are how browsers get tricked into reading a path as a host.
  if ([...value].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f || ch === '\\')) return undefined;
  return value;
}
