import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { WordVectors } from '../../semantic/vector-store/vector-file';
import type { DraftOptions, DraftResult } from './build-drafts';
import type { PipelineItem } from './describe-cluster';
import type { WorkerMessage, WorkerReply } from './draft-protocol';
import type { ClusterDoc } from './features';
import type { MeaningSignal } from './meaning';
import { toWire, type WireVectors } from './wire-vectors';
import { yieldToEventLoop as turn } from '../../event-loop-turns';

/** Builds a cycle's trend drafts (buildTrendDrafts's work) off the request thread. */
export interface Drafter {
  draft(input: DraftInput): Promise<DraftResult>;
}

export interface DraftInput {
  items: readonly PipelineItem[];
  options: Partial<DraftOptions> & { now: Date };
  background?: readonly ClusterDoc[];
  meaning?: MeaningSignal;
  /** The offline word vectors clustering reads (see SemanticEngine.wordVectors); none: the words alone. */
  vectors?: WordVectors;
}

/** Items a message carries: each message is cloned on the server's thread, so a big window goes in slices. */
const CHUNK = 1000;
/** What a summary may weigh on the way: clustering reads its lead, a description its first 300 characters. */
const MAX_SUMMARY = 4000;
/**
 * A window at least this big ends the worker once its drafts are back (see DraftThreadOptions.releaseAfterItems):
 * clustering 20,000 items leaves the worker ~300 MB of heap that V8 keeps long after the job.
 */
const RELEASE_AFTER_ITEMS = 5000;
/**
 * The worker's young generation (MB, V8's default is 48 on this heap size): clustering allocates a great deal of
 * short-lived garbage, and a smaller nursery cut the 20k cycle's peak RSS by ~25 MB at no measurable cost in time.
 */
const WORKER_YOUNG_GENERATION_MB = 12;

export interface DraftThreadOptions {
  /** A job of at least this many items ends the worker when no other job is waiting (the next starts a new one). */
  releaseAfterItems?: number;
}

/**
 * Builds trend drafts (buildTrendDrafts) in a worker thread (docs/decisions/0034). Clustering a 20,000-item window
 * takes seconds of CPU; on the server's thread every request would wait for it. The items go over in slices with a
 * turn of the event loop between them, the word vectors once per vector set, and the worker stays up between
 * cycles (unreferenced, so it never keeps the process alive), except after a big window: its heap goes back to the
 * system with it, rather than sit beside the rest of the cycle's writes (decision 0054). A worker that dies fails
 * its job, and the next job starts a new one.
 */
export class DraftThread implements Drafter {
  private worker: Worker | null = null;
  private readonly jobs = new Map<number, { worker: Worker; release: boolean; resolve(result: DraftResult): void; reject(error: Error): void }>();
  private nextJob = 1;
  private vectorIds = new WeakMap<WordVectors, number>();
  /** Each vector set in its wire form, made once (see wire-vectors.ts). */
  private wired = new WeakMap<WordVectors, Promise<WireVectors>>();
  private nextVectors = 1;
  private sentVectors: number | null = null;
  private readonly releaseAfterItems: number;

  constructor(options: DraftThreadOptions = {}) {
    this.releaseAfterItems = options.releaseAfterItems ?? RELEASE_AFTER_ITEMS;
  }

  /** Whether a worker is up (between jobs it is only after small windows). */
  get running(): boolean {
    return this.worker !== null;
  }

  async draft(input: DraftInput): Promise<DraftResult> {
    const worker = this.start();
    // Posting to a worker that has died meanwhile does nothing; its death has already failed `done`.
    const post = (message: WorkerMessage) => worker.postMessage(message);
    const job = this.nextJob++;
    const release = input.items.length >= this.releaseAfterItems;
    const done = new Promise<DraftResult>((resolve, reject) => this.jobs.set(job, { worker, release, resolve, reject }));
    let vectorsId: number | undefined;
    if (input.vectors) {
      vectorsId = this.vectorIds.get(input.vectors);
      if (vectorsId === undefined) this.vectorIds.set(input.vectors, (vectorsId = this.nextVectors++));
      if (this.sentVectors !== vectorsId) {
        let wire = this.wired.get(input.vectors);
        if (!wire) this.wired.set(input.vectors, (wire = toWire(input.vectors, turn)));
        post({ type: 'vectors', id: vectorsId, vectors: await wire });
        this.sentVectors = vectorsId;
        await turn();
      }
    }
    for (let i = 0; i < input.items.length; i += CHUNK) {
      post({ type: 'items', job, chunk: input.items.slice(i, i + CHUNK).map(wireItem) });
      await turn();
    }
    const background = input.background ?? [];
    for (let i = 0; i < background.length; i += CHUNK) {
      post({ type: 'background', job, chunk: background.slice(i, i + CHUNK).map(wireDoc) });
      await turn();
    }
    // A model's vectors are copied in slices too (a caller may keep them; 20k of 1,536 floats is 120 MB).
    const meaning = input.meaning?.vectors ?? [];
    for (let i = 0; i < meaning.length; i += CHUNK) {
      post({ type: 'meaning', job, chunk: meaning.slice(i, i + CHUNK) });
      await turn();
    }
    post({ type: 'run', job, options: input.options, meaningBar: input.meaning?.bar, vectorsId });
    return done;
  }

  /** Ends the worker (server shutdown); a job still running fails. */
  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    if (worker) await worker.terminate();
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    const worker = startWorker();
    worker.on('message', (reply: WorkerReply) => {
      const job = this.jobs.get(reply.job);
      if (!job) return;
      this.jobs.delete(reply.job);
      if ('error' in reply) job.reject(new Error(`clustering failed: ${reply.error}`));
      else job.resolve(reply.result);
      if (job.release && this.worker === worker && ![...this.jobs.values()].some((j) => j.worker === worker)) {
        this.worker = null;
        this.sentVectors = null;
        void worker.terminate();
      }
    });
    // Only this worker's jobs fail (a closed worker's exit may come after a new one started).
    const fail = (error: Error) => {
      if (this.worker === worker) {
        this.worker = null;
        this.sentVectors = null;
      }
      for (const [id, job] of this.jobs) {
        if (job.worker !== worker) continue;
        this.jobs.delete(id);
        job.reject(error);
      }
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the clustering worker stopped (exit ${code})`)));
    // After the listeners: adding one refs the worker again.
    worker.unref();
    this.worker = worker;
    this.sentVectors = null;
    return worker;
  }
}

function wireItem(item: PipelineItem): PipelineItem {
  return {
    title: item.title,
    summary: item.summary.slice(0, MAX_SUMMARY),
    url: item.url ?? null,
    outlet: item.outlet ?? null,
    publishedAt: item.publishedAt,
    categoryHint: item.categoryHint ?? null,
    storyKey: item.storyKey ?? null,
  };
}

function wireDoc(doc: ClusterDoc): ClusterDoc {
  return { title: doc.title, summary: doc.summary.slice(0, MAX_SUMMARY), publishedAt: doc.publishedAt, outlet: doc.outlet ?? null };
}

/**
 * The worker: the compiled one beside the compiled server (server/dist/draft-worker.js, made by `npm run build`;
 * production has no TypeScript at run time), else the source, loaded through tsx's module hooks registered inside
 * the worker (a worker does not inherit them, and `--import` in a worker's execArgv does not apply them on Node 20).
 */
function startWorker(): Worker {
  const compiled = new URL('./draft-worker.js', import.meta.url);
  const resourceLimits = { maxYoungGenerationSizeMb: WORKER_YOUNG_GENERATION_MB };
  if (existsSync(fileURLToPath(compiled))) return new Worker(compiled, { resourceLimits });
  const require = createRequire(import.meta.url);
  const tsxDir = path.dirname(require.resolve('tsx/package.json'));
  const { exports } = JSON.parse(readFileSync(path.join(tsxDir, 'package.json'), 'utf8')) as TsxPackage;
  const api = pathToFileURL(path.join(tsxDir, exports['./esm/api'].import.default)).href;
  const source = new URL('./draft-worker.ts', import.meta.url).href;
  const boot = `import(${JSON.stringify(api)}).then(({ register }) => { register(); return import(${JSON.stringify(source)}); });`;
  return new Worker(boot, { eval: true, resourceLimits });
}

type TsxPackage = { exports: { './esm/api': { import: { default: string } } } };
