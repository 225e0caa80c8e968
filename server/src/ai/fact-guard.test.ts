import { describe, expect, it } from 'vitest';
import { buildFactSheet } from '../text/fact-sheet';
import { groundingOf, unsupportedFacts, withoutInventions } from './fact-guard';

// An input as the engines get it: the company, what the user typed and the trend's fact sheet.
const input = {
  company: { companyName: 'Tallyfield', companyProfile: 'Tallyfield makes route-planning software for regional bus operators in Wales.' },
  targetAudience: 'Transport managers',
  trend: {
    title: 'Welsh bus subsidy cut',
    factSheet: buildFactSheet([
      {
        title: 'Welsh Government cuts bus subsidy by 12%',
        summary:
          'The Welsh Government will cut its bus network grant by 12% to £44 million from April, Transport Secretary Ken Skates said on Tuesday. Operators warned that about 300 rural routes were at risk.',
        outlet: 'BBC Wales',
        url: 'https://bbc.example/wales-bus',
        author: 'Carys Jenkins',
        publishedAt: new Date('2026-11-20T09:00:00Z'),
      },
    ]),
  },
};
const grounding = groundingOf(input);

describe('fact guard', () => {
  it('when a text states only what the input holds, then nothing is unsupported', () => {
    for (const text of [
      'The Welsh Government will cut its bus network grant by 12% to £44 million from April.',
      'Tallyfield can show transport managers how about 300 rural routes could be kept, as BBC Wales reported.',
      'Ken Skates said the cut starts in April; a LinkedIn thread in three posts explains it.',
    ]) {
      expect(unsupportedFacts(text, grounding), text).toEqual([]);
    }
  });

  it('when a text plants a person, an organisation, a statistic or a quote, then each is named as unsupported', () => {
    expect(unsupportedFacts('Dr Helena Marsh, a transport economist, said the cut was reckless.', grounding)).toEqual(['Helena Marsh']);
    expect(unsupportedFacts('The Rural Transport Institute backs the plan.', grounding)).toEqual(['Rural Transport Institute']);
    expect(unsupportedFacts('Fares could rise by 18% for 40,000 passengers.', grounding)).toEqual(expect.arrayContaining(['18%', '40,000 passengers']));
    expect(unsupportedFacts('As one operator put it, “this is the end of the rural bus”.', grounding)).toEqual(['“this is the end of the rural bus”']);
  });

  it('when a pitch holds invented sentences, then only those are removed and its paragraphs stay', () => {
    const body = [
      'Hi Carys,',
      'I read your report on the bus grant. Fares could rise by 18%, analysts at Movemetrics say. Tallyfield plans routes for operators in Wales.',
      'Best regards,\nThe Tallyfield team',
    ].join('\n\n');
    const { text, removed } = withoutInventions(body, grounding);
    expect(removed).toEqual(expect.arrayContaining(['18%', 'Movemetrics']));
    expect(text).toBe(
      ['Hi Carys,', 'I read your report on the bus grant. Tallyfield plans routes for operators in Wales.', 'Best regards,\nThe Tallyfield team'].join('\n\n'),
    );
  });
});
