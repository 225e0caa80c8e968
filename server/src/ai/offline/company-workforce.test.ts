import { describe, expect, it } from 'vitest';
import { companyScale, isPayStory, isWorkStory, staffRole, workforceOf } from './company-workforce';

describe('workforceOf', () => {
  it('when the profile says whom the company employs, then that headcount is read, up to the clause after it', () => {
    expect(workforceOf('The group runs 34 practices. The group employs 410 dentists, hygienists, nurses and receptionists.')).toBe(
      '410 dentists, hygienists, nurses and receptionists',
    );
    expect(workforceOf('It carried 1.3 million passengers last year and employs 540 staff, with crew bases in Dublin and Belfast.')).toBe('540 staff');
    expect(workforceOf('Its 150 staff cut and sew polos on site.')).toBe('150 staff');
    expect(workforceOf('Glenmorna hosts about 140 weddings a year, employs up to 75 people in the peak season, most of them local.')).toBe('up to 75 people in the peak season');
    // A second clause after 'and' is what the company does, not whom it employs.
    expect(workforceOf('The bakery employs 120 people and runs 14 vans across the county.')).toBe('120 people');
    expect(workforceOf('The mill employs 75 people and is owned by its staff.')).toBe('75 people');
  });

  it('when the headcount runs on past what follows "an employer of", then it ends before a comma, never on one', () => {
    expect(
      workforceOf('The dairy employs 140 people, including 35 drivers, most of them hired from local farming families over two decades, and bottles milk for 60 towns.'),
    ).toBe('140 people, including 35 drivers');
    expect(workforceOf('The studio employs 64 designers and developers who build booking software for dentists, opticians and physiotherapists.')).toBe('64 designers');
  });

  it("when the profile counts its 'employees', then they read as people after 'an employer of' (never 'an employer of 52 employees')", () => {
    expect(workforceOf('Founded in Denver in 2019, the company has 52 employees.')).toBe('52 people');
  });

  it('when the people counted are its customers or no headcount is given, then there is none', () => {
    expect(workforceOf('The Ottawa company trains about 220,000 employees a year at banks and councils.')).toBeNull();
    expect(workforceOf('Fernleaf makes organic skincare for sensitive skin.')).toBeNull();
  });
});

describe('isWorkStory', () => {
  it('when headlines and leads speak of pay, staff and employers, then the story is about work; one passing word is not', () => {
    expect(isWorkStory('Living wage rises to £13.05\nEmployers warn of pressure on staff costs\nThe wage floor for workers rises in April')).toBe(true);
    expect(isWorkStory('Storm Fionnuala closes ports\nWorkers clear fallen trees after 140km/h gusts')).toBe(false);
  });
});

describe('companyScale', () => {
  it('when the profile counts what the company runs and where, then both are the phrase', () => {
    expect(
      companyScale('Fellside Veterinary Group is an independent, vet-owned group of 14 practices across Cumbria and north Lancashire, from Carlisle to Lancaster, with a 24-hour emergency hospital in Penrith.'),
    ).toBe('14 practices across Cumbria and north Lancashire');
  });

  it('when the count is of customers, then it is kept with its words', () => {
    expect(companyScale('Founded in 2011, Ledgerly serves more than 4,100 employer customers. It is based in Leeds.')).toBe('more than 4,100 employer customers');
  });

  it('when the only figures are a year, a span, a headcount or a sum, then there is none', () => {
    expect(companyScale('Founded in 1998, the firm has 52 employees and 25 years of experience, and raised £3 million in 2024.')).toBeNull();
  });

  it('when the only figure is a measure of what it makes, then there is no scale (a pump drawing 40 watts is not its size)', () => {
    expect(companyScale('Its heat pumps draw 40 watts on standby and run below 35 decibels.')).toBeNull();
  });
});

describe('staffRole', () => {
  it('when the profile counts its own people by trade, then the trade is read with its words', () => {
    expect(staffRole('Its 38 civil and hydraulic engineers have worked on more than 60 schemes.')).toBe('civil and hydraulic engineers');
    expect(staffRole('Quillmark is a Sacramento firm whose 130 certified shorthand reporters cover depositions.')).toBe('certified shorthand reporters');
    expect(staffRole('Its 45 architects and designers work from Leeds.')).toBe('architects');
    expect(staffRole('Its 110 staff include in-house installers and a Castlebar support team.')).toBe('in-house installers');
  });

  it('when the people counted are its customers or a headcount, then there is no trade', () => {
    expect(staffRole('Its 85,000 subscribers get a weekly box.')).toBeNull();
    expect(staffRole('Its 52 employees work from Leeds, and it serves 400 retailers.')).toBeNull();
    expect(staffRole('Its 110 staff are trained installers.')).toBeNull();
  });
});

describe('isPayStory', () => {
  it('when the headlines and leads are about what employers pay, then it is a pay story; a story among workers is not', () => {
    expect(isPayStory('Minimum wage rises to R29.97 an hour as food processors count the cost\nThe national minimum wage will rise 4.1%.\nHospitality body says wage rise will add €180m')).toBe(true);
    expect(isPayStory('Night-shift nurses sleep less, study finds\nNurses on rotating shifts drank more coffee.\nUnions call for rest breaks')).toBe(false);
  });
});
