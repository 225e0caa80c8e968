import { describe, expect, it } from 'vitest';
import { isWorkStory, workforceOf } from './company-workforce';

describe('workforceOf', () => {
  it('when the profile says whom the company employs, then that headcount is read, up to the clause after it', () => {
    expect(workforceOf('The group runs 34 practices. The group employs 410 dentists, hygienists, nurses and receptionists.')).toBe(
      '410 dentists, hygienists, nurses and receptionists',
    );
    expect(workforceOf('It carried 1.3 million passengers last year and employs 540 staff, with crew bases in Dublin and Belfast.')).toBe('540 staff');
    expect(workforceOf('Its 150 staff cut and sew polos on site.')).toBe('150 staff');
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
