import { describe, expect, it } from 'vitest';
import { BIRD_SPECIES, BIRDS } from '../src/birds/index.ts';
import {
  BIRD_DRAWINGS,
  birdDrawing,
  describeBird,
  describeVariants,
  drawingTitle,
  pickerImages,
  renderBeakPicker,
  renderBirdSvg,
  renderSilhouettePicker,
  renderSizePicker,
  SILHOUETTE_REFERENCES,
  SIZE_REFERENCES,
} from '../src/drawings/index.ts';
import type { BeakClass, SilhouetteClass, SizeClass } from '../src/drawings/index.ts';

const BUDGET_BYTES = 12 * 1024;
/** The size picker holds four birds. */
const PICKER_BUDGET_BYTES = 24 * 1024;

/** A small XML well-formedness check: balanced tags, quoted unique attributes, valid entities. */
function xmlProblems(xml: string): string[] {
  const problems: string[] = [];
  const stack: string[] = [];
  let roots = 0;
  const entity = /&(amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);/gi;
  const token = /<(\/?)([A-Za-z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>|<|([^<]+)/g;
  for (const m of xml.matchAll(token)) {
    const [whole, close, name, attrText, selfClose, text] = m;
    if (text !== undefined) {
      if (text.replace(entity, '').includes('&'))
        problems.push(`bad entity in text: ${text.slice(0, 30)}`);
      if (stack.length === 0 && text.trim()) problems.push('text outside the root');
      continue;
    }
    if (!name) {
      problems.push(`stray '<' near ${xml.slice(m.index, m.index + 30)}`);
      continue;
    }
    const names = [...(attrText ?? '').matchAll(/([\w:-]+)="([^"]*)"/g)].map((a) => {
      if (a[2]!.replace(entity, '').includes('&')) problems.push(`bad entity in ${a[1]}`);
      return a[1]!;
    });
    if (new Set(names).size !== names.length) problems.push(`duplicate attribute in ${whole}`);
    if (close) {
      if (stack.pop() !== name) problems.push(`unbalanced </${name}>`);
    } else {
      if (stack.length === 0) roots += 1;
      if (!selfClose) stack.push(name);
    }
  }
  if (stack.length) problems.push(`unclosed: ${stack.join(', ')}`);
  if (roots !== 1) problems.push(`expected one root element, found ${roots}`);
  return problems;
}

function ids(svg: string): string[] {
  return [...svg.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!);
}

function checkSvg(svg: string, title: string, budget = BUDGET_BYTES): void {
  expect(xmlProblems(svg)).toEqual([]);
  expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 160"')).toBe(
    true,
  );
  expect(svg).toContain(`>${title}</title>`);
  expect(svg).not.toMatch(/NaN|undefined|Infinity/);
  const all = ids(svg);
  expect(new Set(all).size).toBe(all.length);
  for (const ref of svg.matchAll(/url\(#([^)]+)\)/g)) expect(all).toContain(ref[1]);
  expect(Buffer.byteLength(svg)).toBeLessThan(budget);
}

describe('xml check', () => {
  it('rejects broken markup', () => {
    expect(xmlProblems('<svg><g></svg>')).not.toEqual([]);
    expect(xmlProblems('<svg a="1" a="2"/>')).not.toEqual([]);
    expect(xmlProblems('<svg>a & b</svg>')).not.toEqual([]);
    expect(xmlProblems('<svg><title>a &amp; b</title></svg>')).toEqual([]);
  });
});

describe('species drawings', () => {
  it('covers every species of the bird data with its name, beak class and every gallery plumage', () => {
    expect(BIRD_SPECIES.length).toBeGreaterThanOrEqual(100);
    for (const species of BIRD_SPECIES) {
      const drawing = birdDrawing(species.id);
      expect(drawing, species.id).toBeDefined();
      expect(drawing!.beak, species.id).toBe(species.beak);
      expect(drawing!.name, species.id).toBe(species.name);
      const variants = describeVariants(species.id);
      for (const p of species.plumages) {
        const match = variants.find((v) => v.form === p.form && v.plumage === p.plumage);
        expect(match, `${species.id} ${p.form} ${p.plumage ?? ''}`).toBeDefined();
      }
    }
  });

  it('has unique ids and names', () => {
    expect(new Set(BIRD_DRAWINGS.map((b) => b.id)).size).toBe(BIRD_DRAWINGS.length);
    expect(new Set(BIRD_DRAWINGS.map((b) => b.name)).size).toBe(BIRD_DRAWINGS.length);
  });

  const all = BIRD_DRAWINGS.flatMap((b) => describeVariants(b.id));
  it.each(all.map((d) => [`${d.id} ${d.form} ${d.plumage ?? ''}`, d] as const))(
    '%s renders a clean SVG',
    (_, d) => {
      const svg = renderBirdSvg(d);
      checkSvg(svg, drawingTitle(d));
      expect(drawingTitle(d).startsWith(d.name)).toBe(true);
      expect(renderBirdSvg(d)).toBe(svg);
    },
  );

  it('draws the sexes differently where they differ', () => {
    const dimorphic = BIRD_DRAWINGS.filter(
      (b) => b.variants.some((v) => v.form === 'man') && b.variants.some((v) => v.form === 'vrouw'),
    );
    expect(dimorphic.length).toBeGreaterThanOrEqual(25);
    for (const b of dimorphic) {
      const male = renderBirdSvg(describeBird(b.id, 'man')!, { idPrefix: 'x' });
      const female = renderBirdSvg(describeBird(b.id, 'vrouw')!, { idPrefix: 'x' });
      expect(male, b.id).not.toBe(female);
    }
  });

  it('titles the drawing in Dutch with the form', () => {
    expect(renderBirdSvg(describeBird('vink', 'vrouw')!)).toContain(
      '<title id="vink-vrouw-title">Vink (vrouw)</title>',
    );
    expect(renderBirdSvg(describeBird('kokmeeuw', 'volwassen', 'zomerkleed')!)).toContain(
      '>Kokmeeuw (zomerkleed)</title>',
    );
    expect(renderBirdSvg(describeBird('roodborst')!, { title: 'Roodborst' })).toContain(
      '>Roodborst</title>',
    );
  });

  it('prefixes every id so several drawings can share one page', () => {
    const svg = renderBirdSvg(describeBird('wilde-eend', 'man', 'prachtkleed')!, {
      idPrefix: 'p7',
    });
    expect(ids(svg).length).toBeGreaterThan(3);
    for (const id of ids(svg)) expect(id.startsWith('p7-')).toBe(true);
  });

  it('falls back to the default variant and knows no unknown bird', () => {
    expect(describeBird('merel', 'juveniel')?.form).toBe('man');
    expect(describeBird('merel', 'vrouw')?.colours.bill).not.toBe(
      describeBird('merel', 'man')?.colours.bill,
    );
    expect(describeBird('dodo')).toBeUndefined();
  });

  it('writes the width when asked', () => {
    expect(renderBirdSvg(describeBird('koolmees')!, { width: 160 })).toContain(
      'width="160" height="128"',
    );
  });
});

describe('picker images', () => {
  const sizes: SizeClass[] = [1, 2, 3, 4];
  const nine = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;

  it('draws the four sizes, nine silhouettes and nine beaks, all different', () => {
    const images = [
      ...sizes.map((s) => renderSizePicker(s)),
      ...nine.map((s: SilhouetteClass) => renderSilhouettePicker(s)),
      ...nine.map((b: BeakClass) => renderBeakPicker(b)),
    ];
    for (const svg of images)
      checkSvg(svg, svg.match(/>([^<]+)<\/title>/)![1]!, PICKER_BUDGET_BYTES);
    expect(new Set(images).size).toBe(images.length);
    expect(renderSizePicker(1)).toContain('>Zo groot als een mus</title>');
    expect(renderSilhouettePicker(1)).toContain('>Silhouet: eend of gans</title>');
    expect(renderBeakPicker(9)).toContain('>Snavel: dolkvormig</title>');
  });

  it('draws each size and silhouette from a species of that class', () => {
    for (const size of sizes) {
      expect(BIRDS.find((b) => b.id === SIZE_REFERENCES[size].id)?.sizeClass).toBe(size);
    }
    for (const silhouette of nine) {
      const bird = BIRDS.find((b) => b.id === SILHOUETTE_REFERENCES[silhouette].id);
      // No swallow winters here, so the bird data has none; the drawing set does.
      if (silhouette === 8)
        expect(birdDrawing(SILHOUETTE_REFERENCES[8].id)?.posture).toBe('swallow');
      else expect(bird?.silhouette).toBe(silhouette);
    }
  });

  it('lists them all for the contact sheet, deterministically', () => {
    const images = pickerImages();
    expect(images.map((i) => `${i.filter}${i.value}`)).toEqual([
      ...sizes.map((s) => `size${s}`),
      ...nine.map((s) => `silhouette${s}`),
      ...nine.map((b) => `beak${b}`),
    ]);
    expect(pickerImages()).toEqual(images);
  });
});
