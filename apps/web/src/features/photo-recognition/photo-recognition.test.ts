import { describe, expect, it } from 'vitest';
import { analyzeResponse } from '@tvt/contract';
import { analysisOf } from './analyze-photo.ts';
import { CROPPER_DEFAULTS, clampZoom } from './cropper-defaults.ts';
import { narrowDownLink } from './photo-results.tsx';
import {
  clearHandedOverPhoto,
  handOverPhoto,
  handedOverPhoto,
  isImageFile,
} from './picked-photo.ts';

describe('the analysis answer', () => {
  const answer = (birds: unknown[]) => ({
    data: {
      birdFound: true,
      birds,
      colours: [4, 1],
      colourMatches: [],
      method: 'detector',
      message: 'Uitleg',
    },
  });
  const koolmees = {
    id: 'koolmees',
    name: 'Koolmees',
    images: ['/m.svg', ''],
    confidence: 0.4,
    confidenceLabel: 'mogelijk',
  };

  it('reads data.birds with names, both drawings and the confidence word', () => {
    const parsed = analysisOf(analyzeResponse.parse(answer([koolmees])));
    expect(parsed).toEqual({
      birdFound: true,
      birds: [{ ...koolmees, images: ['/m.svg', '/m.svg'] }],
      colours: [4, 1],
      colourMatches: [],
      message: 'Uitleg',
    });
  });

  it('refuses an answer that claims certainty or lacks the confidence word', () => {
    expect(
      analyzeResponse.safeParse(answer([{ ...koolmees, confidenceLabel: 'zeker' }])).success,
    ).toBe(false);
    expect(analyzeResponse.safeParse(answer([{ ...koolmees, confidence: 7 }])).success).toBe(false);
  });

  it("reads 'Lijkt het meest op' apart from the ranking, without a likelihood", () => {
    const parsed = analysisOf(
      analyzeResponse.parse({
        data: {
          birdFound: true,
          birds: [],
          colours: [1, 5],
          colourMatches: [
            { id: 'merel', name: 'Merel', images: ['/man.svg', '/vrouw.svg'] },
            { id: 'roodborst', name: 'Roodborst', images: ['/r.svg'] },
          ],
          method: 'detector',
          message: 'Uitleg',
        },
      }),
    );
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
