import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_DEMO_CORPUS_DIR } from '../../../src/discovery/sources/demo-corpus';

export interface DemoStory {
  id: string;
  arc: { shape: 'explosive' | 'building' | 'peak' | 'fading' | 'steady' };
  fingerprints: string[];
}

/** The demo corpus's ground truth (server/data/demo-corpus/ground-truth.json): which items tell which story. */
export async function readDemoTruth(): Promise<{ stories: DemoStory[]; storyOf: Map<string, DemoStory> }> {
  const truth = JSON.parse(await readFile(path.join(DEFAULT_DEMO_CORPUS_DIR, 'ground-truth.json'), 'utf8')) as { stories: DemoStory[] };
  const storyOf = new Map<string, DemoStory>();
  for (const story of truth.stories) for (const fingerprint of story.fingerprints) storyOf.set(fingerprint, story);
  return { stories: truth.stories, storyOf };
}

/** One label per item: its story's id, or a label of its own for an item that belongs to no story. */
export function demoLabels(fingerprints: readonly string[], storyOf: ReadonlyMap<string, DemoStory>): string[] {
  return fingerprints.map((f) => storyOf.get(f)?.id ?? `noise:${f}`);
}
