/**
 * The clustering worker (docs/decisions/0034): builds a cycle's trend drafts off the server's request thread, so
 * the seconds that clustering 20,000 items takes never stall a request. It receives the word vectors once (then
 * keeps them), a job's items and background in chunks, then the job itself; it answers with the drafts.
 * Built beside the server as server/dist/draft-worker.js (scripts/build.mjs); run from source through tsx.
 */
import { parentPort } from 'node:worker_threads';
import { wordLexicon } from '../../semantic/offline/offline-semantic-engine';
import type { WordVectors } from '../../semantic/vector-store/vector-file';
import { buildTrendDrafts } from './build-drafts';
import type { DraftRequest, WorkerMessage, WorkerReply } from './draft-protocol';
import type { ClusterDoc } from './features';
import type { PipelineItem } from './describe-cluster';
import { fromWire } from './wire-vectors';

const vectors = new Map<number, WordVectors>();
const pending = new Map<number, { items: PipelineItem[]; background: ClusterDoc[]; meaning: Float32Array[] }>();

function run(request: DraftRequest): WorkerReply {
  const job = pending.get(request.job) ?? { items: [], background: [], meaning: [] };
  pending.delete(request.job);
  try {
    const words = request.vectorsId === undefined ? undefined : vectors.get(request.vectorsId);
    const lexicon = words ? wordLexicon(words) : undefined;
    const meaning = request.meaningBar === undefined ? undefined : { vectors: job.meaning, bar: request.meaningBar };
    const result = buildTrendDrafts(job.items, request.options, job.background, meaning, lexicon);
    return { job: request.job, result };
  } catch (err) {
    return { job: request.job, error: err instanceof Error ? `${err.name}: ${err.message}` : String(err) };
  }
}

parentPort!.on('message', (message: WorkerMessage) => {
  switch (message.type) {
    case 'vectors':
      vectors.clear();
      vectors.set(message.id, fromWire(message.vectors));
      return;
    case 'items':
    case 'background':
    case 'meaning': {
      let job = pending.get(message.job);
      if (!job) pending.set(message.job, (job = { items: [], background: [], meaning: [] }));
      if (message.type === 'items') job.items.push(...message.chunk);
      else if (message.type === 'background') job.background.push(...message.chunk);
      else job.meaning.push(...message.chunk);
      return;
    }
    case 'run':
      parentPort!.postMessage(run(message));
      return;
  }
});
