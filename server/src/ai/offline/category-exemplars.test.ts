import { describe, expect, it } from 'vitest';
import { exemplarVotes } from './category-exemplars';

// Words only (no word vectors): the nearness every caller has; the word vectors add to it.
describe('the example reports nearest a text', () => {
  it('when a report tells of a player joining a club for a fee, then the sports examples vote most', () => {
    const votes = exemplarVotes(
      'Midfielder joins Porto on a four-year contract. The 23-year-old signs from Olympiacos for a fee of about €14m after a season of 11 goals.',
    );
    const [first] = [...votes].sort((a, b) => b[1] - a[1]);
    expect(first?.[0]).toBe('sports');
  });

  it('when a report tells of a lender whose cards stopped working, then finance outvotes technology', () => {
    const votes = exemplarVotes(
      'Customers of a regional savings lender could not pay by card for six hours. The lender blamed a fault at its payments processor and said no money was lost.',
    );
    expect(votes.get('finance') ?? 0).toBeGreaterThan(votes.get('technology') ?? 0);
  });

  it('when a text shares no word with any example, then no category votes', () => {
    expect(exemplarVotes('Qwzx vrrb plonk.').size).toBe(0);
  });
});
