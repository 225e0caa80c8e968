import { describe, expect, it } from 'vitest';
import { buildFactSheet } from '../../text/fact-sheet';
import { dutyOf } from './story-duty';

const sheetOf = (...sentences: string[]) =>
  buildFactSheet(
    sentences.map((summary, i) => ({
      title: `Report ${i + 1} on the new rules`,
      summary,
      outlet: `Outlet ${i + 1}`,
      url: `https://outlet${i + 1}.example/rules`,
      author: null,
      publishedAt: new Date('2026-11-20T09:00:00Z'),
    })),
  );
const anywhere = () => 0;

describe('what the coverage says someone must do', () => {
  it("when the group that must act is the company's own kind, then the duty is the company's, cut where its reason begins", () => {
    const sheet = sheetOf(
      'Industrial laundries would have to start monitoring their wastewater, because older treated workwear would go on shedding the chemical.',
    );
    const duty = dutyOf(sheet, ['a commercial laundry company'], ['Hotels'], anywhere);
    expect(duty).toMatchObject({
      bearer: 'company',
      fact: 'Industrial laundries would have to start monitoring their wastewater',
      source: 'Outlet 1',
    });
  });

  it('when the group that must act is a market the company serves, then the duty is its customers’, with its date', () => {
    const sheet = sheetOf(
      'School districts must begin construction on solar and battery projects by 4 July next year to claim the federal clean energy credit through elective pay.',
    );
    const duty = dutyOf(sheet, ['a solar energy company'], ['Public school districts', 'Charter schools'], anywhere);
    expect(duty).toMatchObject({
      bearer: 'customers',
      fact: 'School districts must begin construction on solar and battery projects by 4 July next year',
    });
  });

  it('when what must be done is done to a thing the company works on, or the subject points back, then there is no duty', () => {
    const lifts = sheetOf('Every passenger lift in Poland must be inspected by the UDT once a year.');
    expect(
      dutyOf(lifts, ['a lift maintenance and modernisation company'], ['Housing co-operatives'], anywhere),
    ).toBeNull();
    const pronoun = sheetOf('They must register with the central bank by 30 June 2027.');
    expect(dutyOf(pronoun, ['a pay-as-you-go lender'], ['Lenders'], anywhere)).toBeNull();
  });

  it('when the subject names no one who must act, or whom the company serves, then it is not the company’s duty', () => {
    const none = sheetOf('No school district will have to repay the credit, the Treasury said.');
    expect(dutyOf(none, ['a school district'], ['Parents'], anywhere)).toBeNull();
    const schools = sheetOf('Schools that require blazers must offer one for under A$90.');
    expect(dutyOf(schools, ['a school uniform company', 'School uniforms'], ['Parents'], anywhere)).toBeNull();
    const farmers = sheetOf('Farmers must record every pesticide spray in the new register from January.');
    expect(dutyOf(farmers, ['an insurance broker for farmers'], ['Vineyards'], anywhere)).toBeNull();
  });

  it('when what qualifies the subject opens on a participle ("sold in the EU"), then its head is the noun before it', () => {
    const sheet = sheetOf('All packaging sold in the EU must carry a sorting label from August 2028.');
    expect(dutyOf(sheet, ['a coffee roaster'], ['Food brands', 'Packaging buyers'], anywhere)).toMatchObject({
      bearer: 'customers',
    });
  });

  it("when the duty is another country's news, then it is not the company's", () => {
    const sheet = sheetOf(
      'Industrial laundries would have to start monitoring their wastewater, because older treated workwear would go on shedding the chemical.',
    );
    expect(dutyOf(sheet, ['a commercial laundry company'], ['Hotels'], () => -1)).toBeNull();
  });
});
