import { z } from 'zod';
import { defineContract } from './contract';

/** The contract of docs.routes.ts: this document itself and the page that renders it. */
export const docsContract = defineContract('API reference', {
  'GET /api/openapi.json': {
    summary: 'This OpenAPI 3.1 document: every route the server mounts',
    responses: { 200: z.looseObject({ openapi: z.literal('3.1.0') }).describe('An OpenAPI 3.1 document') },
  },
  'GET /api/docs': {
    summary: 'A readable API reference (Scalar), rendered from the document; works offline',
    responses: { 200: { description: 'The reference page', contentType: 'text/html' } },
  },
  'GET /api/docs/scalar.js': {
    summary: 'The Scalar API reference script, served from the installed package',
    responses: { 200: { description: 'JavaScript', contentType: 'text/javascript' } },
  },
  'GET /api/docs/init.js': {
    summary: 'Starts the reference on the page (a file, so the page needs no inline script)',
    responses: { 200: { description: 'JavaScript', contentType: 'text/javascript' } },
  },
});
