import { beforeAll, describe, expect, it } from 'vitest';
import type { SemanticEngine } from '../../semantic';
import { testSemanticEngine } from '../../../test/helpers/semantic';
import { companyField, FIELDS, fieldSense, fieldSenseWithout, MIN_FIELD_SENSE, storyFields, wordFields } from './field-sense';

let engine: SemanticEngine;
let fieldVectors: Float32Array[];
beforeAll(async () => {
  engine = testSemanticEngine();
  fieldVectors = await engine.embed(FIELDS.map((f) => f.text));
});

async function sense(industry: string, profile: string, story: string): Promise<number> {
  const [companyVector, storyVector] = await engine.embed([profile, story]);
  return fieldSense(storyFields(storyVector!, fieldVectors), companyField(industry, companyVector!, fieldVectors));
}

describe('which field a story reads as', () => {
  const drones = ['Drones', 'Skyline Aerial builds inspection drones for power lines and bridges, flown beyond visual line of sight.'] as const;

  it('when a story is about the company’s own field, then it keeps its whole relevance', async () => {
    expect(await sense(...drones, 'Aviation regulator proposes rules for drones flying beyond visual line of sight. Commercial drone operators would need a waiver and remote ID for inspection flights.')).toBe(1);
  });

  it('when a story shares the company’s word in another field (an exoplanet’s transit), then it counts for less', async () => {
    const s = await sense(
      'Public Transport Authorities',
      'Carrow Valley Transit runs the buses, light rail and paratransit for riders across two counties.',
      'Astronomers spot exoplanet transit across a distant star. The James Webb telescope measured the planet as it passed in front of its star, dimming the light by 1%.',
    );
    expect(s).toBeLessThan(0.8);
    expect(s).toBeGreaterThanOrEqual(MIN_FIELD_SENSE);
  });

  it('when the stored industry is not a sector label, then the sector closest to the company’s own words is its field', async () => {
    const [companyVector] = await engine.embed([
      'Carrow Valley Transit is the public transport authority for two counties: it runs the buses, light rail and door-to-door paratransit, sets fares and plans routes for riders and commuters. Keywords: public transit, ridership, paratransit, bus routes.',
    ]);
    const field = companyField('Unspecified', companyVector!, fieldVectors);
    expect(FIELDS[field.own]!.label).toMatch(/transport|transit|bus/i);
  });

  it('when the word the company shares with a story is left out of it, then a drone strike no longer reads as the drone maker’s field through that word', async () => {
    const [companyVector, storyVector, drone, dronesWord] = await engine.embed([
      drones[1],
      'Drone strike sets fuel depot ablaze. Explosive drones hit an oil depot overnight and the army said air defences shot down most of the attack drones.',
      'drone',
      'drones',
    ]);
    const field = companyField(drones[0], companyVector!, fieldVectors);
    const story = storyFields(storyVector!, fieldVectors);
    const whole = fieldSense(story, field);
    const word = (vector: Float32Array) => ({ vector, fields: wordFields(vector, fieldVectors) });
    const without = fieldSenseWithout(story, storyVector!, [word(drone!), word(dronesWord!)], fieldVectors, field);
    expect(without).toBeLessThan(whole);
    expect(without).toBeLessThan(1);
    // One word by the shortcut reads as the vector arithmetic does; left out of nothing, as before.
    const one = fieldSenseWithout(story, storyVector!, [word(drone!)], fieldVectors, field);
    const oneByVectors = fieldSenseWithout(story, storyVector!, [word(drone!), word(drone!)], fieldVectors, field);
    expect(one).toBeCloseTo(oneByVectors, 2);
    expect(fieldSenseWithout(story, storyVector!, [], fieldVectors, field)).toBe(whole);
  });
});
