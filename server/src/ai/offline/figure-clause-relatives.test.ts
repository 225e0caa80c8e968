import { describe, expect, it } from 'vitest';
import { figureClause } from './figure-clause';
import { headlineFact } from './headline-fact';

describe('a figure around a relative clause', () => {
  it('when a sentence opens on its subject and a relative clause holds the figure, then the subject is its antecedent', () => {
    expect(
      figureClause(
        '2.4 million crates',
        'Danish egg packers, which shipped about 2.4 million crates to Germany last year, say the new labelling rules could cost them export orders.',
      ),
    ).toBe('Danish egg packers shipped about 2.4 million crates to Germany last year');
  });

  it("when the figure is past the relative clause's closing comma, then it is the main clause's, of the same subject", () => {
    expect(
      figureClause(
        '70% of capacity',
        'Portuguese cork mills, which employ about 8,000 people, expect to run at 70% of capacity this winter, the industry body said.',
      ),
    ).toBe('Portuguese cork mills expect to run at 70% of capacity this winter');
    expect(
      figureClause(
        '41% of capacity',
        'The Kastraki reservoir, which supplies Patras, was at 41% of capacity at the end of October.',
      ),
    ).toBe('the Kastraki reservoir was at 41% of capacity at the end of October');
  });
});

describe('who says it, and what is no finding', () => {
  it('when a plural speaker says what happened, then what was said is the clause', () => {
    expect(
      figureClause(
        'about £95m',
        "Ferry operators say the combined rise in port dues and fuel duty will add about £95m a year to the industry's costs across Scotland and the islands from next April.",
      ),
    ).toBe("the combined rise in port dues and fuel duty will add about £95m a year to the industry's costs");
  });

  it("when 'an estimated' qualifies a figure, then it is not a finding cut from its sentence", () => {
    expect(
      headlineFact(
        'Coastal trawlers landed an estimated 40,000 tonnes of sprat last season with help from a new quota',
        '40,000 tonnes',
        14,
      ),
    ).toBe('Coastal trawlers landed an estimated 40,000 tonnes of sprat last season');
  });

  it("when a clause gives examples with 'such as', then it is not cut between 'such' and 'as'", () => {
    expect(
      headlineFact(
        'Parents in Cork and Kerry say children are waiting up to 70 weeks for operations such as grommets and tonsil removal',
        'up to 70 weeks',
        9,
      ),
    ).toBeNull();
  });
});

describe("the 'as' that says which ones", () => {
  it("when a thing is sold, known or labelled as something, then the clause is not cut before that 'as'", () => {
    const fact = headlineFact(
      '9 of the 60 bottles sold as extra virgin failed the panel test for defects',
      '9 of the 60 bottles',
      9,
    );
    expect(fact).not.toBe('9 of the 60 bottles sold');
  });
});
