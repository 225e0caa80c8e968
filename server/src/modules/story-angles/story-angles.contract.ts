import {
  audiencePersonaBodySchema,
  audiencePersonaResponseSchema,
  generateStoryBodySchema,
  generateStoryResponseSchema,
  idParamSchema,
  storyAngleSchema,
  storyAnglesResponseSchema,
  storyFitQuerySchema,
  storyFitSchema,
  updateStoryAngleBodySchema,
} from '@newsjack/shared';
import { defineContract } from '../../http/openapi/contract';

/** The contract of story-angles.routes.ts. */
export const storyAnglesContract = defineContract('Story angles', {
  'GET /api/story-angles': {
    summary: 'Story angles of the active company, newest first',
    responses: { 200: storyAnglesResponseSchema },
  },
  'GET /api/story-angles/fit': {
    summary: 'How well a topic or trend fits the active company, before a credit is spent',
    query: storyFitQuerySchema,
    responses: { 200: storyFitSchema },
    errors: [404],
  },
  'POST /api/story-angles/generate': {
    summary: 'Generate 3 story angles per content type (1 credit)',
    body: generateStoryBodySchema,
    responses: { 201: generateStoryResponseSchema },
    errors: [402, 404, 422, 429, 502],
  },
  'PATCH /api/story-angles/:id': {
    summary: 'Edit a story angle, or save / unsave it (isSaved)',
    params: idParamSchema,
    body: updateStoryAngleBodySchema,
    responses: { 200: storyAngleSchema },
    errors: [404],
  },
  'POST /api/generate-audience-persona': {
    summary: "A target audience persona for a trend ('AI Generate')",
    body: audiencePersonaBodySchema,
    responses: { 200: audiencePersonaResponseSchema },
    errors: [429],
  },
});
