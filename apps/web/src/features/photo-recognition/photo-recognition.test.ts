import { describe, expect, it } from 'vitest';
import { parseAnalysis } from './analyze-photo.ts';
import { CROPPER_DEFAULTS, clampZoom } from './cropper-defaults.ts';
import { narrowDownLink } from './photo-results.tsx';
import {
  clearHandedOverPhoto,
  handOverPhoto,
  handedOverPhoto,
  isImageFile,
} from './picked-photo.ts';

describe('the analysis answer', () => {
  it('reads data.birds with names, both drawings and the confidence word', () => {
    const parsed = parseAnalysis({
      data: {
        birdFound: true,
        birds: [
          {
            id: 'koolmees',
            name: 'Koolmees',
            images: ['/m.svg', ''],
            confidence: 0.4,
            confidenceLabel: 'mogelijk',
          },
          { id: '', name: 'Zonder id' },
          { id: 'merel', name: 'Merel', images: [], confidence: 7, confidenceLabel: 'zeker' },
        ],
        colours: [4, 1, 12, 'x'],
        message: 'Uitleg',
      },
    });
    expect(parsed.birdFound).toBe(true);
    expect(parsed.birds).toEqual([
      {
        id: 'koolmees',
        name: 'Koolmees',
        images: ['/m.svg', '/m.svg'],
        confidence: 0.4,
        confidenceLabel: 'mogelijk',
      },
      // An unknown word is never shown as certainty: it becomes the weakest word.
      { id: 'merel', name: 'Merel', images: ['', ''], confidence: 1, confidenceLabel: 'misschien' },
    ]);
    expect(parsed.colours).toEqual([4, 1]);
    expect(parsed.message).toBe('Uitleg');
  });

  it('treats a missing or odd birdFound as "cannot tell" and missing data as no birds', () => {
    expect(parseAnalysis({ data: { birdFound: 'ja' } })).toEqual({
      birdFound: null,
      birds: [],
      colours: [],
      colourMatches: [],
      message: '',
    });
    expect(parseAnalysis(null).birds).toEqual([]);
  });

  it("reads 'Vogels met deze kleuren' apart from the ranking, without a likelihood", () => {
    const parsed = parseAnalysis({
      data: {
        birdFound: true,
        birds: [],
        colours: [1, 5],
        colourMatches: [
          { id: 'merel', name: 'Merel', images: ['/man.svg', '/vrouw.svg'], confidence: 0.9 },
          { id: 'roodborst', name: 'Roodborst', images: ['/r.svg'] },
          { name: 'Zonder id' },
        ],
      },
    });
    expect(parsed.birds).toEqual([]);
    expect(parsed.colourMatches).toEqual([
      { id: 'merel', name: 'Merel', images: ['/man.svg', '/vrouw.svg'] },
      { id: 'roodborst', name: 'Roodborst', images: ['/r.svg', '/r.svg'] },
    ]);
  });
});

describe('the link to the questions', () => {
  it('prefills the colour filter when the photo gave colours', () => {
    expect(narrowDownLink([4, 1])).toBe('/herkennen/vragen?color=4,1');
    expect(narrowDownLink([])).toBe('/herkennen/vragen');
  });
});

describe('cropper rules', () => {
  it('has the spec defaults and clamps zoom between min and max', () => {
    expect(CROPPER_DEFAULTS).toMatchObject({
      aspect: 4 / 3,
      zoom: 1,
      minZoom: 1,
      maxZoom: 3,
      zoomSpeed: 1,
    });
    expect(clampZoom(0.5, 1, 3)).toBe(1);
    expect(clampZoom(4, 1, 3)).toBe(3);
    expect(clampZoom(2.2, 1, 3)).toBe(2.2);
    expect(clampZoom(Number.NaN, 1, 3)).toBe(1);
  });
});

describe('the picked-photo hand-over', () => {
  it('keeps the file for the photo screen until it is cleared, images only', () => {
    const photo = new File(['x'], 'vogel.jpg', { type: 'image/jpeg' });
    handOverPhoto(photo);
    expect(handedOverPhoto()).toBe(photo);
    clearHandedOverPhoto();
    expect(handedOverPhoto()).toBeUndefined();
    expect(isImageFile(photo)).toBe(true);
    expect(isImageFile(new File(['x'], 'a.txt', { type: 'text/plain' }))).toBe(false);
  });
});
