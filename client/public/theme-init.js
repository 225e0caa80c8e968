// Runs before the first paint (a classic script in <head>; the CSP allows no inline script): the dark class must be
// on <html> before anything is drawn, or a dark-mode visitor sees a white flash. lib/theme.ts keeps the same key
// and rule for the running app.
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
