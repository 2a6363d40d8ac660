import { describe, expect, it } from 'vitest';
import {
  REMARKS_MAX_LENGTH,
  normaliseRemarks,
  validateRemarks,
  validateUnrecognisedRemarks,
} from '../../src/index.ts';

describe('remarks (spec 5)', () => {
  it('are trimmed', () => {
    expect(normaliseRemarks('  fijne telling \n')).toBe('fijne telling');
    expect(normaliseRemarks(undefined)).toBe('');
  });
  it('hold 500 characters after trimming', () => {
    expect(REMARKS_MAX_LENGTH).toBe(500);
    expect(validateRemarks(` ${'x'.repeat(500)} `)).toBeUndefined();
    expect(validateRemarks('x'.repeat(501))).toBe(
      'Je opmerkingen mogen maximaal 500 tekens bevatten.',
    );
  });
  it('the unrecognised bird description holds 500 characters', () => {
    expect(validateUnrecognisedRemarks('x'.repeat(500))).toBeUndefined();
    expect(validateUnrecognisedRemarks(null)).toBeUndefined();
    expect(validateUnrecognisedRemarks('x'.repeat(501))).toBe(
      'De beschrijving mag maximaal 500 tekens bevatten.',
    );
  });
});
