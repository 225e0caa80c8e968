import type { SemanticEngine } from '../../semantic';
import {
  contentTypeSchema,
  storyContextNotes,
  storyDoesNotFitMessage,
  type AudiencePersonaBody,
  type AudiencePersonaResponse,
  type GenerateStoryBody,
  type GenerateStoryResponse,
  type StoryAngle,
  type StoryFit,
  type StoryFitQuery,
  type UpdateStoryAngleBody,
} from '@newsjack/shared';
import type { AiProvider } from '../../ai/provider';
import type { StoryAngleDraft } from '../../ai/schemas';
import type { CompanyContext, StoryAngleForAi, StoryFitFacts, TrendFacts } from '../../ai/types';
import { ideasPerType } from '../../ai/ideas-per-type';
import type { CountNowAndAsOf, Db } from '../../db/client';
import { AppError, notFound } from '../../errors';
import { isStorableId, type CompaniesService } from '../companies/companies.service';
import type { CreditsService } from '../credits/credits.service';
import type { SavedItemsService } from '../saved-items/saved-items.service';
import type { TrendsService } from '../trends/trends.service';
import { topicRelevance } from './topic-relevance';
import { assessFit } from './story-fit';
import { createStoryAnglesRepo, type StoryAngleEdit, type StoryAngleRow } from './story-angles.repo';

export const STORY_ANGLE_NOT_FOUND_MESSAGE = 'Story angle not found';

export function toStoryAngle(row: StoryAngleRow): StoryAngle {
  return {
    id: row.id,
    headline: row.headline,
    title: row.title ?? row.headline,
    angle: row.angle,
    // Rows are written by generation with a valid type; an unexpected value still reads as a usable angle.
    contentType: contentTypeSchema.safeParse(row.contentType).data ?? 'press-release',
    targetAudience: row.targetAudience,
    createdAt: row.createdAt.toISOString(),
    isSaved: row.isSaved,
    trendId: row.trendId,
    trendTitle: row.trendTitle,
    topic: row.topic,
    keyMessages: row.keyMessages,
    context: row.context,
    mode: row.mode,
    engine: row.engine,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export type StoryAnglesServiceDeps = {
  db: Db;
  now: () => Date;
  ai: Pick<AiProvider, 'generateStoryAngles' | 'generateAudiencePersona' | 'engine'>;
  /** A typed topic's relevance reads meaning through it. */
  semantic: SemanticEngine;
  credits: Pick<CreditsService, 'assertCanSpend' | 'spendCredit'>;
  companies: Pick<CompaniesService, 'getActiveCompany' | 'findActiveCompany' | 'companyContext'>;
  trends: Pick<TrendsService, 'storyMaterial' | 'storyOf'>;
  /** Bookmarks (saved-items depends on this service, so buildDeps hands over a late-bound reference). */
  savedItems: Pick<SavedItemsService, 'save' | 'removeByTarget'>;
};

type Grounding = { context: CompanyContext; companyId: number; companyName: string; fit: StoryFit; trend?: TrendFacts & { id: number } };

/**
 * Story angles: generation (paid with one credit in the transaction that stores them), the list of the active
 * company's angles, edits and the save toggle, the fit shown before generating, and the audience persona.
 */
export function createStoryAnglesService(deps: StoryAnglesServiceDeps) {
  const { db, now, ai, credits, companies, trends } = deps;
  const repo = createStoryAnglesRepo(db);

  async function activeContext(userId: string) {
    const company = await companies.getActiveCompany(userId);
    const context = await companies.companyContext(company.id);
    if (!context) throw notFound('No company profile found');
    return { company, context };
  }

  /** The company, the trend's facts (read from what discovery stored) and the fit they give. */
  async function ground(userId: string, topic: string, trendId: number | null | undefined, userContext = ''): Promise<Grounding> {
    const { company, context } = await activeContext(userId);
    const base = { context, companyId: company.id, companyName: company.companyName };
    if (trendId == null) {
      // The user's own words about the topic count; the prefilled profile does not (scored against itself, it made
      // every typed topic fit, while the dialog, asking without it, said the topic did not).
      const relevance = await topicRelevance(deps.semantic, company.id, context, topic, storyContextNotes(userContext));
      return { ...base, fit: assessFit({ companyName: company.companyName, topic, kind: 'topic', ...relevance }) };
    }
    const { trend, relevance, items } = await trends.storyMaterial(userId, trendId);
    const fit = assessFit({
      companyName: company.companyName,
      topic: trend.title,
      kind: 'trend',
      relevanceScore: relevance.relevanceScore ?? 0,
      matchedKeywords: relevance.matchedKeywords ?? [],
    });
    return {
      ...base,
      fit,
      trend: {
        id: trend.id,
        title: trend.title,
        description: trend.description,
        category: trend.category,
        relatedKeywords: trend.relatedKeywords,
        sourceUrls: trend.reports.map((r) => r.url),
        trendingReason: trend.trendingReason,
        items: items.map((i) => ({ title: i.title, outlet: i.outlet })),
        explanation: relevance.explanation,
        factSheet: trend.factSheet,
      },
    };
  }

  /**
   * As many ideas per content type asked for as the fit calls for (three; one or two for a partial fit:
   * ai/ideas-per-type.ts), and none of a type not asked for, whatever the engine answered (else a 502, nothing spent).
   */
  function checkDrafts(drafts: StoryAngleDraft[], types: readonly string[], level: StoryFitFacts['level']): StoryAngleDraft[] {
    const { min, max } = ideasPerType(level);
    const counts = types.map((t) => drafts.filter((d) => d.contentType === t).length);
    const ok = counts.every((n) => n >= min && n <= max) && drafts.length === counts.reduce((a, b) => a + b, 0);
    if (!ok) throw new AppError(502, 'The AI engine returned an incomplete answer. No credit was used; please try again.', 'ai_incomplete');
    return drafts;
  }

  return {
    /** GET /api/story-angles/fit: how well the topic or trend fits the active company, before a credit is spent. */
    async fit(userId: string, query: StoryFitQuery): Promise<StoryFit> {
      return (await ground(userId, query.topic, query.trendId)).fit;
    },

    /**
     * POST /api/story-angles/generate: 3 ideas per content type (1-2 for a partial fit). A trend that does not fit at all is refused
     * (422) before anything is spent; an empty balance is a 402 before the engine runs; the credit is taken in the
     * transaction that stores the angles, after the engine answered, so a failure costs nothing.
     */
    async generate(userId: string, body: GenerateStoryBody): Promise<GenerateStoryResponse> {
      const g = await ground(userId, body.topic, body.trendId, body.context ?? '');
      if (g.fit.level === 'none') throw new AppError(422, storyDoesNotFitMessage(g.companyName), 'does_not_fit');
      await credits.assertCanSpend(userId);
      // The engine that writes them, named on every angle ('offline' or the model).
      const engine = ai.engine;
      const drafts = checkDrafts(
        await ai.generateStoryAngles({
          company: g.context,
          topic: body.topic,
          targetAudience: body.targetAudience,
          contentTypes: body.contentTypes,
          context: body.context ?? '',
          mode: body.mode,
          ...(g.trend ? { trend: g.trend } : {}),
          fit: { level: g.fit.level, relevanceScore: g.fit.relevanceScore, matchedKeywords: g.fit.matchedKeywords },
        }),
        body.contentTypes,
        g.fit.level,
      );
      const at = now();
      const { rows, remaining } = await db.transaction(async (tx) => {
        const remaining = await credits.spendCredit(tx, userId, 'story_generation', {
          companyId: g.companyId,
          trendId: g.trend?.id ?? null,
          contentTypes: body.contentTypes,
          mode: body.mode,
        });
        const rows = await repo.insertMany(
          tx,
          drafts.map((d) => ({
            userId,
            companyId: g.companyId,
            trendId: g.trend?.id ?? null,
            trendTitle: g.trend?.title ?? null,
            topic: g.trend ? null : body.topic.trim(),
            headline: d.headline,
            title: d.headline,
            angle: d.angle,
            contentType: d.contentType,
            targetAudience: d.targetAudience,
            keyMessages: d.keyMessages,
            context: body.context?.trim() ? body.context.trim() : null,
            mode: body.mode,
            engine,
            createdAt: at,
            updatedAt: at,
          })),
        );
        return { rows, remaining };
      });
      return { storyAngles: rows.map(toStoryAngle), creditsRemaining: remaining, fit: g.fit };
    },

    /** GET /api/story-angles: the active company's angles, newest first (none without a company). */
    async list(userId: string): Promise<StoryAngle[]> {
      const company = await companies.findActiveCompany(userId);
      return company ? (await repo.listForCompany(userId, company.id)).map(toStoryAngle) : [];
    },

    /**
     * PATCH /api/story-angles/:id: edits the fields given and applies the save toggle (isSaved true creates the
     * story_angle bookmark, false removes it; the flag follows the bookmark). Another user's id is a 404.
     */
    async update(userId: string, id: number, body: UpdateStoryAngleBody): Promise<StoryAngle> {
      const [existing] = isStorableId(id) ? await repo.findOwnedMany(userId, [id]) : [];
      if (!existing) throw notFound(STORY_ANGLE_NOT_FOUND_MESSAGE);
      const { isSaved, ...fields } = body;
      const edit: StoryAngleEdit = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
      // The title is the headline as generated; an edited headline is the title the cards show.
      if (edit.headline !== undefined) edit.title = edit.headline;
      if (Object.keys(edit).length > 0) await repo.edit(userId, id, edit, now());
      if (isSaved === true) await deps.savedItems.save(userId, { itemType: 'story_angle', itemId: id });
      if (isSaved === false) {
        try {
          await deps.savedItems.removeByTarget(userId, 'story_angle', id);
        } catch (err) {
          // No bookmark to remove: the flag alone is cleared, so the toggle always lands on what was asked.
          if (!(err instanceof AppError && err.status === 404)) throw err;
          await repo.setSaved(db, userId, id, false, now());
        }
      }
      const [row] = await repo.findOwnedMany(userId, [id]);
      if (!row) throw notFound(STORY_ANGLE_NOT_FOUND_MESSAGE);
      return toStoryAngle(row);
    },

    /** POST /api/generate-audience-persona: a reader archetype for the trend, using the active company's markets. */
    async persona(userId: string, body: AudiencePersonaBody): Promise<AudiencePersonaResponse> {
      const company = await companies.findActiveCompany(userId);
      const context = company ? await companies.companyContext(company.id) : null;
      const p = await ai.generateAudiencePersona({
        trendTitle: body.trendTitle,
        trendDescription: body.trendDescription,
        sourceUrls: body.sourceUrls,
        ...(context ? { company: context } : {}),
      });
      return {
        persona: {
          name: p.name,
          targetAudience: p.targetAudience,
          description: p.summary,
          demographics: [p.role],
          interests: p.interests,
          painPoints: p.painPoints,
          preferredChannels: p.channels,
        },
      };
    },

    /** The user's angles with these ids (one query); foreign or missing ids are left out. */
    findOwned: async (userId: string, ids: readonly number[]): Promise<StoryAngle[]> =>
      (await repo.findOwnedMany(userId, ids)).map(toStoryAngle),

    /**
     * One of the user's angles as the AI engines read it (pitches, contact scoring), with the reports of the trend it
     * was built on; undefined when the angle is not theirs.
     */
    async forAi(userId: string, id: number): Promise<{ angle: StoryAngle; forAi: StoryAngleForAi } | undefined> {
      const [row] = isStorableId(id) ? await repo.findOwnedMany(userId, [id]) : [];
      if (!row) return undefined;
      const angle = toStoryAngle(row);
      const story = angle.trendId !== null ? await trends.storyOf(userId, angle.trendId) : null;
      const storyReports = story?.reports ?? [];
      return {
        angle,
        forAi: {
          headline: angle.headline,
          angle: angle.angle,
          contentType: angle.contentType,
          targetAudience: angle.targetAudience ?? '',
          keyMessages: angle.keyMessages,
          // What the user added to the context when generating it (their view, their figures), never the prefill.
          ...(row.context && storyContextNotes(row.context) ? { notes: storyContextNotes(row.context) } : {}),
          ...(row.topic ? { topic: row.topic } : {}),
          ...(storyReports.length > 0 ? { storyReports } : {}),
          ...(story ? { story: { title: story.title, relatedKeywords: story.relatedKeywords } } : {}),
          ...(story && story.factSheet.reports.length > 0 ? { factSheet: story.factSheet } : {}),
        },
      };
    },

    /** Keeps story_angles.is_saved in step with a bookmark; pass the bookmark's transaction. */
    setSaved: (tx: Db, userId: string, id: number, isSaved: boolean, at: Date): Promise<void> =>
      repo.setSaved(tx, userId, id, isSaved, at),

    /** How many angles the user has for the company, now and as of `asOf` (rows created by then). */
    countNowAndAsOf: (userId: string, companyId: number, asOf: Date): Promise<CountNowAndAsOf> =>
      repo.countNowAndAsOf(userId, companyId, asOf),

    /** Every account's angles together (the admin stats). */
    countAll: (): Promise<number> => repo.countAll(),
  };
}

export type StoryAnglesService = ReturnType<typeof createStoryAnglesService>;
