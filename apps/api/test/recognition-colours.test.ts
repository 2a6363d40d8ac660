import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { COLOUR_OPTIONS } from '@tvt/domain';
import { colourShares, mainColours, nearestColour } from '../src/modules/recognition/colours.ts';
import { prepareImage } from '../src/modules/recognition/prepare-image.ts';
import { regionPixels } from '../src/modules/recognition/region.ts';

/** A synthetic "bird": a background with an ellipse body of one colour and a cap of another. */
async function syntheticBird(background: string, body: string, cap: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300">
    <rect width="400" height="300" fill="${background}"/>
    <ellipse cx="200" cy="165" rx="175" ry="115" fill="${body}"/>
    <ellipse cx="200" cy="95" rx="90" ry="50" fill="${cap}"/>
  </svg>`;
  return prepareImage(await sharp(Buffer.from(svg)).jpeg({ quality: 92 }).toBuffer());
}

describe('colour extraction', () => {
  it('maps each spec swatch to its own colour value', () => {
    for (const option of COLOUR_OPTIONS) {
      const n = Number.parseInt(option.hex.slice(1), 16);
      expect(nearestColour((n >> 16) & 255, (n >> 8) & 255, n & 255)).toBe(option.value);
    }
  });

  it('reads photo shades as the colour people would name', () => {
    expect(nearestColour(170, 170, 168)).toBe(3); // light grey back: grey, not blue-grey
    expect(nearestColour(240, 240, 236)).toBe(2);
    expect(nearestColour(30, 28, 26)).toBe(1);
    expect(nearestColour(120, 80, 40)).toBe(9);
    expect(nearestColour(225, 200, 50)).toBe(4);
    expect(nearestColour(200, 30, 30)).toBe(6);
  });

  it('finds the main colours of a yellow bird with a black cap, most visible first', async () => {
    const image = await syntheticBird('#ffffff', '#f0d820', '#111111');
    const colours = mainColours(image.rgb, image.width, image.height);
    expect(colours[0]).toBe(4);
    expect(colours).toContain(1);
    expect(colours.length).toBeLessThanOrEqual(3);
  });

  it('weighs the centre of a box more than its corners (the background)', async () => {
    const image = await syntheticBird('#4c7a2c', '#7a5030', '#7a5030');
    const shares = colourShares(image.rgb, image.width, image.height);
    expect(shares[0]?.colour).toBe(9);
    const total = shares.reduce((s, c) => s + c.share, 0);
    expect(total).toBeCloseTo(1, 5);
  });

  it('leaves out the colour that fills the edge of the box (sky, a cut-out on white)', async () => {
    const onWhite = await syntheticBird('#ffffff', '#1e1c1a', '#1e1c1a');
    expect(mainColours(onWhite.rgb, onWhite.width, onWhite.height)).toEqual([1]);
    const onSky = await syntheticBird('#7894ab', '#7a5030', '#f0d820');
    expect(mainColours(onSky.rgb, onSky.width, onSky.height)).not.toContain(7);
  });

  it('keeps the edge colour when the bird itself is mostly that colour', () => {
    // All one colour: a box filled by the bird (or a close-up) is not background.
    const rgb = new Uint8Array(20 * 20 * 3).fill(240);
    expect(mainColours(rgb, 20, 20)).toEqual([2]);
  });

  it('reads only the pixels inside the box', async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100">
      <rect width="100" height="100" fill="#cd031d"/><rect x="100" width="100" height="100" fill="#7894ab"/></svg>`;
    const image = await prepareImage(await sharp(Buffer.from(svg)).png().toBuffer());
    const right = regionPixels(image, { x: 0.5, y: 0, width: 0.5, height: 1 });
    expect(mainColours(right.rgb, right.width, right.height)).toEqual([7]);
    const left = regionPixels(image, { x: 0, y: 0, width: 0.5, height: 1 });
    expect(mainColours(left.rgb, left.width, left.height)).toEqual([6]);
  });

  it('gives no colours for an empty region', () => {
    expect(mainColours(new Uint8Array(0), 0, 0)).toEqual([]);
  });
});
