/**
 * Prints the labelled keyword queries' scores (before: the old stem matcher; after: BM25 + semantic with the
 * company's sense): `node --import tsx server/test/keyword-search/measure-search.ts [--detail]`.
 */
import { loadConfig } from '../../src/config';
import type { AiCache } from '../../src/ai/cache/ai-cache';
import { createSemanticEngine } from '../../src/semantic';
import { keywordSense } from '../../src/modules/keywords/keyword-sense';
import { NewsSearchIndex } from '../../src/modules/keywords/news-search-index';
import { containsRun, phraseStems, stemSequence } from '../../src/text';
import { LABELLED_QUERIES, SEARCH_COMPANIES, SEARCH_STORIES } from './search-news-fixture';

const detail = process.argv.includes('--detail');
const engine = createSemanticEngine(loadConfig({ ...process.env, NODE_ENV: 'test' }), null as unknown as AiCache);
const docs = SEARCH_STORIES.map((s, i) => ({
  id: i,
  texts: s.items.flatMap((it) => [it.title, `${it.title}. ${it.summary}`]),
}));
const index = await NewsSearchIndex.build(engine, docs);
const before = { hits: 0, falses: 0 };
const after = { hits: 0, falses: 0 };
let wanted = 0;
for (const q of LABELLED_QUERIES) {
  const company = q.company
    ? {
        ...SEARCH_COMPANIES[q.company],
        keyProducts: [...SEARCH_COMPANIES[q.company].keyProducts],
        targetMarkets: [...SEARCH_COMPANIES[q.company].targetMarkets],
      }
    : null;
  const sense = keywordSense(company, q.keyword);
  const needle = phraseStems(q.keyword)!;
  const lexical = new Set(
    SEARCH_STORIES.filter((s) =>
      s.items.some((it) => containsRun(stemSequence(`${it.title} ${it.summary}`), needle)),
    ).map((s) => s.id),
  );
  const found = new Set((await index.search(q.keyword, sense)).map((h) => SEARCH_STORIES[h.id]!.id));
  wanted += q.hits.length;
  before.hits += q.hits.filter((h) => lexical.has(h)).length;
  before.falses += q.nonHits.filter((h) => lexical.has(h)).length;
  after.hits += q.hits.filter((h) => found.has(h)).length;
  after.falses += q.nonHits.filter((h) => found.has(h)).length;
  console.log(
    `${q.keyword.padEnd(24)} before ${q.hits.filter((h) => lexical.has(h)).length}/${q.hits.length} false ${q.nonHits.filter((h) => lexical.has(h)).length} | after ${q.hits.filter((h) => found.has(h)).length}/${q.hits.length} false ${q.nonHits.filter((h) => found.has(h)).join(',') || 0} | extra ${[...found].filter((f) => !q.hits.includes(f)).join(',')}`,
  );
  if (detail) {
    for (const h of (await index.explain(q.keyword, sense)).slice(0, 8)) {
      const id = SEARCH_STORIES[h.id]!.id;
      const tag = q.hits.includes(id) ? 'HIT ' : q.nonHits.includes(id) ? 'NON ' : '    ';
      console.log(
        `   ${tag}${id.padEnd(28)} score ${h.score.toFixed(3)} lex ${h.lexical.toFixed(2)} sem ${h.semantic.toFixed(3)} ctx ${h.context?.toFixed(3)} sense ${h.sense?.toFixed(3)}`,
      );
    }
  }
}
console.log(
  `before: ${before.hits}/${wanted} hits, ${before.falses} false hits; after: ${after.hits}/${wanted} hits, ${after.falses} false hits`,
);
