import { describe, expect, it } from 'vitest';
import { subjectOf } from './story-subject';

describe('the subject of a story', () => {
  it("when a headline opens with a common word in title case, then the subject writes it in lower case", () => {
    const s = subjectOf('Faulty security software update causes worldwide IT outage', ['it outage'], 'Faulty update from security firm Sentrix crashes millions of computers worldwide. Airlines and banks were hit.');
    expect(s.np).toBe('the faulty security software update');
  });

  it('when a headline opens with a name the reports write mid-sentence, then the name keeps its capital', () => {
    const s = subjectOf('Ofgem overhauls grid connection queue', ['grid connection'], 'The regulator Ofgem said on Monday that projects would be reordered.');
    expect(s.phrase).toContain('grid connection queue');
    const named = subjectOf('Sentrix update crashes computers worldwide', [], 'Security firm Sentrix said a faulty update was to blame.');
    expect(named.phrase.startsWith('Sentrix')).toBe(true);
  });

  it("when the headline opens with a share ('Half of school districts report…'), then the subject is never 'the half of school districts'", () => {
    const s = subjectOf('Half of school districts report bus driver shortages', ['school districts'], 'About half of districts said they had cut routes.');
    expect(s.np).not.toMatch(/^the half/);
    expect(s.np).toMatch(/school districts$/);
  });
});
