import { describe, expect, it } from 'vitest';
import { capitalOnlyAtStarts, cutFromName, institutionsNamed, onlyBeforeNumber } from './site-names';

describe('the institutions a site names', () => {
  it('when the site says it is regulated by, registered with or a member of bodies, then those bodies are named, a list as a list', () => {
    expect(institutionsNamed('We are authorised and regulated by the Solicitors Regulation Authority.')).toEqual(['Solicitors Regulation Authority']);
    expect(
      institutionsNamed('Our engineers are registered with the Gas Safe Register, and we are members of the Heating and Hotwater Industry Council, Make UK and the Federation of Master Builders.'),
    ).toEqual(['Gas Safe Register', 'Heating and Hotwater Industry Council', 'Make UK', 'Federation of Master Builders']);
  });

  it('when a name in French writes only its first word capitalised, then its kind alone is no body', () => {
    expect(institutionsNamed('We are proud to be a member of the Association québécoise des transports.')).toEqual([]);
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

describe('what a site writes that looks like a name and is not one', () => {
  it('when a word is capitalised only at the start of a title, a heading or a sentence, then it is no name', () => {
    const page = 'Ferrand Oakley | Certainty, from first sketch to final account\nCertainty, from first sketch to final account\nWe bring certainty to budgets.';
    expect(capitalOnlyAtStarts('Certainty', page)).toBe(true);
    expect(capitalOnlyAtStarts('Oakley', page)).toBe(false);
    expect(capitalOnlyAtStarts('Retrofit', 'We run the Social Housing Retrofit Programme.\nRetrofit is our field.')).toBe(false);
  });

  it('when an acronym is only ever written before a number, then it is a code, not a name', () => {
    expect(onlyBeforeNumber('ISO', 'We hold ISO 9001 and ISO 14001.')).toBe(true);
    expect(onlyBeforeNumber('NHS', 'Our clients include NHS trusts and the NHS 111 service.')).toBe(false);
    expect(onlyBeforeNumber('ISO', 'No standard named here.')).toBe(false);
  });

  it('when a phrase opens on the last word of a longer name it always follows, then it is a name cut short', () => {
    const page = 'We are appointed to the Construction Professional Services framework and the NHS Shared Business Services framework.';
    expect(cutFromName('Services framework', page)).toBe(true);
    expect(cutFromName('Heat pumps', 'Heat pumps\nWe fit heat pumps in the Air Source Heat pumps range.')).toBe(false);
    expect(cutFromName('Services framework', 'Our Services framework is simple.')).toBe(false);
  });
});
