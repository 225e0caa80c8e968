import { describe, expect, it } from 'vitest';
import { industryById } from './industry-detect';
import { nationalOutlets, regionalOutlets, suggestOutlets } from './outlets';

describe('the home-town press of a company', () => {
  it('when a local company names the places it serves, then that region’s titles come right after its trade press', () => {
    const regional = regionalOutlets('Emergency locksmiths. We help customers in Leeds, Bradford and Wakefield.', ['Customers in Leeds, Bradford and Wakefield']);
    expect(regional).toEqual({ outlets: ['Yorkshire Evening Post', 'The Yorkshire Post', 'BBC Look North'], local: true });
    const outlets = suggestOutlets(null, [], [], true, ['Locksmith Journal'], regional);
    expect(outlets.slice(0, 4)).toEqual(['Locksmith Journal', 'Yorkshire Evening Post', 'The Yorkshire Post', 'BBC Look North']);
    // General business titles only make up the minimum of six, after them.
    expect(outlets).toHaveLength(6);
  });

  it('when a site keeps naming its town (title, services, address), then that town’s titles are found without a served-places line', () => {
    const text = 'Kirkgate Locksmiths Leeds. A family-run locksmith business from Leeds. 24-hour call handling from our Leeds office. Kirkgate Locksmiths Ltd, 71 Kirkgate, Leeds LS2 7DJ.';
    expect(regionalOutlets(text).outlets[0]).toBe('Yorkshire Evening Post');
  });

  it("when a place only begins a longer place's name ('Essex Junction', Vermont), then it is not that place", () => {
    const text = 'Independent optometrists in Burlington, Essex Junction and Middlebury, Vermont.';
    expect(regionalOutlets(text, ['Patients in Burlington, Essex Junction and Middlebury']).outlets).toEqual([]);
    expect(regionalOutlets('We are based in Chelmsford. Customers in Essex and Suffolk.', ['Customers in Essex and Suffolk']).outlets).toContain('Essex Live');
  });

  it('when a national body names counties where something happens, then it gets no home-town press', () => {
    const text = 'A demarcated area remains across parts of Kent, East Sussex, Surrey and Essex. Inspectors are based in regional teams from Inverness to Truro.';
    expect(regionalOutlets(text).outlets).toEqual([]);
  });

  it('when a national company says where it is based, then its home-town titles come after its industry’s own, where room is left', () => {
    const regional = regionalOutlets('We are a national charity based in Stroud, Gloucestershire, working with volunteers across England.');
    expect(regional).toEqual({ outlets: ['Gloucestershire Live', 'Gloucestershire Echo'], local: false });
    expect(suggestOutlets(null, [], [], true, ['Third Sector', 'ENDS Report'], regional).slice(0, 4)).toEqual(['Third Sector', 'ENDS Report', 'Gloucestershire Live', 'Gloucestershire Echo']);
    // Ten titles of its industry leave no room.
    expect(suggestOutlets(industryById('fintech'), [], [], true, [], regional)).not.toContain('Gloucestershire Live');
  });

  it("when a common word is written in lower case ('reading programmes'), then it is no town", () => {
    expect(regionalOutlets('Our reading programmes run in prisons. Reading coaches volunteer weekly. reading, reading, reading.').outlets).toEqual([]);
  });
});

describe('the national titles that top up a media list', () => {
  it('when an Irish charity is listed, then its list is made up with Irish news desks, not US and UK business titles', () => {
    const national = nationalOutlets('Solas Guide Dogs is a registered Irish charity that trains guide dogs in every county in Ireland.', ['politics', 'health']);
    expect(national.slice(0, 3)).toEqual(['The Irish Times', 'RTÉ News', 'Irish Independent']);
    const outlets = suggestOutlets(null, [], [], true, ['Disability News Service', 'Third Sector'], { outlets: [], local: false }, national);
    expect(outlets).toEqual(['Disability News Service', 'Third Sector', 'The Irish Times', 'RTÉ News', 'Irish Independent', 'Irish Examiner']);
    expect(outlets).not.toContain('Bloomberg');
  });

  it('when a UK firm sells to other firms, then business desks of its own country come first', () => {
    expect(nationalOutlets('Licensed insolvency practitioners across England and Wales, from offices in Leeds.', ['finance', 'business']).slice(0, 2)).toEqual(['Financial Times', 'City A.M.']);
  });

  it('when the site names no country, then international desks make up the list, news first for a consumer brand', () => {
    expect(nationalOutlets('We make organic skincare from plants.', ['lifestyle', 'business']).slice(0, 2)).toEqual(['Reuters', 'The Associated Press']);
    expect(nationalOutlets('Software for freight brokers.', ['technology', 'business'])[0]).toBe('Reuters');
  });
});
