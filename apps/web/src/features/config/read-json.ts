/**
 * Lenient readers for service answers: a field of the wrong type reads as empty instead of
 * breaking a screen, because the spec's services may be pointed at other hosts.
 */
export type Json = Record<string, unknown>;

export const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A string field; a number (an id sent as a number) reads as its text, anything else as ''. */
export const str = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
