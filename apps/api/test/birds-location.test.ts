import { describe, expect, it } from 'vitest';
import { insideNetherlands } from '../src/modules/birds/location.ts';

describe('the Netherlands outline for ?lat&lng', () => {
  it.each([
    ['Amsterdam', 52.37, 4.9],
    ['Maastricht', 50.85, 5.69],
    ['Vaals', 50.77, 6.0],
    ['Groningen', 53.22, 6.57],
    ['Enschede', 52.22, 6.89],
    ['Cadzand', 51.37, 3.4],
    ['Texel', 53.05, 4.8],
    ['Schiermonnikoog', 53.48, 6.16],
    ['Venlo', 51.37, 6.17],
    ['Terneuzen', 51.33, 3.83],
    ['Kerkrade', 50.87, 6.06],
    ['Coevorden', 52.66, 6.74],
    ['Delfzijl', 53.33, 6.92],
    ['Baarle-Nassau', 51.44, 4.93],
  ])('%s is inside', (_name, lat, lng) => {
    expect(insideNetherlands(lat, lng)).toBe(true);
  });

  it.each([
    ['Brussel', 50.85, 4.35],
    ['Antwerpen', 51.22, 4.4],
    ['Brugge', 51.21, 3.22],
    ['Genk', 50.96, 5.5],
    ['Aken', 50.78, 6.08],
    ['Emmerich', 51.83, 6.25],
    ['Gronau', 52.21, 7.03],
    ['Nordhorn', 52.43, 7.07],
    ['Emden', 53.37, 7.2],
    ['Noordzee', 52.5, 3.5],
    ['Null Island', 0, 0],
  ])('%s is outside', (_name, lat, lng) => {
    expect(insideNetherlands(lat, lng)).toBe(false);
  });
});
