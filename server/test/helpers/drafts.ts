import { DraftThread } from '../../src/discovery/pipeline/draft-thread';

let drafts: DraftThread | undefined;

/**
 * The clustering worker as the app builds it (buildDeps: `deps.drafts`), for tests that run discovery without a
 * whole app. One per test process: it is unreferenced, so it never keeps the process alive.
 */
export function testDrafts(): DraftThread {
  drafts ??= new DraftThread();
  return drafts;
}
