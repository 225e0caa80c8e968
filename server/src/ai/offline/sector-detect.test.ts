import { describe, expect, it } from 'vitest';
import { detectSector, rankSectors } from './sector-detect';

const body =
  'Receiving, putaway, stock control, picking, packing and dispatch for 3PL warehouses and ecommerce brands. ' +
  'Pick rates, bin locations and wave picking across every shift. Fulfilment for online retailers.';

describe('detectSector', () => {
  it("when a site defines itself as a warehouse management system, then it is in a software sector, not warehousing", () => {
    const lead = 'Binline is a cloud warehouse management system (WMS) for 3PLs and ecommerce brands.';
    const match = detectSector({ lead, body, kind: 'cloud warehouse management system' });
    expect(match?.sector.label).toMatch(/Software/);
  });

  it("when a site defines itself as software 'for' a field, then that field's sectors lead and one whose software is a sideline counts as no software", () => {
    const lead = 'Ostwick is cloud software for procurement and spend management.';
    const rest =
      'Public procurement rules for city governments and ministries. Purchase requests, approvals and tenders in one flow. ' +
      'Procurement teams see every commitment before the invoice arrives.';
    const ranked = rankSectors({ lead, body: rest, kind: 'cloud software' });
    expect(ranked.slice(0, 2).map((m) => m.sector.id)).toEqual(['supply-chain-software', 'spend-management']);
    // Defence names software only among what its contractors make ('… electronics and software for armed forces').
    expect(ranked.find((m) => m.sector.id === 'defence')!.score).toBeLessThan(ranked[0]!.score / 3);
  });

  it('when a site defines itself as a warehouse operator with the same words, then it is warehousing', () => {
    const lead = 'Binline is a third-party logistics warehouse for ecommerce brands: we store, pick and pack your orders.';
    const match = detectSector({ lead, body, kind: 'third-party logistics warehouse' });
    expect(match?.sector.label).not.toMatch(/Software/);
  });

  it("when a site's definition holds every word of a sector's name, then that sector outranks one whose terms the copy happens to use", () => {
    const lead = 'Harlow Voss is an independent firm of consulting engineers.';
    const rest =
      'We plan, tender and supervise the refurbishment of footbridges and extensions to depots, and tender documents, refurbishment ' +
      'schedules and extensions for schools, with feasibility studies for councils.';
    expect(detectSector({ lead, body: rest, kind: 'independent firm of consulting engineers' })?.sector.id).toBe('engineering-consultancy');
  });

  it('when a site says it puts up scaffolds and sidewalk sheds, then it is scaffolding, not solar or construction', () => {
    const lead = 'Brookline Access erects scaffolding, sidewalk sheds and hoists for facade work on apartment buildings.';
    const rest = 'Licensed scaffold installers and riggers; daily scaffold inspections; edge protection for roof work.';
    expect(detectSector({ lead, body: rest, kind: 'scaffolding contractor' })?.sector.id).toBe('scaffolding');
  });

  it('when a site offers employers pre-employment medicals and drug testing, then it is occupational health, not physiotherapy', () => {
    const lead = 'Westgum Health is an occupational health provider for employers in mining and construction.';
    const rest = 'Pre-employment medicals, drug and alcohol testing, hearing tests, health surveillance and injury management.';
    expect(detectSector({ lead, body: rest, kind: 'occupational health provider' })?.sector.id).toBe('occupational-health');
  });

  it("when the company's name holds a word only one sector's name has ('Kasumi Patent Translation'), then its name counts for that sector as a definition would", () => {
    const evidence = {
      lead: 'Japanese patent translation for patent attorneys: specifications, claims and office actions.',
      body: 'Translation of patents and prior art by engineers; certified translation and machine translation post-editing.',
    };
    const score = (id: string, name?: string) => rankSectors({ ...evidence, name }).find((m) => m.sector.id === id)!.score;
    expect(score('translation-services', 'Kasumi Patent Translation')).toBeGreaterThan(score('translation-services') + 10);
    expect(score('ip-law', 'Kasumi Patent Translation')).toBe(score('ip-law'));
    expect(detectSector({ ...evidence, name: 'Kasumi Patent Translation' })?.sector.id).toBe('translation-services');
  });

  it("when the company's name holds a word several sectors' names share ('Games'), then the name favours none of them", () => {
    const evidence = { lead: 'Board games and card games for families.', body: 'Board games, card games and party games.' };
    const score = (name?: string) => rankSectors({ ...evidence, name }).find((m) => m.sector.label === 'Video Games')!.score;
    expect(score('Meeple Yard Games')).toBe(score());
  });
});
