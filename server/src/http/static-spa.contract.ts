import { z } from 'zod';
import { defineContract } from './openapi/contract';

/** The contract of static-spa.ts: the web app's page for any path outside /api (mounted when it is built). */
export const spaContract = defineContract('Web app', {
  'GET /{*splat}': {
    summary: "The web app's page (index.html), for the client router to draw",
    description: 'Any GET outside /api and the static files; a missing file under /assets is a plain 404.',
    params: z.object({ splat: z.string().describe('Any path of the web app') }),
    responses: { 200: { description: 'index.html', contentType: 'text/html' } },
  },
});
