import { describe, expect, it } from 'vitest';
import { buildFactSheet } from '../../text/fact-sheet';
import { standsAlone } from '../../text/fact-sheet';
import { ownWordCounter, storyLead } from './story-lead';

describe('a lead that says who', () => {
  it('when a sentence opens on a pronoun or a business named only by its kind, then it does not stand alone', () => {
    expect(
      standsAlone('The company, which ships about 90,000 tonnes of pulp a year, said its mills were running.'),
    ).toBe(false);
    expect(standsAlone('The firm said bookings fell 12% in October.')).toBe(false);
    expect(standsAlone('It said bookings fell 12% in October.')).toBe(false);
    // A body's kind says who spoke: 'the government', 'the ministry', 'the bank'.
    expect(standsAlone('The government will issue 38,000 seasonal visas next year.')).toBe(true);
    expect(standsAlone('The jump in pulp prices will add about $40 a tonne to packaging costs.')).toBe(true);
    expect(standsAlone('Nordvik Pulp said bookings fell 12% in October.')).toBe(true);
  });

  it("when the sentence nearest a company's words leans on the one before, then it is not the news told to that company", () => {
    const pulp = buildFactSheet([
      {
        title: 'Pulp prices climb after Finnish mill strike',
        summary:
          'Northern bleached softwood pulp rose 7% to $1,610 a tonne after a strike closed three Finnish mills, traders said.',
        outlet: 'Forest Markets Daily',
        url: 'https://fmd.example/pulp',
        author: null,
        publishedAt: new Date('2026-11-20T08:00:00Z'),
      },
      {
        title: 'Carton makers face dearer board',
        summary:
          'The company, which buys about 90,000 tonnes of board a year for its folding cartons and corrugated packaging, said prices would rise.',
        outlet: 'Packaging Trade Weekly',
        url: 'https://ptw.example/cartons',
        author: null,
        publishedAt: new Date('2026-11-20T09:00:00Z'),
      },
    ]);
    const own = 'Kartonwerk makes folding cartons and corrugated packaging for food brands.';
    expect(storyLead(pulp, ownWordCounter(own)).sentence).toBe(pulp.happened);
  });
});
