import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { OfflineAiProvider } from '../../src/ai/offline/offline-provider';
import { testSemanticEngine } from './semantic';

/**
 * A fake OpenAI-compatible server on 127.0.0.1 for tests: it speaks `POST /v1/chat/completions` (and
 * `/v1/embeddings`), keeps a log of
 * every request, and answers each structured-output request by its json_schema name, building the answer from
 * the request's own input (the user message) with the offline engine — so answers are valid, specific to the
 * request, and different requests get different answers. Scripted behaviours (errors, delays, broken JSON) can
 * be queued for the next requests.
 */
export type FakeBehaviour =
  | { kind: 'status'; status: number; message?: string; retryAfterMs?: number }
  | { kind: 'content'; content: string }
  /** A 200 answer with exactly this JSON body (any endpoint), for malformed answers. */
  | { kind: 'json'; body: unknown }
  | { kind: 'delay'; ms: number };

export interface FakeRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  model: string | undefined;
  schemaName: string | null;
  /** The JSON schema sent as response_format, to check it is strict-mode compatible. */
  schema: Record<string, unknown> | null;
  input: unknown;
  body: Record<string, unknown>;
}

export interface FakeOpenAiServer {
  /** Pass as the client's baseURL, e.g. http://127.0.0.1:41234/v1. */
  baseURL: string;
  requests: FakeRequest[];
  /** Queues behaviours for the next requests, in order; a request with none queued gets a normal answer. */
  enqueue(...behaviours: FakeBehaviour[]): void;
  close(): Promise<void>;
}

type Answerer = (input: never) => Promise<unknown>;

const offline = new OfflineAiProvider(() => new Date('2026-03-10T12:00:00Z'), testSemanticEngine());
const ANSWERS: Record<string, Answerer> = {
  company_analysis: (input) => offline.analyseCompany(input),
  keyword_suggestions: async (input) => ({ suggestions: await offline.suggestKeywords(input) }),
  trend_enrichment: async (input) => ({ trends: await offline.enrichTrends(input) }),
  trend_explanation: (input) => offline.explainTrend(input),
  story_angles: async (input) => ({ angles: await offline.generateStoryAngles(input) }),
  audience_persona: (input) => offline.generateAudiencePersona(input),
  contact_scores: async (input) => ({ scores: await offline.scoreContacts(input) }),
  pitches: async (input) => ({ pitches: await offline.writePitches(input) }),
};

export async function startFakeOpenAiServer(options: { answers?: Record<string, Answerer> } = {}): Promise<FakeOpenAiServer> {
  const answers = { ...ANSWERS, ...options.answers };
  const requests: FakeRequest[] = [];
  const queue: FakeBehaviour[] = [];
  const server = http.createServer((req, res) => {
    void handle(req, res).catch((error: unknown) => sendJson(res, 500, { error: { message: String(error), type: 'server_error' } }));
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const body = JSON.parse((await readAll(req)) || '{}') as Record<string, unknown>;
    const format = body.response_format as { json_schema?: { name?: string; schema?: Record<string, unknown> } } | undefined;
    const messages = (body.messages as Array<{ role: string; content: string }> | undefined) ?? [];
    const userMessage = [...messages].reverse().find((m) => m.role === 'user')?.content;
    const entry: FakeRequest = {
      method: req.method ?? 'GET',
      path: req.url ?? '/',
      authorization: req.headers.authorization,
      model: typeof body.model === 'string' ? body.model : undefined,
      schemaName: format?.json_schema?.name ?? null,
      schema: format?.json_schema?.schema ?? null,
      input: userMessage ? (JSON.parse(userMessage) as unknown) : null,
      body,
    };
    requests.push(entry);
    const isEmbeddings = req.method === 'POST' && req.url?.endsWith('/embeddings') === true;
    if (!isEmbeddings && (req.method !== 'POST' || !req.url?.endsWith('/chat/completions'))) return sendJson(res, 404, { error: { message: 'Not found' } });
    const behaviour = queue.shift();
    if (behaviour?.kind === 'status') {
      const headers: Record<string, string> = behaviour.retryAfterMs !== undefined ? { 'retry-after-ms': String(behaviour.retryAfterMs) } : {};
      return sendJson(res, behaviour.status, { error: { message: behaviour.message ?? `status ${behaviour.status}`, type: 'test' } }, headers);
    }
    if (behaviour?.kind === 'delay') await new Promise((resolve) => setTimeout(resolve, behaviour.ms));
    if (res.destroyed) return;
    if (behaviour?.kind === 'content') return sendCompletion(res, entry.model, behaviour.content);
    if (behaviour?.kind === 'json') return sendJson(res, 200, behaviour.body);
    if (isEmbeddings) return sendEmbeddings(res, entry.model, body.input);
    const answer = entry.schemaName ? answers[entry.schemaName] : undefined;
    if (!answer) return sendJson(res, 400, { error: { message: `No fake answer for schema ${entry.schemaName}` } });
    return sendCompletion(res, entry.model, JSON.stringify(await answer(entry.input as never)));
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    enqueue: (...behaviours) => void queue.push(...behaviours),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function sendCompletion(res: ServerResponse, model: string | undefined, content: string): void {
  sendJson(res, 200, {
    id: `chatcmpl-fake-${Date.now()}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: model ?? 'fake-model',
    choices: [{ index: 0, message: { role: 'assistant', content, refusal: null }, finish_reason: 'stop', logprobs: null }],
    usage: { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 },
  });
}

/**
 * `/v1/embeddings`: each input's vector is a hashed bag of its lower-cased words (32 dimensions), so texts that
 * share words are close and the same text always gets the same vector.
 */
function sendEmbeddings(res: ServerResponse, model: string | undefined, input: unknown): void {
  const texts = Array.isArray(input) ? (input as string[]) : [String(input)];
  const data = texts.map((text, index) => {
    const v = new Array<number>(32).fill(0);
    for (const word of text.toLowerCase().match(/[a-z0-9]+/g) ?? []) {
      let h = 0;
      for (const ch of word) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
      v[h % 32] = (v[h % 32] ?? 0) + 1;
    }
    return { object: 'embedding', index, embedding: v };
  });
  sendJson(res, 200, { object: 'list', data, model: model ?? 'fake-embedding', usage: { prompt_tokens: 0, total_tokens: 0 } });
}

function sendJson(res: ServerResponse, status: number, value: unknown, headers: Record<string, string> = {}): void {
  if (res.headersSent || res.destroyed) return;
  res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(value));
}

function readAll(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}
