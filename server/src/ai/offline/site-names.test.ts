import { describe, expect, it } from 'vitest';
import { institutionsNamed } from './site-names';

describe('the institutions a site names', () => {
  it('when the site says it is regulated by, registered with or a member of bodies, then those bodies are named, a list as a list', () => {
    expect(institutionsNamed('We are authorised and regulated by the Solicitors Regulation Authority.')).toEqual(['Solicitors Regulation Authority']);
    expect(
      institutionsNamed('Our engineers are registered with the Gas Safe Register, and we are members of the Heating and Hotwater Industry Council, Make UK and the Federation of Master Builders.'),
    ).toEqual(['Gas Safe Register', 'Heating and Hotwater Industry Council', 'Make UK', 'Federation of Master Builders']);
  });

  it('when a body is given with its acronym, then it is tracked by the acronym, once', () => {
    expect(institutionsNamed('Every clinic is inspected by the Care Quality Commission (CQC). The CQC rated us good.')).toEqual(['CQC']);
    // A comma inside the name: the acronym in brackets closes it.
    expect(institutionsNamed('We are an executive agency of the Department for Environment, Food & Rural Affairs (Defra).')).toEqual(['Defra']);
    // Two commas, and the bodies listed after it stay themselves.
    expect(
      institutionsNamed('Hollis is a member of the Air-Conditioning, Heating, and Refrigeration Institute (AHRI), the Global Cold Chain Alliance and Make UK.'),
    ).toEqual(['AHRI', 'Global Cold Chain Alliance', 'Make UK']);
  });

  it("when two bodies are joined by 'and', then they are two; a name with 'and' inside stays one", () => {
    expect(institutionsNamed('We are members of the Payroll Practitioners Association of New Zealand and Business NZ.')).toEqual([
      'Payroll Practitioners Association of New Zealand',
      'Business NZ',
    ]);
    expect(institutionsNamed('We are members of the Heating and Hotwater Industry Council.')).toEqual(['Heating and Hotwater Industry Council']);
  });

  it('when the site names funders, customers or tools, then they are no institutions of its field', () => {
    expect(institutionsNamed('We are supported by the National Lottery Community Fund and work with Acme Foods on Microsoft Teams.')).toEqual([]);
  });
});
