import { describe, expect, it } from 'vitest';
import type { CompanyContext } from '../types';
import { aboutByName, companyRelevance, isProductionNote, pitchLinkLine, repeatsACount, storySentences, tellsOrigin } from './pitch-facts';

const stridefuel: CompanyContext = {
  companyName: 'Stridefuel',
  website: 'stridefuel.example',
  companyProfile:
    'Stridefuel makes sports drinks, electrolyte powders and protein bars for runners, cyclists and team athletes. Its products are developed with sports dietitians in Boulder, Colorado.',
  industry: 'Nutrition & Supplements',
  targetMarkets: ['Runners'],
  keyProducts: [],
  keywords: [],
};

describe("the company's own words in a pitch", () => {
  it('when the pitch already quotes a profile sentence, then the company paragraph goes on to the next one', () => {
    const quoted = 'Stridefuel says “Stridefuel makes sports drinks, electrolyte powders and protein bars for runners, cyclists and team athletes”.';
    expect(companyRelevance(stridefuel, 1, quoted)).toBe('Its products are developed with sports dietitians in Boulder, Colorado.');
    expect(companyRelevance(stridefuel, 1)).toMatch(/^Stridefuel makes sports drinks/);
  });

  it("when the idea chose a line for the story, then the company paragraph gives it after the line saying who the company is, unless the pitch said that already; a line that names no one does not introduce the company", () => {
    const chosen = 'Stridefuel’s products are developed with sports dietitians in Boulder, Colorado.';
    const identity = 'Stridefuel makes sports drinks, electrolyte powders and protein bars for runners, cyclists and team athletes.';
    // After the line that names the company, the chosen line says 'Its' (never the name twice running).
    const its = chosen.replace(/^Stridefuel’s/, 'Its');
    expect(companyRelevance(stridefuel, 1, '', chosen)).toBe(`${identity} ${its}`);
    expect(companyRelevance(stridefuel, 2, '', chosen)).toBe(`${identity} ${its}`);
    expect(companyRelevance(stridefuel, 1, `Stridefuel can speak to what the tariffs mean in practice. ${identity.replace(/^Stridefuel/, 'It')}`, chosen)).toBe(chosen);
    const market = { ...stridefuel, companyProfile: `${stridefuel.companyProfile} Most runners still mix their own drinks.` };
    expect(companyRelevance(market, 1, '', 'Most runners still mix their own drinks.')).toMatch(/^Stridefuel makes sports drinks/);
  });

  it('when the profile opens with how the company began, then that history does not lead the line chosen for the story', () => {
    const founded = { ...stridefuel, companyProfile: `Stridefuel was founded in 2011 by two marathon runners in their garage. ${stridefuel.companyProfile}` };
    const chosen = 'Stridefuel’s products are developed with sports dietitians in Boulder, Colorado.';
    expect(companyRelevance(founded, 1, '', chosen)).toBe(chosen);
    expect(companyRelevance(founded, 1)).toMatch(/^Stridefuel makes sports drinks/);
  });

  it("when the pitch already said a profile sentence as 'It also …' after naming the company, then its company paragraph does not say it again by name", () => {
    const quillmark = {
      ...stridefuel,
      companyName: 'Quillmark Reporting',
      companyProfile: 'Quillmark Reporting is a Sacramento court reporting firm. The company also provides real-time captioning for deaf people at trials and council meetings.',
    };
    const said = 'Quillmark Reporting can speak to what the rule means in practice. It also provides real-time captioning for deaf people at trials and council meetings.';
    expect(companyRelevance(quillmark, 2, said, 'Quillmark Reporting also provides real-time captioning for deaf people at trials and council meetings.')).toBe(
      'Quillmark Reporting is a Sacramento court reporting firm.',
    );
  });

  it("when the pitch's offer already gave the company's headcount, then the sentence giving it again is not its company line", () => {
    const hartside = {
      ...stridefuel,
      companyName: 'Hartside Bakeries',
      companyProfile: 'Hartside Bakeries was founded in Carlisle in 1988 and employs 120 bakers and drivers. It bakes bread and rolls for supermarkets across Cumbria.',
    };
    const said = 'Hartside Bakeries can speak to what long night shifts mean in practice for an employer of 120 bakers and drivers.';
    expect(companyRelevance(hartside, 1, said, 'Hartside Bakeries was founded in Carlisle in 1988 and employs 120 bakers and drivers.')).toBe(
      'It bakes bread and rolls for supermarkets across Cumbria.',
    );
  });

  it('when a line gives a count the pitch has given, then it repeats a count; another count does not', () => {
    const offer = 'Fellside can speak to what the rota rule means in practice for an employer of 260 staff.';
    expect(repeatsACount('The rota rule reaches Fellside first as an employer of 260 staff.', offer)).toBe(true);
    expect(repeatsACount('Fellside looks after 1,100 farm clients.', offer)).toBe(false);
    // The count and its word are enough, whatever follows them; a larger number ending in the same digits is another.
    expect(repeatsACount('More than 420 agencies use Keyhold, and the company employs 38 people in Cork.', 'Keyhold employs 38 people and can say …')).toBe(true);
    expect(repeatsACount('It looks after 1,100 farm clients.', 'Fellside has 100 farm vets.')).toBe(false);
  });

  it('when every profile sentence is already quoted, then there is no company paragraph to repeat', () => {
    const one = { ...stridefuel, companyProfile: 'Stridefuel makes sports drinks, electrolyte powders and protein bars for runners and cyclists.' };
    expect(companyRelevance(one, 1, 'Stridefuel says “Stridefuel makes sports drinks, electrolyte powders and protein bars for runners and cyclists”.')).toBeNull();
  });
});

describe('a link line as a pitch says it', () => {
  it("when the company's side is a quotation of its profile, then the pitch says it plainly, with the company named", () => {
    const coverage = 'Close to Brightmolar Dental’s own work, The Northern Courier reports “Ministers say the change should open 1.5 million more NHS appointments”; ';
    expect(pitchLinkLine(`${coverage}Brightmolar Dental says “Around 60% of its appointments are NHS treatment”.`)).toBe(
      'Around 60% of Brightmolar Dental’s appointments are NHS treatment.',
    );
    expect(pitchLinkLine('Carraig Payroll Services says of its own work: “The firm was set up in 2004 and has offices in Cork”.')).toBe(
      'Carraig Payroll Services was set up in 2004 and has offices in Cork.',
    );
    expect(pitchLinkLine('In Keelson’s own words, “From its dry dock in Aberdeen, Keelson repairs offshore support vessels”.')).toBe(
      'From its dry dock in Aberdeen, Keelson repairs offshore support vessels.',
    );
    expect(pitchLinkLine('Second Chapter says “Most learners finish the programme in six to nine months”.')).toBe(
      'Most learners finish the programme in six to nine months.',
    );
  });

  it('when the pitch has said a profile sentence by name, then the company paragraph goes on to the next one', () => {
    const said = pitchLinkLine('Stridefuel says “Its products are developed with sports dietitians in Boulder, Colorado”.');
    expect(said).toBe('Stridefuel’s products are developed with sports dietitians in Boulder, Colorado.');
    expect(companyRelevance(stridefuel, 2, said)).toBe('Stridefuel makes sports drinks, electrolyte powders and protein bars for runners, cyclists and team athletes.');
  });
});

describe('a profile sentence said of the company by name', () => {
  it("when the sentence opens on 'The firm's …', then the company owns it in the possessive, a name in -s too", () => {
    expect(aboutByName('Harrow & Finch Surveyors', "The firm's flood team inspects about 600 homes a year")).toBe('Harrow & Finch Surveyors’ flood team inspects about 600 homes a year');
    expect(aboutByName('Quayline', "The company's vans run on biomethane")).toBe('Quayline’s vans run on biomethane');
    expect(aboutByName('Northcullet', 'Today the company employs 140 people at two plants')).toBe('Today Northcullet employs 140 people at two plants');
    expect(aboutByName('Quayline', 'The company runs 40 vans')).toBe('Quayline runs 40 vans');
  });
});

describe('tellsOrigin', () => {
  it("when a sentence tells how the company began, with the place between ('founded the company in Minneapolis in 2018'), then it is its history", () => {
    expect(tellsOrigin('Meredith Halvorsen, a former public-radio producer, founded the company in Minneapolis in 2018 after struggling to find stories.')).toBe(true);
    expect(tellsOrigin('Kahu Wool Co. was founded in 2016 by Mereana Tipene.')).toBe(true);
    expect(tellsOrigin('Since 2023 it has shipped rugs direct to customers in the United States.')).toBe(false);
    expect(tellsOrigin('Its library holds more than 4,200 titles recorded in its own studio.')).toBe(false);
  });
});

describe('the caveat of a story that only partly fits', () => {
  const caveats = [
    'Diesel prices touch Moylan’s Bakery through shoppers in Irish towns, the customers it serves; nothing in its own description speaks to them.',
    // As angles stored before it said what the evidence shows read.
    'Diesel prices touch Moylan’s Bakery through shoppers in Irish towns, the customers it serves, not through its own work.',
    // What it owns, or nothing claimed either way.
    'Diesel prices touch Moylan’s Bakery through shoppers in Irish towns, the customers it serves, and through its own delivery vans.',
    'Diesel prices touch Moylan’s Bakery through shoppers in Irish towns, the customers it serves.',
    'Diesel prices touch Moylan’s Bakery as they touch other bakeries: through what they change for them.',
  ];

  it('when an angle says how a story reaches the company, then no pitch reads that as news, and matching reads its subject', () => {
    for (const caveat of caveats) {
      expect(isProductionNote(caveat)).toBe(true);
      expect(storySentences(caveat)).toContain('Diesel prices');
    }
  });
});
