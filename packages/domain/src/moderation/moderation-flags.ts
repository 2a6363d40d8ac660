/**
 * Issue 12, moderation: why a stored count looks suspicious. Pure rules over the count's research
 * fields and two neighbour figures the scan reads from the database (counts from the same client
 * address and network shortly before it). A count with no reason is not queued.
 */
export const MODERATION_REASONS = [
  'threshold',
  'many-species',
  'many-birds',
  'outside-days',
  'outside-hours',
  'burst-address',
  'burst-network',
] as const;
export type ModerationReason = (typeof MODERATION_REASONS)[number];

/** Dutch labels for the office. */
export const MODERATION_REASON_LABELS: Record<ModerationReason, string> = {
  threshold: 'Soort op of boven de drempel',
  'many-species': 'Ongewoon veel soorten',
  'many-birds': 'Ongewoon veel vogels',
  'outside-days': 'Datum buiten de teldagen',
  'outside-hours': 'Tijd buiten de teluren',
  'burst-address': 'Veel tellingen van één adres',
  'burst-network': 'Veel tellingen van één netwerk',
};

export interface ModerationLimits {
  /** At or above this many species seen (count > 0) a count is flagged. */
  manySpecies: number;
  /** At or above this many birds in total. */
  manyBirds: number;
  /** Counting hours, Amsterdam wall clock `HH:MM`: from (inclusive) to (exclusive). */
  hoursFrom: string;
  hoursTo: string;
  /** Counts from one client address within `windowMinutes` (this one included). */
  burstAddress: number;
  /** Counts from one network (IPv4 /24, IPv6 /48) within `windowMinutes` (this one included). */
  burstNetwork: number;
  windowMinutes: number;
}

/**
 * A garden count of half an hour sees about 10 species and a few dozen birds; daylight in late
 * January is roughly 08:30–17:15. A school class behind one address may send ~30 counts, so
 * bursts are flagged for a look, not refused.
 */
export const DEFAULT_MODERATION_LIMITS: ModerationLimits = {
  manySpecies: 25,
  manyBirds: 250,
  hoursFrom: '07:00',
  hoursTo: '18:00',
  burstAddress: 5,
  burstNetwork: 20,
  windowMinutes: 10,
};

export interface ModerationInput {
  /** Any species at or over its threshold (the server's recomputed flag). */
  hasSuspiciousValues: boolean;
  /** Species seen: entries with a count above 0. */
  speciesSeen: number;
  birdsCountedTotal: number;
  /** The chosen Amsterdam date `YYYY-MM-DD` and time `HH:MM`. */
  countDate: string;
  countTime: string;
  /** The count's campaign's counting days (`countingDays(campaign)`); null: campaign unknown. */
  countingDays: readonly string[] | null;
  /** Counts from the same client address / network in the window before it, itself included; null: unknown. */
  sameAddressRecent: number | null;
  sameNetworkRecent: number | null;
}

/** Every reason that applies, in `MODERATION_REASONS` order; empty: nothing to look at. */
export function moderationReasons(
  input: ModerationInput,
  limits: ModerationLimits = DEFAULT_MODERATION_LIMITS,
): ModerationReason[] {
  const applies: Record<ModerationReason, boolean> = {
    threshold: input.hasSuspiciousValues,
    'many-species': input.speciesSeen >= limits.manySpecies,
    'many-birds': input.birdsCountedTotal >= limits.manyBirds,
    'outside-days': input.countingDays !== null && !input.countingDays.includes(input.countDate),
    'outside-hours': input.countTime < limits.hoursFrom || input.countTime >= limits.hoursTo,
    'burst-address': (input.sameAddressRecent ?? 0) >= limits.burstAddress,
    'burst-network': (input.sameNetworkRecent ?? 0) >= limits.burstNetwork,
  };
  return MODERATION_REASONS.filter((reason) => applies[reason]);
}

/** Moderation decisions: waiting in the queue, accepted (stays in), excluded (left out). */
export const MODERATION_STATES = ['waiting', 'accepted', 'excluded'] as const;
export type ModerationState = (typeof MODERATION_STATES)[number];
