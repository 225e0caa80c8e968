import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small OpenAI-compatible server for the browser tests (`POST /v1/chat/completions` with structured outputs):
 * it answers the admin's connection test and writes story angles only from the words of the request (the topic
 * and the audience), so the app's fact guard finds nothing invented. Any other request is refused with a 400, as
 * a server that does not know the schema would.
 */
export const FAKE_MODEL = 'e2e-writer-1';

type AnglesInput = { topic: string; targetAudience: string; contentTypes: string[] };

const IDEAS = ['what it means for', 'three questions answered for', 'the view from'];

function storyAngles({ topic, targetAudience, contentTypes }: AnglesInput) {
  return {
    angles: contentTypes.flatMap((contentType) =>
      IDEAS.map((idea) => ({
        headline: `${topic}: ${idea} ${targetAudience.toLowerCase()} (${contentType.replace(/-/g, ' ')})`,
        angle: `${topic}. This piece sets out ${idea} ${targetAudience.toLowerCase()}, in plain words.`,
        contentType,
        targetAudience,
        keyMessages: ['the story is timely.', 'the audience feels it first.', 'every point stands on the reports.'],
      })),
    ),
  };
}

const ANSWERS: Record<string, (input: never) => unknown> = {
  connection_test: () => ({ reply: 'ok' }),
  story_angles: (input: AnglesInput) => storyAngles(input),
};

export async function startFakeModelServer(): Promise<{ baseURL: string; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    void answer(req, res).catch((error: unknown) => send(res, 500, { error: { message: String(error) } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function answer(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions'))
    return send(res, 404, { error: { message: 'Not found' } });
  const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as {
    model?: string;
    messages?: { role: string; content: string }[];
    response_format?: { json_schema?: { name?: string } };
  };
  const schema = body.response_format?.json_schema?.name ?? '';
  const write = ANSWERS[schema];
  if (!write)
    return send(res, 400, { error: { message: `This fake model does not answer ${schema || 'plain'} requests` } });
  const input = JSON.parse(body.messages?.findLast((m) => m.role === 'user')?.content ?? '{}') as never;
  send(res, 200, {
    id: 'chatcmpl-e2e',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: body.model ?? FAKE_MODEL,
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content: JSON.stringify(write(input)), refusal: null },
        finish_reason: 'stop',
        logprobs: null,
      },
    ],
    usage: { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 },
  });
}

function send(res: ServerResponse, status: number, value: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
}
