/**
 * Full-page navigations (sign-in, sign-out) go through this object rather than `window.location` directly:
 * jsdom cannot navigate, and tests replace `assign` with a spy.
 */
export const navigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

export const LOGIN_URL = '/api/login';
export const LOGOUT_URL = '/api/logout';
