// Runs before the first paint, inline in <head> (client/build/inline-first-paint.ts; the CSP allows this text by its
// hash, server http/security-headers.ts): the dark class must be on <html> before anything is drawn, or a dark-mode
// visitor sees a white flash. lib/theme.ts keeps the same key and rule for the running app.
/* global window, document */
(function () {
  var choice = null;
  try {
    choice = window.localStorage.getItem('newsjack.theme');
  } catch {
    // Storage blocked: follow the system.
  }
  var dark = choice === 'dark' || (choice !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.toggle('dark', dark);
})();
