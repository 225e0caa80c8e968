import { describe, expect, it } from 'vitest';
import { typedSubject } from './subject-typed';
import { subjectOfTopic } from './story-subject';

describe('typedSubject', () => {
  it('when a topic is typed as a headline, then it reads as the news it states, names kept as typed', () => {
    expect(typedSubject('Taylor Swift announces stadium tour').np).toBe(
      'the news that Taylor Swift announces stadium tour',
    );
    expect(typedSubject('Apple cuts iPhone prices in China').np).toBe(
      'the news that Apple cuts iPhone prices in China',
    );
    expect(typedSubject('Bank of England holds rates').np).toBe('the news that the Bank of England holds rates');
    expect(typedSubject("Taylor Swift's team announces stadium tour").np).toBe(
      "the news that Taylor Swift's team announces stadium tour",
    );
  });

  it("when a headline's first word is a common noun, then it is written in lower case with the article a sentence needs", () => {
    expect(typedSubject('Cost of living squeezes renters').np).toBe(
      'the news that the cost of living squeezes renters',
    );
    expect(typedSubject('Nurses strike over pay').np).toBe('the news that nurses strike over pay');
  });

  it('when a headline tells of a movement, then the movement is the subject', () => {
    expect(typedSubject('Card fraud rises at online shops')).toEqual({
      phrase: 'rise in card fraud at online shops',
      np: 'the rise in card fraud at online shops',
      plural: false,
    });
    expect(typedSubject('Heat pump sales surge').np).toBe('the surge in heat pump sales');
    expect(typedSubject('Rents in Dublin climb again').np).toBe('the rise in rents in Dublin');
    expect(typedSubject('Inflation falls to 2%').np).toBe('the fall in inflation');
  });

  it('when a headline opens on its own determiner or a possessive, then it keeps it and gets no second one', () => {
    expect(typedSubject('The government bans disposable vapes').np).toBe(
      'the news that the government bans disposable vapes',
    );
    expect(typedSubject('A new law bans zero-hours contracts').np).toBe(
      'the news that a new law bans zero-hours contracts',
    );
    expect(typedSubject("McDonald's raises prices").np).toBe("the news that McDonald's raises prices");
  });

  it("when a headline tells what is to happen ('to cut'), then the sentence says 'is to'", () => {
    expect(typedSubject('Amazon to cut 10,000 jobs').np).toBe('the news that Amazon is to cut 10,000 jobs');
    expect(typedSubject('Fed to cut rates in March').np).toBe('the news that the Fed is to cut rates in March');
  });

  it('when a question is typed, then it is asked: whether it will happen, or as typed in quotation marks', () => {
    expect(typedSubject('Will the Fed cut rates?').np).toBe('the question whether the Fed will cut rates');
    expect(typedSubject('Is remote work dead?').np).toBe('the question “Is remote work dead?”');
    expect(subjectOfTopic('Should the UK ban smartphones in schools?', []).np).toBe(
      'the question “Should the UK ban smartphones in schools?”',
    );
  });

  it('when a headline opens on a word a question may open on but has no question mark, then it is read as a headline', () => {
    expect(typedSubject('WHO declares mpox emergency').np).toBe('the news that the WHO declares mpox emergency');
    expect(typedSubject('Will Smith slaps Chris Rock').np).not.toMatch(/question/);
    expect(typedSubject('Can the NHS be saved?').np).toBe('the question “Can the NHS be saved?”');
  });

  it('when a topic is typed all in lower case, or is only punctuation, then it is not given articles it may not need', () => {
    expect(typedSubject('taylor swift announces stadium tour').np).toBe(
      'the news that taylor swift announces stadium tour',
    );
    expect(typedSubject('?').np).toBe('?');
  });

  it("when a headline drops the passive's 'was', then the sentence has it", () => {
    expect(typedSubject('Google fined €2bn by EU').np).toBe('the news that Google was fined €2bn by EU');
  });

  it('when a topic is typed as a subject, then it is used as it stands; a name keeps its capital and takes no article', () => {
    expect(typedSubject('late payments to small suppliers').np).toBe('late payments to small suppliers');
    expect(typedSubject('chargeback fraud').np).toBe('chargeback fraud');
    expect(typedSubject("Taylor Swift's stadium tour").np).toBe("Taylor Swift's stadium tour");
    expect(typedSubject('Amazon Prime Day').np).toBe('Amazon Prime Day');
  });
});

describe('subjectOfTopic', () => {
  it('when a longer headline is typed whole, then it is still the news it states', () => {
    expect(subjectOfTopic('Nvidia overtakes Apple as most valuable company', []).np).toBe(
      'the news that Nvidia overtakes Apple as most valuable company',
    );
  });
});
