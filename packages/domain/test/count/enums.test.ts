import { describe, expect, it } from 'vitest';
import {
  ELEMENT_OPTIONS,
  ELEMENT_VALUES,
  GROOTTETUIN_OPTIONS,
  GROOTTETUIN_VALUES,
  TELLER_VALUES,
  TELPLEK_OPTIONS,
  elementValue,
} from '../../src/index.ts';

describe('count enumerations (spec 3)', () => {
  it('spells teller as the spec does', () => {
    expect(TELLER_VALUES[0]).toBe('Een beginnende vogelaar (ik herken nog niet alle tuinvogels)');
    expect(TELLER_VALUES[1]).toBe('Een gevorderde vogelaar (ik herken alle tuinvogels)');
    expect(TELLER_VALUES[2].startsWith('Een vogelteller en ik tel voor ')).toBe(true);
  });

  it('stores garden elements in lowercase', () => {
    expect(ELEMENT_VALUES).toHaveLength(15);
    expect(ELEMENT_VALUES).toContain('niet-besdragende struiken');
    expect(ELEMENT_VALUES).toContain('nestkast(en)');
    expect(ELEMENT_VALUES.every((v) => v === v.toLowerCase())).toBe(true);
    expect(ELEMENT_OPTIONS[0]).toEqual({ name: 'Bomen', value: 'bomen' });
    expect(elementValue(' Pergola met klimplanten ')).toBe('pergola met klimplanten');
  });

  it('offers select options with a name and the stored value', () => {
    expect(TELPLEK_OPTIONS).toEqual([
      { name: 'Tuin', value: 'tuin' },
      { name: 'Balkon', value: 'balkon' },
    ]);
    expect(GROOTTETUIN_VALUES).toEqual(['0-25m2', '25-100m2', '100-500m2', 'meer dan 500m2']);
    // Shown in their display form, stored as the spec spells them (issue 15).
    expect(GROOTTETUIN_OPTIONS[1]).toEqual({ name: '25–100 m²', value: '25-100m2' });
  });
});
