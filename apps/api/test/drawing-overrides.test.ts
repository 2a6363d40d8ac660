import { describe, expect, it } from 'vitest';
import { createDrawingOverrides } from '../src/modules/birds/drawing-overrides.ts';

describe('drawings the office uploaded, for the totals, the top 3 and the results', () => {
  it('names the upload where there is one, the default drawing elsewhere, and follows a reload', async () => {
    let rows = [
      { id: 'koolmees', drawing: '/media/office/0b0e0d6c-4b1a-4a51-9d62-2c1f3f7d2a10.jpg' },
    ];
    const drawings = createDrawingOverrides(() => Promise.resolve(rows));
    expect(drawings.imageOf('koolmees')).toMatch(/^\/media\/birds\/koolmees\/default\.svg/);
    await drawings.refresh();
    expect(drawings.imageOf('koolmees')).toBe(rows[0]!.drawing);
    expect(drawings.imageOf('merel')).toMatch(/^\/media\/birds\/merel\/default\.svg/);
    rows = [];
    await drawings.refresh();
    expect(drawings.imageOf('koolmees')).toMatch(/^\/media\/birds\/koolmees\/default\.svg/);
  });
});
