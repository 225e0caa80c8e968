import type { AiProvider } from '../provider';

/**
 * The AI engine the app holds (decision 39): it forwards every call to the provider built for the settings in
 * force and is swapped when they change, so switching between the offline engine and a model needs no restart.
 * A call takes the current provider synchronously as it starts, so `engine`, read just before a call (the
 * services name the writer of each angle and pitch that way), is the engine that serves that call.
 */
export class SwitchableAiProvider implements AiProvider {
  private current: AiProvider;
  private loaded = false;

  /**
   * `initial` serves until `ready` settles (the saved settings are read from the database after start);
   * calls made before then wait for it, so none is served by settings an admin already replaced.
   */
  constructor(
    initial: AiProvider,
    private readonly ready: Promise<void>,
    /** Told of every call (the settings re-read themselves now and then, for changes saved on other instances). */
    private readonly onCall: () => void = () => undefined,
  ) {
    this.current = initial;
    void ready.finally(() => {
      this.loaded = true;
    });
  }

  get name(): AiProvider['name'] {
    return this.current.name;
  }

  get engine(): string {
    return this.current.engine;
  }

  /** Replaces the engine for every later call; calls already running finish on the one they started with. */
  swap(provider: AiProvider): void {
    this.current = provider;
  }

  private use<T>(call: (provider: AiProvider) => Promise<T>): Promise<T> {
    this.onCall();
    if (this.loaded) return call(this.current);
    return this.ready.then(() => call(this.current));
  }

  analyseCompany: AiProvider['analyseCompany'] = (input) => this.use((p) => p.analyseCompany(input));
  suggestKeywords: AiProvider['suggestKeywords'] = (input) => this.use((p) => p.suggestKeywords(input));
  enrichTrends: AiProvider['enrichTrends'] = (input) => this.use((p) => p.enrichTrends(input));
  explainTrend: AiProvider['explainTrend'] = (input) => this.use((p) => p.explainTrend(input));
  generateStoryAngles: AiProvider['generateStoryAngles'] = (input) => this.use((p) => p.generateStoryAngles(input));
  generateAudiencePersona: AiProvider['generateAudiencePersona'] = (input) =>
    this.use((p) => p.generateAudiencePersona(input));
  scoreContacts: AiProvider['scoreContacts'] = (input) => this.use((p) => p.scoreContacts(input));
  writePitches: AiProvider['writePitches'] = (input) => this.use((p) => p.writePitches(input));
}
