import { describe, expect, it } from 'vitest';
import { figureNoun } from './figure-noun';

describe('figureNoun', () => {
  it('when a bare figure is a share or an amount of something, then it is named with what it is of', () => {
    expect(figureNoun('8cm', 'Bus routes were suspended after 8cm of snow fell overnight')).toEqual({ text: '8cm of snow', clause: false });
    expect(figureNoun('94%', "India's weather office has trimmed its monsoon forecast to 94% of the long-period average")?.text).toBe('94% of the long-period average');
    expect(figureNoun('79%', '79% of Grade 4 learners could not read for meaning in any language')?.text).toBe('79% of Grade 4 learners');
  });

  it('when a figure is a rate, or the size of something named before it, then that names it', () => {
    expect(figureNoun('$3.12', 'Spot rates rose 14% in a week to $3.12 a mile as shippers rushed')?.text).toBe('$3.12 a mile');
    expect(figureNoun('£10,500', 'small employers were protected by a larger employment allowance of £10,500')?.text).toBe('larger employment allowance of £10,500');
  });

  it('when a measure moved by the figure, then the clause says what moved', () => {
    expect(figureNoun('9%', 'Cotton prices rose 9% in a week to ₹58,400 a candy')).toEqual({ text: 'Cotton prices rose 9%', clause: true });
    expect(figureNoun('$16', 'Farm lenders tighten credit as Class III milk futures sink below $16')?.text).toBe('Class III milk futures sink below $16');
  });

  it('when the words point back to a sentence the headline lacks, or belong to a longer phrase, then the figure stays bare', () => {
    // 'its' and 'the heat' point back; 'platforms' is a preposition's object, not what fell.
    expect(figureNoun('41%', 'the region received 41% of its normal spring rainfall')).toBeNull();
    expect(figureNoun('70%', 'Around 70% of the heat is lost through the roof')).toBeNull();
    expect(figureNoun('28%', 'Listings for freelance writing and translation work on major platforms fell 28%')).toBeNull();
    expect(figureNoun('75%', "forecasts Ontario's electricity demand rising 75% by 2050")).toBeNull();
    expect(figureNoun('$17.58', "Washington will keep the country's highest minimum at $17.58")).toBeNull();
  });
});
