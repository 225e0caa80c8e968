import { describe, expect, it } from 'vitest';
import { testWordReading } from '../../../test/helpers/semantic';
import { audiencesOf, marketByMeaning, marketTheStoryNames, placeMarketNamed } from './story-market';

describe('marketTheStoryNames', () => {
  it('when the story speaks of one of the markets, then that market is the one written for; else none', () => {
    const dental = ['Families', 'NHS patients', 'Yorkshire and the East Midlands'];
    expect(marketTheStoryNames(dental, 'The contract pays practices per patient from April 2028.')).toBe('NHS patients');
    expect(marketTheStoryNames(['Arable farmers', 'Vineyards and fruit growers'], 'Fruit growers left £22m of fruit unpicked.')).toBe('Vineyards and fruit growers');
    expect(marketTheStoryNames(dental, 'Ministers approved the budget on Tuesday.')).toBeUndefined();
    // A lone modifier before 'and' shares the last part's head: 'Municipal' is municipal recycling programs, which a
    // wage story's 'municipal electricity tariffs' and 'Public Works Programme' do not name.
    const glass = ['Municipal and producer recycling programs', 'Glass container manufacturers'];
    expect(marketTheStoryNames(glass, 'Workers get R16.48 a year after municipal electricity tariffs rose 12.7%.')).toBeUndefined();
    expect(marketTheStoryNames(glass, 'Ontario will fund municipal recycling programs from 2027.')).toBe('Municipal and producer recycling programs');
    // A market typed as one capitalised word is still a market.
    expect(marketTheStoryNames(['Schools', 'Parents'], 'Government schools must let students wear plain items.')).toBe('Schools');
  });

  it('when a market word is only part of a name, or the market is a place, then the story does not choose it', () => {
    const payroll = ['Small and medium-sized employers', 'Hospitality', 'Northern Ireland'];
    expect(marketTheStoryNames(payroll, 'Hospitality Ulster said the rise would add £1,400 a year.')).toBeUndefined();
    expect(marketTheStoryNames(['Schools', 'South Australia'], 'Diesel prices rose across South Australia.')).toBeUndefined();
    expect(marketTheStoryNames(['Parents', 'Victoria'], 'Uniform rules change in Victoria, where parents pay most.')).toBe('Parents');
  });

  it("when a market is people in a place ('Urban households in India'), then the story names it by the place's people too", () => {
    const fans = ['Urban households in India', 'Schools and hospitals', 'Distributors in the Gulf'];
    expect(marketTheStoryNames(fans, 'About 8% of Indian households own an air-conditioner.')).toBe('Urban households in India');
    expect(marketTheStoryNames(fans, 'About 8% of Australian households own an air-conditioner.')).toBeUndefined();
  });

  it("when a market is people a participle places ('Wine tourists visiting Chile'), then the place alone does not name it", () => {
    const winery = ['Wine tourists visiting Chile', 'Brazil, China and Southeast Asia'];
    expect(marketTheStoryNames(winery, 'Frost damaged vineyards in Chile.')).toBeUndefined();
    expect(marketTheStoryNames(winery, 'More tourists are visiting Chile for its wine.')).toBe('Wine tourists visiting Chile');
  });

  it("when the story names a part's head placed by a country ('UK importers', 'Irish restaurants'), then the market is that part's", () => {
    const winery = ['Wine importers and distributors', 'Wine tourists visiting Chile'];
    expect(marketTheStoryNames(winery, 'UK importers expect Chilean bulk wine to cost 10-15% more.')).toBe('Wine importers and distributors');
    // A people's word alone is no kind of buyer.
    expect(marketTheStoryNames(winery, 'Chilean growers lost 18% of the harvest.')).toBeUndefined();
  });
});

describe('marketByMeaning', () => {
  it('when no market is named, then the one the story reaches by meaning is written for, and none when it reaches none', async () => {
    const { lexicon } = await testWordReading();
    const carrier = ['Food processors', 'Grocery distributors', 'Ontario and Quebec'];
    const recall = 'Federal health officials said 31 people had been sickened by listeria in chicken salad, and the maker recalled 40,000 pounds of the product from plants in two states.';
    expect(marketByMeaning(carrier, recall, lexicon)).toBe('Food processors');
    const wage = 'The National Living Wage for workers aged 21 and over will rise from £12.71 to £13.05 an hour on 1 April, the Chancellor said.';
    expect(marketByMeaning(['Business travellers', 'Regional communities', 'Ireland'], wage, lexicon)).toBeUndefined();
  });
});

describe('the markets that are audiences', () => {
  it("when a market is places and what the company does there ('UK and US export'), then it is no audience; people and trades are", () => {
    expect(audiencesOf(['Pubs and off-licences', 'Ireland', 'UK and US export', 'Retail', 'UK exporters'])).toEqual(['Pubs and off-licences', 'Retail', 'UK exporters']);
    // A name and the kind of place it is is a place, though no gazetteer lists it.
    expect(audiencesOf(['Parents of school-age children', 'Kansai region, Japan', 'Hunter Valley'])).toEqual(['Parents of school-age children']);
  });

  it("when a market is called a market ('Export markets in Mauritius, the UAE and Malaysia'), then it is no audience", () => {
    expect(audiencesOf(['Export markets in Mauritius, the UAE and Malaysia', 'Supermarket chains and wholesalers', 'Overseas markets'])).toEqual([
      'Supermarket chains and wholesalers',
    ]);
  });

  it("when a market names only places, parts of them included ('Queensland and northern NSW'), then it is no audience; people from a place are", () => {
    expect(audiencesOf(['Queensland and northern NSW', 'Ontario and Quebec', 'Rural households and farms', 'Visitors from New England'])).toEqual([
      'Rural households and farms',
      'Visitors from New England',
    ]);
  });

  it("when the story names a place the company lists as a market ('Canada'), then it is news from where the company works; another place is not", () => {
    const markets = ['Municipalities', 'Canada and the northern US'];
    expect(placeMarketNamed(markets, "About 650 of Canada's 2,600 indoor arenas still run on HFCs")).toBe(true);
    expect(placeMarketNamed(markets, 'Rinks across the US are converting')).toBe(true);
    expect(placeMarketNamed(markets, 'Arenas in Perth are converting')).toBe(false);
  });
});
