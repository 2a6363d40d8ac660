/** Spec 5 "Generic inputs": the number input cuts to 2 characters unless told otherwise. */
export const NUMBER_INPUT_MAX_LENGTH = 2;
export const HOUR_MAX = 23;
export const MINUTE_MAX = 59;
export const PARTICIPANTS_MIN = 1;

export interface NumberInputOptions {
  min?: number;
  max?: number;
  /** Keep only the first `maxLength` characters of typed text; `undefined` keeps all. */
  maxLength?: number;
}

/**
 * Turns what was typed into a number: cut to the maximum length, non-numbers become 0, then
 * clamped to `[min, max]`. Fractions are dropped (every number field of the product is whole).
 */
export function parseNumberInput(raw: unknown, options: NumberInputOptions = {}): number {
  let text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  if (options.maxLength !== undefined) text = text.slice(0, options.maxLength);
  const parsed = /^-?\d+(\.\d*)?$/.test(text) ? Math.trunc(Number(text)) : 0;
  let value = Number.isFinite(parsed) ? parsed : 0;
  if (options.max !== undefined) value = Math.min(value, options.max);
  if (options.min !== undefined) value = Math.max(value, options.min);
  return value;
}

/** Spec 5: hour 0–23, two digits, non-numbers become 0. */
export function clampHour(raw: unknown): number {
  return parseNumberInput(raw, { min: 0, max: HOUR_MAX, maxLength: NUMBER_INPUT_MAX_LENGTH });
}

/** Spec 5: minute 0–59, two digits, non-numbers become 0. */
export function clampMinute(raw: unknown): number {
  return parseNumberInput(raw, { min: 0, max: MINUTE_MAX, maxLength: NUMBER_INPUT_MAX_LENGTH });
}

/** `7` → `'07'`, as the time inputs show hours and minutes. */
export function twoDigits(value: number): string {
  return String(value).padStart(2, '0');
}

/** Spec 3 and 5: participants default to 1 and are at least 1. */
export function clampParticipants(raw: unknown): number {
  return parseNumberInput(raw, { min: PARTICIPANTS_MIN });
}
