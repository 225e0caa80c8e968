import type { DraftOptions, DraftResult } from './build-drafts';
import type { PipelineItem } from './describe-cluster';
import type { ClusterDoc } from './features';
import type { WireVectors } from './wire-vectors';

/** What the server sends the clustering worker (see draft-worker.ts and draft-thread.ts). */
export type WorkerMessage =
  | { type: 'vectors'; id: number; vectors: WireVectors }
  | { type: 'items'; job: number; chunk: PipelineItem[] }
  | { type: 'background'; job: number; chunk: ClusterDoc[] }
  | { type: 'meaning'; job: number; chunk: Float32Array[] }
  | DraftRequest;

export interface DraftRequest {
  type: 'run';
  job: number;
  options: Partial<DraftOptions> & { now: Date };
  /** An embeddings model's bar, when its vectors were sent ('meaning' chunks, one per item). */
  meaningBar?: number;
  /** The word vectors sent earlier under this id; none: cluster by the words alone. */
  vectorsId?: number;
}

export type WorkerReply = { job: number; result: DraftResult } | { job: number; error: string };
