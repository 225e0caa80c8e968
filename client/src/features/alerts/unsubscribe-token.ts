/** The token of a digest's unsubscribe link (`/unsubscribe#token=…`): in the fragment, which never reaches a server's logs. */
export function readUnsubscribeToken(): string {
  return (new URLSearchParams(window.location.hash.slice(1)).get('token') ?? '').trim();
}
