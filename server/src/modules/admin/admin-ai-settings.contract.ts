import {
  aiConnectionTestBodySchema,
  aiConnectionTestSchema,
  aiSettingsBodySchema,
  aiSettingsSchema,
} from '@newsjack/shared';
import { defineContract } from '../../http/openapi/contract';

/** The contract of admin-ai-settings.routes.ts (the Config tab's AI section), listed under Admin with the rest. */
export const adminAiSettingsContract = defineContract('Admin', {
  'GET /api/admin/ai-settings': {
    summary:
      'The AI engine in force (offline or a model), its server and model, and whether a key is set (never the key)',
    responses: { 200: aiSettingsSchema },
  },
  'PUT /api/admin/ai-settings': {
    summary: 'Choose the AI engine and provider; the key is write-only (omitted keeps it, empty clears it)',
    body: aiSettingsBodySchema,
    responses: { 200: aiSettingsSchema },
  },
  'POST /api/admin/ai-settings/test': {
    summary: 'Send a tiny request to the configured provider, or to the one submitted, and report ok or why not',
    body: aiConnectionTestBodySchema,
    responses: { 200: aiConnectionTestSchema },
  },
});
