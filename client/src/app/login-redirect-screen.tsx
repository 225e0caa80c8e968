import { useEffect } from 'react';
import { FullPageSpinner } from '@/components/layout/full-page-spinner';
import { redirectToLogin } from '@/lib/login-redirect';

/** A signed-out visit to a protected page: the "logged out" notice, then sign-in after 500 ms. */
export function LoginRedirectScreen() {
  useEffect(() => redirectToLogin(), []);
  return <FullPageSpinner label="Redirecting to sign-in" />;
}
