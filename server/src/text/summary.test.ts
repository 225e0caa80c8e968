import { describe, expect, it } from 'vitest';
import { extractiveSummary, splitSentences } from './summary';

const article = `Ledgerline, a payments startup based in London, today launched instant settlement for small online merchants.
The company says merchants currently wait up to three days for card payments to settle. Instant settlement lets merchants pay suppliers the same day.
Ledgerline processes payments for 4,000 merchants across the UK and Ireland. The weather in London was mild on Tuesday.
Dr. Priya Shah, its chief executive, said faster settlement is the main request from merchants. Payments regulators have encouraged faster settlement across Europe.`;

describe('splitSentences', () => {
  it('when prose contains abbreviations and line breaks, then sentences split only at real boundaries', () => {
    const sentences = splitSentences(article);
    expect(sentences).toHaveLength(7);
    expect(sentences[5]).toBe('Dr. Priya Shah, its chief executive, said faster settlement is the main request from merchants.');
  });

  it('when an initial and U.S. appear mid-sentence, then they do not end it', () => {
    expect(splitSentences('J. Smith moved to the U.S. Treasury in May. She left in June.')).toEqual([
      'J. Smith moved to the U.S. Treasury in May.',
      'She left in June.',
    ]);
  });

  it('when a sentence ends on a unit after a figure ("34°C."), then the next one starts there', () => {
    expect(splitSentences('The minimum stuck at 34°C. Riders logged off at noon.')).toEqual(['The minimum stuck at 34°C.', 'Riders logged off at noon.']);
  });
});

describe('extractiveSummary', () => {
  it('when summarising a press story, then central sentences are chosen in original order and the aside is left out', () => {
    const summary = extractiveSummary(splitSentences(article), 3);
    expect(summary).toHaveLength(3);
    expect(summary.join(' ')).toMatch(/settlement/);
    expect(summary).not.toContain('The weather in London was mild on Tuesday.');
    const positions = summary.map((s) => article.indexOf(s));
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it('when run twice on the same input, then the result is identical', () => {
    const sentences = splitSentences(article);
    expect(extractiveSummary(sentences, 2)).toEqual(extractiveSummary(sentences, 2));
  });

  it('when there are fewer unique sentences than asked, then all unique ones come back once', () => {
    expect(extractiveSummary(['Same line.', 'same line.', 'Other line.'], 5)).toEqual(['Same line.', 'Other line.']);
    expect(extractiveSummary([], 3)).toEqual([]);
  });
});
