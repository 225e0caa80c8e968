/** The token of a reset link (`/reset-password#token=…`): in the fragment, which never reaches a server. */
export function readResetToken(): string {
  return (new URLSearchParams(window.location.hash.slice(1)).get('token') ?? '').trim();
}

/** Once read, the token leaves the address bar (the page stays), so it is not left in the history or on screen. */
export function clearResetToken(): void {
  if (window.location.hash) {
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  }
}
