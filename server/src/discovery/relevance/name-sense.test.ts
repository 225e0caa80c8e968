import { describe, expect, it } from 'vitest';
import { onlyAsName, onlyInCompound } from './name-sense';

describe('onlyAsName', () => {
  it("when a story writes the word capitalised inside a sentence and never in lower case, then it is a name ('Valve's Steam Machine')", () => {
    expect(onlyAsName(['Valve announces a games console', "Gamers queue as Valve's Steam Machine goes on sale in Europe"], 'valves')).toBe(true);
    expect(onlyAsName(['Shares in Amazon fell after the results'], 'amazon')).toBe(true);
  });

  it('when the word is used in lower case anywhere, only opens sentences, or only appears in title case, then it is not read as a name', () => {
    expect(onlyAsName(['Valve maker expands', 'Pipeline operators must test valves every year'], 'valves')).toBe(false);
    expect(onlyAsName(['Valves on old pipelines face new checks'], 'valves')).toBe(false);
    expect(onlyAsName(['New Rules For Pipeline Valves Take Effect'], 'valves')).toBe(false);
    expect(onlyAsName(['Nothing about it here'], 'valves')).toBe(false);
    // A word heading a longer name is its kind: Hurricane Odessa is a hurricane.
    expect(onlyAsName(['1.3 million without power as Hurricane Odessa moves inland'], 'hurricane')).toBe(false);
  });

  it("when a sentence opens on the word bare and singular as the subject of a finite verb, though the company writes it in the plural, then it is a name ('Valve has not given a price')", () => {
    expect(onlyAsName(['Valve is taking another shot at the living room', 'Valve has not given a price but said it would be in line with a gaming PC'], 'valves')).toBe(true);
    expect(onlyAsName(["Valve's Steam Machine: specs, release date and price"], 'valves')).toBe(true);
    // A plural opening a sentence, a compound's first word, a mass noun and a headline's dropped article are not.
    expect(onlyAsName(['Valves on old pipelines face new checks'], 'valves')).toBe(false);
    expect(onlyAsName(['Valve failure blamed for leak at refinery'], 'valves')).toBe(false);
    expect(onlyAsName(['Steel has risen in price this year'], 'steel')).toBe(false);
    expect(onlyAsName(['Valve has failed, engineers said. Crews replaced the valve overnight.'], 'valves')).toBe(false);
  });

  it("when a word the company merely uses ends a longer name, then it is that name's kind and no other sense; an acronym of it is ('PET scans')", () => {
    expect(onlyAsName(['Medicare to fund PET scans for men with prostate cancer', 'The PSMA PET scan will be free from July'], 'pet', true)).toBe(true);
    expect(onlyAsName(['Crews from Devon and Somerset Fire and Rescue Service attended'], 'service', true)).toBe(false);
    expect(onlyAsName(['A spokesperson for the Department of Health said the rules would change'], 'health', true)).toBe(false);
    // Without the option (a keyword the company tracks), the last word of a name still counts as a name.
    expect(onlyAsName(['A spokesperson for the Department of Health said the rules would change'], 'health')).toBe(true);
  });
});

describe('onlyInCompound', () => {
  it("when a story writes the word only as the first part of a hyphened noun, then it is another thing ('washer-dryers')", () => {
    expect(onlyInCompound(['Washing machine recall: 200,000 washer-dryers may overheat'], 'washers')).toBe(true);
  });

  it('when the word stands alone anywhere, heads the compound, or the compound is an adjective, then it is used as itself', () => {
    expect(onlyInCompound(['Washer-dryers recalled', 'Faulty washers found in the pumps'], 'washers')).toBe(false);
    expect(onlyInCompound(['New spring-loaded lock washers for rail'], 'washers')).toBe(false);
    expect(onlyInCompound(['Demand for brick-built homes rises'], 'bricks')).toBe(false);
    expect(onlyInCompound(['Sales of low-sugar drinks fall'], 'bricks')).toBe(false);
    expect(onlyInCompound(['Carbon-neutral cement plant opens'], 'carbon')).toBe(false);
    // A word the pattern cuts at a digit stands alone: 'Covid-19' is Covid.
    expect(onlyInCompound(['Covid-19 cases rise again'], 'covid')).toBe(false);
  });
});
