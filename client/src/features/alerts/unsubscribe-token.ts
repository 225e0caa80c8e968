/**
 * The token of an unsubscribe link (a digest's `/unsubscribe#token=…`, a pitch's `/unsubscribe/pitch#token=…`): in
 * the fragment, which never reaches a server's logs.
 */
export function readUnsubscribeToken(): string {
  return (new URLSearchParams(window.location.hash.slice(1)).get('token') ?? '').trim();
}
