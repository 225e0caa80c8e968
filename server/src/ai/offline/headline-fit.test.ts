import { describe, expect, it } from 'vitest';
import { fitHeadline, HEADLINE_BUDGET } from './headline-fit';

const tallyforge = { company: 'Tallyforge', own: ['Tallyforge AP', 'supplier payments', 'accounts payable software'] };

describe('fitHeadline', () => {
  it('when a headline is within the budget, then it is left as written', () => {
    const h = 'Losses to invoice fraud rose 22%: what it means for AP teams, and where Tallyforge AP comes in';
    expect(fitHeadline(h, tallyforge, new Set(), 200)).toBe(h);
  });

  it('when a headline runs long, then the tail naming the company’s product goes first', () => {
    const h = 'Losses to invoice and mandate fraud rose 22% to £58m last year: what it means for accounts payable teams, and where Tallyforge AP comes in';
    expect(fitHeadline(h, tallyforge)).toBe('Losses to invoice and mandate fraud rose 22% to £58m last year: what it means for accounts payable teams');
  });

  it('when the speaker stands before the point, then the point is kept without them', () => {
    const h = 'Charities in England will pay an extra £1.4bn a year: Tallyforge on what it means for accounts payable software companies';
    expect(fitHeadline(h, tallyforge)).toBe('Charities in England will pay an extra £1.4bn a year: what it means for accounts payable software companies');
  });

  it('when a byline by kind closes a long headline, then it goes', () => {
    const h = 'Jackhammers and concrete saws routinely top 100 decibels: what site managers should take from it, by a construction safety wearable company';
    expect(fitHeadline(h, { company: 'Decibelt', own: [] })).toBe('Jackhammers and concrete saws routinely top 100 decibels: why it matters to site managers');
  });

  it("when an essay's frame is cut down, then it stays an essay's, never a release's ('X: what it means for …'), which every company given that figure would share", () => {
    const h = 'Past the headline figure of about 41,000 schools: what major building upgrades mean for school districts, from an architecture practice';
    expect(fitHeadline(h, { company: 'Oduya Lindqvist', own: [] })).toBe('Past the figure of about 41,000 schools: what major building upgrades mean for school districts');
  });

  it('when the byline is an employer of a list of people, then it goes whole', () => {
    const h = 'The four-day week trial: the part of the story dental clinic groups should watch, as an employer of 410 dentists, hygienists and nurses sees it';
    expect(fitHeadline(h, { company: 'Brightsmile', own: [] })).toBe('The four-day week trial: the part of the story dental clinic groups should watch');
  });

  it('when a date frame is wordy, then it is said in fewer words with the same point', () => {
    const h = '22 July is closer than it looks: what accounts payable software companies should decide now about Skilled Worker visa thresholds';
    expect(fitHeadline(h, tallyforge)).toBe('Before 22 July: what accounts payable software companies should decide about Skilled Worker visa thresholds');
  });

  it('when a cut would leave one word after the colon, then the byline a noun needs stays', () => {
    const h = 'What the Norwegian processing plant outage means for commercial laundry companies everywhere: notes from Brightwell Linen Services';
    expect(fitHeadline(h, { company: 'Brightwell Linen Services', own: [] })).toBe(h);
  });

  it('when a cut would repeat a headline the request already has, then that cut is not made', () => {
    const h = 'Losses to invoice and mandate fraud rose 22% to £58m last year: what it means for accounts payable teams, and where Tallyforge AP comes in';
    const first = 'Losses to invoice and mandate fraud rose 22% to £58m last year: what it means for accounts payable teams';
    expect(fitHeadline(h, tallyforge, new Set([first]))).toBe(h);
  });

  it('when nothing is left to cut, then a long headline is returned whole rather than broken', () => {
    const h = 'Thread: five things small and medium-sized employers in the East Midlands should know about the ransomware attack on Paybridge';
    expect(h.length).toBeGreaterThan(HEADLINE_BUDGET);
    expect(fitHeadline(h, tallyforge)).toBe(h);
  });
});
