import { describe, expect, it } from 'vitest';
import { withoutIdioms } from './idioms';

describe('idioms that borrow a trade’s words', () => {
  it("when a headline puts someone 'in hot water over' something, then 'hot water' is out of reach; water to save or soak in stays", () => {
    expect(withoutIdioms('Fisheries minister in hot water over quota transfer to family firm')).not.toMatch(
      /hot water/,
    );
    expect(withoutIdioms('Mayor lands council in hot water')).not.toMatch(/hot water/);
    expect(withoutIdioms('Akureyri asked to save hot water as frost hits −21 °C')).toMatch(/hot water/);
    expect(withoutIdioms('Soak the cloth in hot water for ten minutes')).toMatch(/hot water/);
  });

  it("when money is 'legal tender' or a field a 'regulatory minefield', then neither a tender nor a mine is found in it", () => {
    expect(withoutIdioms('EU finance ministers agree digital euro will be legal tender')).not.toMatch(/tender/);
    expect(withoutIdioms('Council opens tender for school meals')).toMatch(/tender/);
    expect(withoutIdioms('AI rules a regulatory minefield for start-ups')).not.toMatch(/minefield/);
    expect(withoutIdioms('Deminers clear a minefield near Dong Ha')).toMatch(/minefield/);
  });

  it('when a green light is given to a plan, then the lighting words are out of reach, and street lights stay', () => {
    expect(withoutIdioms('Regulator gives green light to merger')).not.toMatch(/green light/);
    expect(withoutIdioms('Green light for new runway')).not.toMatch(/green light/i);
    expect(withoutIdioms('City swaps 40,000 street lights for LEDs')).toMatch(/lights/);
  });

  it('when the same text is read twice, then it reads the same (no pattern keeps state between calls)', () => {
    const text = 'Firm comes under fire over red tape';
    expect(withoutIdioms(text)).toBe(withoutIdioms(text));
    expect(withoutIdioms(text)).not.toMatch(/fire|tape/);
  });

  it("when markets speak in figures ('kimchi premium', 'bear market', 'poison pill'), then the food, animal or drug is out of reach; the literal thing stays", () => {
    expect(withoutIdioms('"Kimchi premium" returns as bitcoin trades 5% higher on Korean exchanges')).not.toMatch(/kimchi/i);
    expect(withoutIdioms('Kimchi exports hit a record as cabbage prices ease')).toMatch(/Kimchi/);
    expect(withoutIdioms('Stocks slide into a bear market')).not.toMatch(/bear/);
    expect(withoutIdioms('Rangers relocate a bear from the campsite')).toMatch(/bear/);
    expect(withoutIdioms('Board adopts poison pill against hostile bid')).not.toMatch(/pill/);
    expect(withoutIdioms('Growers cherry-pick the best sites; cherry growers expect a late harvest')).toMatch(/cherry growers/);
    expect(withoutIdioms('Growers cherry-pick the best sites')).not.toMatch(/cherry/);
    expect(withoutIdioms('Cherry picking season starts early in Otago')).toMatch(/Cherry/);
  });
});
