import { describe, expect, it } from 'vitest';
import { EXCERPT_MAX_CHARS, replyExcerpt } from './reply-excerpt';

describe('reply excerpts', () => {
  it('when a reply quotes the pitch below an attribution line, then only the lines above it are kept', () => {
    const text = [
      'Hi Alice,',
      '',
      'Thanks, this is interesting. Can you send figures?',
      '',
      'On Tue, 24 Nov 2026 at 09:00, Alice <alice@agency.test> wrote:',
      '> Hi Priya,',
      '> A story.',
    ].join('\r\n');
    expect(replyExcerpt(text)).toBe('Hi Alice,\nThanks, this is interesting. Can you send figures?');
  });

  it('when the attribution wraps over two lines, or Outlook quotes with a header block, then the quote is left out', () => {
    expect(replyExcerpt('Sounds good.\n\nOn Tue, 24 Nov 2026 at 09:00, Alice Example\n<alice@agency.test> wrote:\n> Hi')).toBe('Sounds good.');
    expect(replyExcerpt('Call me at 3.\n\n________________________________\nFrom: Alice\nSent: Tuesday')).toBe('Call me at 3.');
    expect(replyExcerpt('Yes please.\n-----Original Message-----\nFrom: Alice')).toBe('Yes please.');
  });

  it('when the reply is long, then three lines at most and an ellipsis past the limit', () => {
    expect(replyExcerpt('One.\nTwo.\nThree.\nFour.')).toBe('One.\nTwo.\nThree.');
    const long = replyExcerpt('word '.repeat(200))!;
    expect(long.length).toBe(EXCERPT_MAX_CHARS);
    expect(long.endsWith('…')).toBe(true);
  });

  it('when the reply has a signature or a mobile footer, then they are not part of it', () => {
    expect(replyExcerpt('Interested.\n-- \nPriya Shah\nReuters')).toBe('Interested.');
    expect(replyExcerpt('Interested.\n\nSent from my iPhone')).toBe('Interested.');
  });

  it('when the reply only quotes, or is empty, then there is no excerpt', () => {
    expect(replyExcerpt('> Hi Priya,\n> A story.')).toBeNull();
    expect(replyExcerpt('\n\n')).toBeNull();
  });
});
