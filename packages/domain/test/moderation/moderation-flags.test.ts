import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CAMPAIGN,
  DEFAULT_MODERATION_LIMITS as limits,
  MODERATION_REASONS,
  MODERATION_REASON_LABELS,
  type ModerationInput,
  clientNetwork,
  countingDays,
  moderationReasons,
} from '../../src/index.ts';

const plain: ModerationInput = {
  hasSuspiciousValues: false,
  speciesSeen: 8,
  birdsCountedTotal: 30,
  countDate: '2025-01-25',
  countTime: '10:15',
  countingDays: countingDays(DEFAULT_CAMPAIGN),
  sameAddressRecent: 1,
  sameNetworkRecent: 1,
};

describe('moderationReasons', () => {
  it('leaves an ordinary count alone', () => {
    expect(moderationReasons(plain)).toEqual([]);
  });

  it('flags a species at or over its threshold', () => {
    expect(moderationReasons({ ...plain, hasSuspiciousValues: true })).toEqual(['threshold']);
  });

  it('flags many species and many birds at the limit, not below it', () => {
    expect(moderationReasons({ ...plain, speciesSeen: limits.manySpecies - 1 })).toEqual([]);
    expect(moderationReasons({ ...plain, speciesSeen: limits.manySpecies })).toEqual([
      'many-species',
    ]);
    expect(moderationReasons({ ...plain, birdsCountedTotal: limits.manyBirds - 1 })).toEqual([]);
    expect(moderationReasons({ ...plain, birdsCountedTotal: limits.manyBirds })).toEqual([
      'many-birds',
    ]);
  });

  it('flags a date outside the counting days and a time outside the counting hours', () => {
    expect(plain.countingDays).toEqual(['2025-01-24', '2025-01-25', '2025-01-26']);
    expect(moderationReasons({ ...plain, countDate: '2025-01-23' })).toEqual(['outside-days']);
    expect(moderationReasons({ ...plain, countDate: '2025-01-27' })).toEqual(['outside-days']);
    expect(moderationReasons({ ...plain, countDate: '2025-03-01', countingDays: null })).toEqual(
      [],
    );
    expect(moderationReasons({ ...plain, countTime: '06:59' })).toEqual(['outside-hours']);
    expect(moderationReasons({ ...plain, countTime: '07:00' })).toEqual([]);
    expect(moderationReasons({ ...plain, countTime: '17:59' })).toEqual([]);
    expect(moderationReasons({ ...plain, countTime: '18:00' })).toEqual(['outside-hours']);
  });

  it('flags bursts from one address or one network; unknown neighbours flag nothing', () => {
    expect(moderationReasons({ ...plain, sameAddressRecent: limits.burstAddress })).toEqual([
      'burst-address',
    ]);
    expect(moderationReasons({ ...plain, sameNetworkRecent: limits.burstNetwork - 1 })).toEqual([]);
    expect(moderationReasons({ ...plain, sameNetworkRecent: limits.burstNetwork })).toEqual([
      'burst-network',
    ]);
    expect(
      moderationReasons({ ...plain, sameAddressRecent: null, sameNetworkRecent: null }),
    ).toEqual([]);
  });

  it('lists every reason that applies, in a fixed order, each with a Dutch label', () => {
    const all = moderationReasons({
      ...plain,
      hasSuspiciousValues: true,
      speciesSeen: 40,
      birdsCountedTotal: 900,
      countDate: '2025-02-01',
      countTime: '23:00',
      sameAddressRecent: 50,
      sameNetworkRecent: 50,
    });
    expect(all).toEqual([...MODERATION_REASONS]);
    for (const reason of all) expect(MODERATION_REASON_LABELS[reason]).toMatch(/^[A-Z]/);
  });

  it('takes other limits', () => {
    expect(moderationReasons(plain, { ...limits, manySpecies: 8 })).toEqual(['many-species']);
  });
});

describe('clientNetwork', () => {
  it.each([
    ['192.0.2.17', '192.0.2.0/24'],
    ['::ffff:192.0.2.200', '192.0.2.0/24'],
    ['2001:db8:abcd:12::1', '2001:db8:abcd::/48'],
    ['2001:0DB8:00ab:0012:0000:0000:0000:0001', '2001:db8:ab::/48'],
    ['::1', '0:0:0::/48'],
  ])('%s → %s', (ip, network) => {
    expect(clientNetwork(ip)).toBe(network);
  });

  it.each(['', 'localhost', '300.1.1.1', '1.2.3', '1::2::3', '1:2:3:4:5:6:7:8:9', 'g::1'])(
    'refuses %j',
    (ip) => {
      expect(clientNetwork(ip)).toBeUndefined();
    },
  );
});
