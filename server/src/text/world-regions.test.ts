import { describe, expect, it } from 'vitest';
import { regionsNamed } from './world-regions';

describe('the regions a text names', () => {
  it('when a text names a region, then it reads the countries it holds, as written', () => {
    const [east, south] = regionsNamed('East Africa will be wetter and southern Africa drier');
    expect(east!.has('KE') && east!.has('TZ')).toBe(true);
    expect(south!.has('ZA') && !south!.has('KE')).toBe(true);
    expect(regionsNamed('exporters across Southeast Asia')[0]!.has('VN')).toBe(true);
  });

  it("when a text names a country whose name holds a region's word, or a continent, then it names no region", () => {
    expect(regionsNamed('South Africa and the Central African Republic')).toEqual([]);
    expect(regionsNamed('ships sail around Africa to Europe')).toEqual([]);
  });

  it('when news names a group smaller than a UN sub-region, then only its countries are read (the Nordics hold no Britain)', () => {
    const [nordics] = regionsNamed('electricity prices in the Nordics');
    expect(nordics!.has('NO') && !nordics!.has('GB')).toBe(true);
  });
});
