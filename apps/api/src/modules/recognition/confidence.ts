/**
 * How sure a suggestion is, in words. There is deliberately no word for "certain": a photo
 * suggestion is always to be checked by the person (the answer never presents a guess as fact).
 */
export type ConfidenceLabel = 'waarschijnlijk' | 'mogelijk' | 'misschien';

export function confidenceLabel(confidence: number): ConfidenceLabel {
  if (confidence >= 0.7) return 'waarschijnlijk';
  if (confidence >= 0.3) return 'mogelijk';
  return 'misschien';
}

/** Confidence within 0–1 with two decimals; anything not a finite number counts as 0. */
export function clampConfidence(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.round(Math.min(1, Math.max(0, value)) * 100) / 100;
}

/** At most this many suggestions: a short list to check, not a catalogue. */
export const MAX_SUGGESTIONS = 5;
