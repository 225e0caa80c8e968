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

  it("when a name raises, lowers or sets a new thing ('Mexico raises tariffs on imports …'), then the subject is its higher, lower or new thing, said with the name", () => {
    const coverage = 'Officials in Mexico said. Wages in Kenya and Japan. Deposits at the Bangladesh Garment Manufacturers and Exporters Association.';
    expect(subjectOf('Mexico raises tariffs on imports from countries without trade agreements', [], coverage).np).toBe(
      'Mexico’s higher tariffs on imports',
    );
    // 'the Bangladesh Garment …' is another name's article.
    expect(subjectOf('Bangladesh sets a new minimum wage for garment workers', [], coverage).np).toBe(
      'Bangladesh’s new minimum wage for garment workers',
    );
    // When the act happened is no part of the thing.
    expect(subjectOf('Japan raises interest rates for the first time in 17 years', [], coverage).np).toBe('Japan’s higher interest rates');
    // Only a measure is higher: 'fears' are not.
    expect(subjectOf('China raises fears of a trade war with Europe', [], 'Officials in China said.').np).not.toMatch(/higher/);
    // The first of an 'and' list is no whole either.
    expect(subjectOf('India raises import duties on gold and silver', [], 'Jewellers in India said.').np).toBe('India’s higher import duties');
    // Nothing after 'new' to name: the scored reading stands, and nothing throws.
    expect(subjectOf('Nvidia unveils new, faster AI chip', ['Nvidia'], 'Analysts at Nvidia said.').np).toBe('Nvidia');
    // A sum the reading joined into one token stays whole.
    expect(subjectOf('Germany announces new €10bn aid package for farmers', [], 'Farmers in Germany said.').np).toBe('Germany’s new €10bn aid package');
    // Without a name to say it with, 'higher' alone says less than the thing.
    expect(subjectOf('US raises tariffs on imported honey, wine and cider from 1 March', ['US tariffs']).np).toBe(
      'tariffs on imported honey, wine and cider',
    );
  });

  it("when a body named in full acts ('Suez Canal Authority cuts transit fees …'), then the subject is its act, said with its name", () => {
    expect(subjectOf('Suez Canal Authority cuts transit fees to win back container lines', [], 'Ships paid the Suez Canal Authority fees.').np).toBe(
      'the Suez Canal Authority’s cuts to transit fees',
    );
    // By its initials when the coverage shortens it so, with its full name's article.
    const ecb = 'The European Central Bank (ECB) cut its deposit rate. Economists at the ECB expect more.';
    expect(subjectOf('European Central Bank cuts interest rates by a quarter point', [], ecb).np).toBe('the ECB’s cuts to interest rates');
    expect(subjectOf('Suez Canal Authority cuts transit fees to win back container lines', [], 'Ships paid the Suez Canal Authority (SCA).').np).toBe(
      'the SCA’s cuts to transit fees',
    );
    // 'The' as the coverage writes it, with words after the name.
    expect(subjectOf('Philippines suspends rice imports for four months', [], 'Farmers in the Philippines welcomed the move.').np).toBe(
      'the Philippines’ suspension of rice imports',
    );
  });

  it("when the thing acted on is the first of a list ('export tax rebates on steel, batteries …'), then the act is said without the list's first part", () => {
    expect(
      subjectOf('China scraps export tax rebates on steel, batteries, solar parts and PVC', [], 'Exports from China fell.').np,
    ).toBe('China’s scrapping of export tax rebates');
  });

  it("when a crowd opens the headline ('Concert fans set streaming records …'), then what it did something to is the subject", () => {
    expect(subjectOf('Concert fans set streaming records as tour film lands', ['streaming records']).np).toBe(
      'streaming records',
    );
  });

  it("when a crowd's act is itself the event ('Dockworkers strike at … terminals'), then the subject is their strike, not where it happened", () => {
    expect(subjectOf('Dockworkers strike at Port of Rotterdam container terminals', [], 'Ships at the Port of Rotterdam waited.').np).toBe(
      'the dockworkers’ strike',
    );
    // A strike of a deal is no strike.
    expect(subjectOf('Union members strike deal with employers', []).np).not.toMatch(/strike$/);
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

  it("when a measure is placed before it moves ('Power prices in southern Norway and the Baltics surge…'), then the story is its movement there, in the first place", () => {
    expect(subjectOf('Power prices in southern Norway and the Baltics surge as hydro reservoirs run low', ['power prices']).np).toBe(
      'the surge in power prices in southern Norway',
    );
    expect(subjectOf('Coffee prices in Brazil jump after frost', []).np).toBe('the jump in coffee prices in Brazil');
    // No movement after the places: the measure stays as it is.
    expect(subjectOf('Strikes in France and Belgium disrupt ports', ['strikes']).np).toBe('strikes in France and Belgium');
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
