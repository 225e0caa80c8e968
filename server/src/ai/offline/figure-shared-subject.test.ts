import { describe, expect, it } from 'vitest';
import { figureClause, sharedSubjectClause } from './figure-clause';
import { headlineFact } from './headline-fact';

describe('a figure in the second of two predicates', () => {
  it('when the figure is in the predicate after "and", then the clause is that predicate with the subject it shares', () => {
    expect(
      sharedSubjectClause(
        'The regulator will extend the consultation on meter rules to spring and raise standing charges to 48p a day from April',
        '48p a day',
      ),
    ).toBe('The regulator will raise standing charges to 48p a day from April');
    expect(
      sharedSubjectClause(
        'The port authority has dredged the outer channel to a depth of fourteen metres and opened 3 new berths',
        '3 new berths',
      ),
    ).toBe('The port authority has opened 3 new berths');
    expect(
      sharedSubjectClause(
        'Copper prices rose sharply in early trade on Monday and hit $11,200 a tonne',
        '$11,200 a tonne',
      ),
    ).toBe('Copper prices hit $11,200 a tonne');
  });

  it('when "and" joins nouns, list items or predicates of two tenses, then there is no shared subject to read', () => {
    // 'and' joins two nouns: the first predicate has no object of its own.
    expect(sharedSubjectClause('Retailers expect card and cash volumes 15% higher this Christmas', '15%')).toBeNull();
    // 'and' closes a list inside the first predicate.
    expect(
      sharedSubjectClause(
        'Engineers say both towns rely on stopgaps, tankers in the north and pumped water from 40 boreholes',
        '40 boreholes',
      ),
    ).toBeNull();
    // A present 'say' and a past 'shipped' are not one subject's two predicates.
    expect(
      sharedSubjectClause(
        'Analysts say the mills run at full capacity and shipped 2 million tonnes in May',
        '2 million tonnes',
      ),
    ).toBeNull();
  });

  it('when a sentence holds its figure in a second predicate, then its figure clause is that predicate', () => {
    expect(
      figureClause(
        '£41,900',
        'The government will tighten the rules for sponsored graduate visas in every region of the country and lift the salary threshold for them to £41,900 from 1 August, the minister said on Monday.',
      ),
    ).toBe('the government will lift the salary threshold for them to £41,900 from 1 August');
  });
});

describe('a participle is no one reporting', () => {
  it('when "reported" or "found" describes a noun, then the clause is read as the statement it is', () => {
    expect(figureClause('£12,400', 'Average losses reported to the ombudsman were £12,400.')).toBe(
      'Average losses reported to the ombudsman were £12,400',
    );
    expect(figureClause('up to 6% of turnover', 'Firms found in breach face penalties of up to 6% of turnover.')).toBe(
      'Firms found in breach face penalties of up to 6% of turnover',
    );
  });
});

describe('a headline without the day of the week', () => {
  it('when a fact is a word or two too long for a headline, then the day it happened on goes first', () => {
    expect(
      headlineFact(
        'Dozens of tram services across Leeds and Bradford were cancelled on Thursday morning after 9cm of snow fell',
        '9cm',
        16,
      ),
    ).toBe('Dozens of tram services across Leeds and Bradford were cancelled after 9cm of snow fell');
    // A dated fact ('on 1 July') keeps its date.
    expect(headlineFact('The new tariff of 12% takes effect on 1 July for every importer', '12%', 14)).toBe(
      'The new tariff of 12% takes effect on 1 July for every importer',
    );
  });
});

describe('a headline without when it happened', () => {
  it('when a fact is too long for a headline, then the phrases of time that close it go', () => {
    expect(
      headlineFact(
        'Vietnamese furniture makers shipped $730 million of garden furniture to the EU in the first nine months of the year',
        '$730 million',
        14,
      ),
    ).toBe('Vietnamese furniture makers shipped $730 million of garden furniture to the EU');
  });

  it('when what follows the figure is a figure, a verb or a comparison, then it is no phrase of time', () => {
    // 'by 2,100 tonnes a year' is a second figure.
    expect(
      headlineFact(
        'The smelter expects to cut its coal use by 40% and its emissions by 2,100 tonnes a year',
        '40%',
        12,
      ),
    ).toBeNull();
    // 'this year involved …' goes on with what happened.
    expect(
      headlineFact(
        'Tenant charity Roofline said one in four of the 1,900 calls it took this year involved damp',
        'one in four',
        12,
      ),
    ).toBeNull();
    // '20% less than a year ago' would hang on 'than'.
    expect(
      headlineFact(
        'A tonne of recycled glass now costs about €95, 20% less than a year ago, traders say',
        'about €95',
        9,
      ),
    ).toBe('a tonne of recycled glass costs about €95');
  });
});
