import { authConfigSchema, authUserSchema, loginBodySchema, registerBodySchema } from '@newsjack/shared';
import { z } from 'zod';
import { defineContract } from '../http/openapi/contract';

const redirect = (where: string) => ({ description: `Redirect: ${where}`, headers: { Location: where } });

/** The contract of auth.routes.ts. The OpenID callback path is configurable, so this is built per app. */
export const authContract = (oidcRedirectPath: string) =>
  defineContract('Sign-in', {
    'GET /api/auth/config': {
      summary: 'How this server signs users in',
      responses: { 200: authConfigSchema },
    },
    'POST /api/auth/register': {
      summary: 'Create a local account and sign in',
      description: 'Local accounts only (404 when sign-in is by OpenID). Rate limited per address.',
      body: registerBodySchema,
      responses: { 201: authUserSchema },
      errors: [404, 409, 429],
    },
    'POST /api/auth/login': {
      summary: 'Sign in with e-mail and password',
      description: 'Local accounts only (404 when sign-in is by OpenID). Rate limited per address.',
      body: loginBodySchema,
      responses: { 200: authUserSchema },
      errors: [401, 404, 429],
    },
    'GET /api/logout': {
      summary: 'End the session and go to the landing page',
      responses: { 302: redirect('/') },
    },
    'GET /api/login': {
      summary: 'Start signing in',
      description: "Local accounts: to the app's sign-in screen. OpenID: to the identity provider.",
      query: z.object({ returnTo: z.string().optional().describe('An app path to come back to after signing in') }),
      responses: { 302: redirect('/signin or the identity provider') },
      errors: [503],
    },
    [`GET ${oidcRedirectPath}` as `GET /${string}`]: {
      summary: 'OpenID callback: completes sign-in at the identity provider',
      query: z.object({ code: z.string().optional(), state: z.string().optional(), error: z.string().optional() }),
      responses: { 302: redirect('the returnTo path, else /') },
      errors: [401, 404, 503],
    },
  });
