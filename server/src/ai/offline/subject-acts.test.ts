import { describe, expect, it } from 'vitest';
import { subjectOf } from './story-subject';

// Reports' text where the names of these headlines are written mid-sentence, as a trend's coverage gives it.
const COVERAGE = 'Services run by Eurostar will halt. Flights by Qantas will rise. Ships waiting at the Panama Canal.';

describe('what an actor did, as the subject of a story', () => {
  it("when a name opens the headline and does something to a thing ('Eurostar halts weekend services …'), then the subject is its act, said with the name", () => {
    expect(subjectOf('Eurostar halts weekend services between London and Paris', ['rail strikes'], COVERAGE).np).toBe(
      'Eurostar’s halt to weekend services',
    );
    expect(subjectOf('Qantas doubles weekly flights to Japan', ['Qantas', 'Japan flights'], COVERAGE).np).toBe(
      'Qantas’ doubling of weekly flights',
    );
    // 'The' where the reports write it with one.
    expect(subjectOf('Panama Canal cuts daily transits as Gatún Lake falls', ['Panama Canal'], COVERAGE).np).toBe(
      'the Panama Canal’s cuts to daily transits',
    );
  });

  it("when a crowd opens the headline ('Concert fans set streaming records …'), then what it did something to is the subject", () => {
    expect(subjectOf('Concert fans set streaming records as tour film lands', ['streaming records']).np).toBe(
      'streaming records',
    );
  });

  it('when an event or a body opens the headline, then it stays the subject as before', () => {
    expect(
      subjectOf('Storm Iona floods homes in Cork and Waterford', ['Storm Iona'], 'Storm Iona hit Ireland.').np,
    ).toBe('Storm Iona');
    expect(subjectOf('Danish budget raises tax on sugary drinks', ['sugar tax']).np).toBe('the Danish budget');
  });

  it("when a keyword names the event with its name ('Etna eruption') and the headline tells it with a verb, then that keyword is the subject", () => {
    expect(
      subjectOf('Etna erupts again, closing Catania airport for a day', ['Etna eruption', 'volcanic ash']).np,
    ).toBe('the Etna eruption');
  });

  it("when a bare form follows a singular noun opening the headline ('AI search tools miss …'), then it is part of the compound, not its verb", () => {
    expect(subjectOf('AI search tools miss local news, study finds', ['AI search tools']).np).toBe('AI search tools');
  });

  it("when a warning opens the headline in a named valley ('Heat alert in the Po valley …'), then the subject is the alert there, not the valley", () => {
    expect(subjectOf('Heat alert in the Po valley closes schools and farms', ['heatwave', 'Po valley']).np).toBe(
      'the heat alert in the Po valley',
    );
  });

  it("when a plural closing the opening compound reads as a verb before a bare one ('coffee prices slide', 'reports show'), then the bare form is the verb", () => {
    expect(subjectOf('Global coffee prices slide as Brazil harvest beats forecasts', ['coffee prices']).np).toBe(
      'the slide in global coffee prices',
    );
    expect(subjectOf('Annual drowning reports show rising tolls in three countries', ['drowning deaths']).np).toBe(
      'annual drowning reports',
    );
  });

  it("when a measure's movement opens the headline with a name a keyword writes capitalised ('Brent crude rises…'), then the name keeps its capital", () => {
    const coverage = 'Brent crosses $100 for the first time. Traders said Brent rose.';
    expect(
      subjectOf(
        'Brent crude rises above $100 a barrel, pushing up diesel prices',
        ['oil prices', 'Brent crude'],
        coverage,
      ).np,
    ).toBe('the rise in Brent crude');
    expect(subjectOf('Tourism heads for a record year as the season opens', ['tourism'], 'UN Tourism said.').np).toBe(
      'the record year for tourism',
    );
    // A word a keyword holds inside a longer name is a common word here.
    expect(
      subjectOf(
        'Global dairy prices slide as Fonterra cuts its forecast',
        ['Global Dairy Trade'],
        'The Global Dairy Trade auction fell.',
      ).np,
    ).toBe('the slide in global dairy prices');
  });
});
