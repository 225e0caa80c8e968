import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { trendCategories } from '@newsjack/shared';
import { describe, expect, it } from 'vitest';
import { isSameStory, STORY_PAIR_REFERENCES, type StoryPairReference } from './story-pair-references';

/**
 * Every company, person, product, place-of-business and title invented for the reference pairs. The calibration
 * must never tune on what the clustering quality gates measure, so none of them may appear in those labelled sets.
 */
const INVENTED_NAMES = [
  'Pexwell', 'Tagmoor', 'Marrowby', 'Yarrowfield', 'Rohan Tilbrook', 'Halbury', 'Callum Ordway', 'Hester Quaile',
  'Low Tide Hotel', 'Noor Hadley', 'Tallowmere', 'Ewan Strachan', 'Ostrik', 'Nimbra', 'Caskbridge', 'Van Lierop',
  'Tessen Robotics', 'Millbeck Surgery', 'Sea Marten', 'Quorvane', 'Parlo', 'Fennick', 'Jory Pellant', 'Solveig Marr',
  'Kaldur', 'Lyrebird', 'Tollmere', 'Varlaud', 'Kilnworth', 'Ferngate', 'Velloran', 'Brambleway', 'Maud Ferreyra',
  'Glowbun', 'Cobbeck', 'Gwen Treloar', 'Anselm Kroeber', 'Obrecht', 'St Aldric', 'Bryony Hathersage', 'Ashvale',
  'Ines Okwuosa', 'Tomasz Wierzba', 'Corrigan Leisure', 'Lintgrove', 'Lantera', 'Pravah Fincorp', 'Laszlo Venkov',
  'Priyanka Sethuraman', 'Kettleby', 'Moonrake', 'Dani Ferro', 'Olek Marchuk', 'Pale Hollow', 'Moonkite',
  'Pallister', 'Veldhuis', 'Crumbley', 'Stenholt', 'Wes Colby',
];

const serverRoot = fileURLToPath(new URL('../../../', import.meta.url));
/** The labelled sets the quality gates score, and the demo corpus with its generator. */
const LABELLED_SOURCES = [
  'test/fixtures/newsroom-clustering',
  'test/fixtures/newsroom-clustering-fresh',
  'test/fixtures/relevance-companies',
  'test/fixtures/clustering',
  'data/demo-corpus',
  'scripts/generate-demo-corpus.ts',
];

function filesUnder(relative: string): string[] {
  const full = path.join(serverRoot, relative);
  if (statSync(full).isFile()) return [full];
  return readdirSync(full, { recursive: true, encoding: 'utf8' })
    .map((name) => path.join(full, name))
    .filter((file) => statSync(file).isFile());
}

const kinds: StoryPairReference['kind'][] = [
  'retelling', 'paraphrase', 'same-entity-other-event', 'same-subject-other-story', 'unrelated',
];
const items = STORY_PAIR_REFERENCES.flatMap((pair) => [pair.a, pair.b]);
const wordCount = (text: string) => text.trim().split(/\s+/).length;

describe('story pair references', () => {
  it('when the pairs are counted by kind, then there are 18 retellings, 18 paraphrases, 18 same-entity, 16 same-subject and 10 unrelated pairs', () => {
    const counts = Object.fromEntries(kinds.map((kind) => [kind, STORY_PAIR_REFERENCES.filter((p) => p.kind === kind).length]));
    expect(counts).toEqual({
      retelling: 18, paraphrase: 18, 'same-entity-other-event': 18, 'same-subject-other-story': 16, unrelated: 10,
    });
    expect(STORY_PAIR_REFERENCES).toHaveLength(80);
  });

  it('when a kind is a retelling or a paraphrase, then it is the same story, and every other kind is not', () => {
    expect(kinds.filter(isSameStory)).toEqual(['retelling', 'paraphrase']);
    expect(STORY_PAIR_REFERENCES.filter((p) => isSameStory(p.kind))).toHaveLength(36);
  });

  it('when any item is read, then its title is non-empty and its summary is an RSS-like 15 to 40 words', () => {
    const bad = items.filter((item) => item.title.trim() === '' || wordCount(item.summary) < 15 || wordCount(item.summary) > 40);
    expect(bad).toEqual([]);
  });

  it('when the categories of all pairs are collected, then they are exactly the trend categories', () => {
    expect(new Set(STORY_PAIR_REFERENCES.map((p) => p.category))).toEqual(new Set(trendCategories));
  });

  it('when titles are compared, then no title appears twice', () => {
    const titles = items.map((item) => item.title.toLowerCase());
    expect(titles.filter((title, i) => titles.indexOf(title) !== i)).toEqual([]);
  });

  it('when the invented names are listed, then each one appears in the references', () => {
    const text = items.map((item) => `${item.title} ${item.summary}`).join('\n').toLowerCase();
    expect(INVENTED_NAMES.filter((name) => !text.includes(name.toLowerCase()))).toEqual([]);
  });

  it('when the labelled clustering, relevance and demo sets are searched, then none of the invented names appears in them', () => {
    const files = LABELLED_SOURCES.flatMap(filesUnder);
    expect(files.length).toBeGreaterThan(20);
    const hits = files.flatMap((file) => {
      const text = readFileSync(file, 'utf8').toLowerCase();
      return INVENTED_NAMES.filter((name) => text.includes(name.toLowerCase())).map((name) => `${name} in ${path.relative(serverRoot, file)}`);
    });
    expect(hits).toEqual([]);
  });
});
