import type { SemanticEngine } from '../../semantic';
import type { AiProvider } from '../provider';
import type {
  AnalyseCompanyInput,
  AudiencePersonaInput,
  EnrichTrendsInput,
  ExplainTrendInput,
  GenerateStoryAnglesInput,
  ScoreContactsInput,
  SuggestKeywordsInput,
  WritePitchesInput,
} from '../types';
import { analyseCompanyOffline, type WordReading } from './company-analysis';
import { scoreContactsOffline } from './contact-scoring';
import { suggestKeywordsOffline } from './keyword-suggestions';
import { generateAudiencePersonaOffline } from './persona';
import { writePitchesOffline } from './pitches';
import { generateStoryAnglesOffline } from './story-angles';
import { enrichTrendsOffline } from './trend-enrichment';
import { wordLexicon, wordRarityReader } from '../../semantic/offline/offline-semantic-engine';
import { explainTrendOffline } from './trend-explanation';

/**
 * The embedded engine: deterministic, no network, every output built from its inputs (see each module).
 * `now` is injectable because contact scores reward recent articles. Contact scoring and pitches match by meaning
 * through the app's semantic engine (buildDeps passes it); operations that do not need it work without one.
 */
export class OfflineAiProvider implements AiProvider {
  readonly name = 'offline' as const;
  readonly engine = 'offline';

  constructor(
    private readonly now: () => Date = () => new Date(),
    private readonly semantic?: SemanticEngine,
  ) {}

  /** The word vectors' readings (sentence vectors, word rarity) when they load; none without them. */
  private async wordReading(): Promise<WordReading> {
    const vectors = await this.semantic?.wordVectors?.().catch(() => undefined);
    return vectors ? { lexicon: wordLexicon(vectors), rarity: wordRarityReader(vectors) } : {};
  }

  private meaning(operation: string): SemanticEngine {
    if (!this.semantic)
      throw new Error(
        `The offline ${operation} needs the semantic engine; construct OfflineAiProvider with it (buildDeps does).`,
      );
    return this.semantic;
  }

  async analyseCompany(input: AnalyseCompanyInput) {
    // The sector by meaning and the rarity of single-word keywords read the word vectors when they load; without
    // them the analysis stands on the site's words alone.
    return analyseCompanyOffline(input, await this.wordReading());
  }

  async suggestKeywords(input: SuggestKeywordsInput) {
    return suggestKeywordsOffline(input);
  }

  async enrichTrends(input: EnrichTrendsInput) {
    // Categories read meaning through the word vectors when they load; without them, the cue words alone decide.
    const vectors = await this.semantic?.wordVectors?.().catch(() => undefined);
    return enrichTrendsOffline(input, vectors && wordLexicon(vectors));
  }

  async explainTrend(input: ExplainTrendInput) {
    if (!this.semantic)
      throw new Error('the offline engine explains trends with a semantic engine (buildDeps passes deps.semantic)');
    return explainTrendOffline(input, this.semantic);
  }

  async generateStoryAngles(input: GenerateStoryAnglesInput) {
    // How unusual the words the story and the profile share are (story-link.ts) is read from the word vectors when
    // they load; without them, the background corpus stands in.
    return generateStoryAnglesOffline(input, await this.wordReading());
  }

  async generateAudiencePersona(input: AudiencePersonaInput) {
    return generateAudiencePersonaOffline(input);
  }

  async scoreContacts(input: ScoreContactsInput) {
    return scoreContactsOffline(this.meaning('scoreContacts'), input, this.now());
  }

  async writePitches(input: WritePitchesInput) {
    return writePitchesOffline(this.meaning('writePitches'), input);
  }
}
