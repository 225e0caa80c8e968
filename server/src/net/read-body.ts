import iconv from 'iconv-lite';
import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { FetchFailedError } from './fetch-errors';

/**
 * Reads a response body, decompressing gzip/deflate/br, and stops at maxBytes of *decompressed* data so a small
 * compressed bomb cannot exhaust memory. Throws FetchFailedError('too_large') when the limit is crossed.
 */
export async function readBody(response: IncomingMessage, url: string, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    throw tooLarge(url, maxBytes);
  }
  const stream = decompressed(response);
  const chunks: Buffer[] = [];
  let total = 0;
  try {
    for await (const chunk of stream) {
      const buffer = chunk as Buffer;
      total += buffer.length;
      if (total > maxBytes) {
        response.destroy();
        stream.destroy();
        throw tooLarge(url, maxBytes);
      }
      chunks.push(buffer);
    }
  } catch (error) {
    if (error instanceof FetchFailedError) throw error;
    const reason = stream === response ? 'network' : 'decode_failed';
    throw new FetchFailedError(reason, url, `Reading the body of ${url} failed`, { cause: error });
  }
  return Buffer.concat(chunks);
}

function decompressed(response: IncomingMessage): Readable {
  const encoding = String(response.headers['content-encoding'] ?? '').trim().toLowerCase();
  const decoder =
    encoding === 'gzip' || encoding === 'x-gzip'
      ? createGunzip()
      : encoding === 'deflate'
        ? createInflate()
        : encoding === 'br'
          ? createBrotliDecompress()
          : null;
  if (!decoder) return response;
  response.on('error', (error) => decoder.destroy(error));
  return response.pipe(decoder);
}

function tooLarge(url: string, maxBytes: number): FetchFailedError {
  return new FetchFailedError('too_large', url, `The response from ${url} is larger than ${maxBytes} bytes`);
}

/**
 * Decodes bytes with the charset from the Content-Type header, else a <meta charset> or XML encoding
 * declaration near the start (feeds and older sites declare it only there), else UTF-8.
 */
export function decodeText(body: Buffer, contentType: string): string {
  const charset = (charsetOf(contentType) ?? sniffCharset(body) ?? 'utf-8').toLowerCase();
  if (charset === 'utf-8' || charset === 'utf8' || !iconv.encodingExists(charset)) {
    // UTF-8, or an unknown label: UTF-8 with replacement characters is still readable.
    return new TextDecoder('utf-8').decode(body);
  }
  // iconv-lite, not TextDecoder: Node 20's windows-1252 decoder drops 0x80-0x9F (curly quotes, dashes), and
  // ISO-8859-1 means windows-1252 on the web (WHATWG Encoding), which iconv-lite's 'latin1' does not: map it.
  return iconv.decode(body, charset === 'iso-8859-1' || charset === 'latin1' || charset === 'us-ascii' ? 'windows-1252' : charset);
}

function charsetOf(contentType: string): string | undefined {
  return /charset\s*=\s*"?([\w.:-]+)/i.exec(contentType)?.[1];
}

function sniffCharset(body: Buffer): string | undefined {
  const head = body.subarray(0, 1024).toString('latin1');
  return (
    /<meta[^>]+charset\s*=\s*["']?([\w.:-]+)/i.exec(head)?.[1] ?? /<\?xml[^>]+encoding\s*=\s*["']([\w.:-]+)/i.exec(head)?.[1]
  );
}
