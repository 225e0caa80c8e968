import { describe, expect, it } from 'vitest';
import { clausesOf } from './profile-lines';
import { profileLines } from './pitch-facts';

describe('clausesOf', () => {
  it('when a long sentence joins clauses that each have a subject, then each clause is a sentence of its own', () => {
    expect(
      clausesOf(
        'Its kilns fire clay roof tiles at 1,150 degrees using biogas from two nearby dairy farms, its glazing line finishes 40,000 tiles a week, and it ships to builders merchants in Wales and the West Country.',
      ),
    ).toEqual([
      'Its kilns fire clay roof tiles at 1,150 degrees using biogas from two nearby dairy farms.',
      'Its glazing line finishes 40,000 tiles a week.',
      'It ships to builders merchants in Wales and the West Country.',
    ]);
  });

  it('when a second verb is joined by "and" to a pronoun subject, then the clause says the subject again', () => {
    expect(
      clausesOf(
        'It employs 95 people, including 60 qualified dispensers, most of them trained at its own academy, and supplies about 300 care homes and 40 hospices across Yorkshire and the North East.',
      ),
    ).toEqual([
      'It employs 95 people, including 60 qualified dispensers, most of them trained at its own academy.',
      'It supplies about 300 care homes and 40 hospices across Yorkshire and the North East.',
    ]);
  });

  it('when a semicolon ends the first clause, then the sentence splits there', () => {
    expect(
      clausesOf(
        'Two former paramedics opened the first clinic in a converted chapel in Truro in 2012; today eleven clinics treat about 30,000 patients a year for sports injuries and back pain.',
      ),
    ).toEqual([
      'Two former paramedics opened the first clinic in a converted chapel in Truro in 2012.',
      'Today eleven clinics treat about 30,000 patients a year for sports injuries and back pain.',
    ]);
  });

  it('when the sentence is a list of things, a relative clause or opens on a participle, then it stays whole', () => {
    const list =
      'Its range includes the Harbour Duffel, which is stitched from recycled sailcloth and closes with a roll top, the Quay Tote for market shopping, and waxed cotton caps and belts.';
    const relative = 'Maria Okonjo, who ran logistics for a supermarket chain for twelve years, founded the firm in 2015 in a Leicester warehouse with two vans and a borrowed forklift.';
    const participle =
      'Founded in Galway in 2019 by a former nurse and a software developer, it schedules home-care visits, records medication rounds and sends families a daily note, with an app for carers that works offline.';
    for (const sentence of [list, relative, participle]) expect(clausesOf(sentence)).toEqual([sentence]);
  });
});

describe('profileLines', () => {
  it('when a profile has short and long sentences, then short ones are kept whole and only the long one is split', () => {
    const profile =
      'Tern Tiles makes clay roof tiles in Somerset. Its kilns fire clay roof tiles at 1,150 degrees using biogas from two nearby dairy farms, its glazing line finishes 40,000 tiles a week, and it ships by rail to builders merchants in Wales and the West Country.';
    expect(profileLines(profile)).toEqual([
      'Tern Tiles makes clay roof tiles in Somerset.',
      'Its kilns fire clay roof tiles at 1,150 degrees using biogas from two nearby dairy farms.',
      'Its glazing line finishes 40,000 tiles a week.',
      'It ships by rail to builders merchants in Wales and the West Country.',
    ]);
  });
});
