import { paths } from './paths';

/**
 * Where to go after signing in. Only same-site paths are accepted ('/keywords', not '//evil.example' or
 * 'https://…'), so a crafted link cannot bounce a fresh session to another site.
 */
export function safeReturnTo(search: string): string {
  const value = new URLSearchParams(search).get('returnTo');
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return paths.home;
  if (value.startsWith(paths.signIn) || value.startsWith('/api/')) return paths.home;
  return value;
}
