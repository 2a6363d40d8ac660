import { type Campaign, DEFAULT_CAMPAIGN, amsterdamDate } from '@tvt/domain';
import type { RawEnv } from './env-schema.ts';
import { EnvError } from './env-error.ts';

/** The keys that together set a campaign; the links beside them are separate overrides. */
export const CAMPAIGN_KEYS = [
  'CAMPAIGN_YEAR',
  'CAMPAIGN_NAME',
  'CAMPAIGN_TAG',
  'CAMPAIGN_PHASE1_START',
  'CAMPAIGN_PHASE2_START',
  'CAMPAIGN_PHASE3_START',
] as const;

/** CAMPAIGN_*: a campaign set by the operator, all three phase starts in order; else undefined. */
export function campaignOverride(env: RawEnv): Campaign | undefined {
  if (CAMPAIGN_KEYS.every((k) => env[k] === undefined)) return undefined;
  const p1 = env.CAMPAIGN_PHASE1_START;
  const p2 = env.CAMPAIGN_PHASE2_START;
  const p3 = env.CAMPAIGN_PHASE3_START;
  const missing = (
    ['CAMPAIGN_PHASE1_START', 'CAMPAIGN_PHASE2_START', 'CAMPAIGN_PHASE3_START'] as const
  ).filter((k) => env[k] === undefined);
  if (!p1 || !p2 || !p3) {
    throw new EnvError(
      missing,
      missing.map((k) => `${k}: required when a campaign is configured`),
    );
  }
  if (!(p1 < p2 && p2 < p3)) {
    const keys = ['CAMPAIGN_PHASE1_START', 'CAMPAIGN_PHASE2_START', 'CAMPAIGN_PHASE3_START'];
    throw new EnvError(keys, [`${keys.join(', ')}: must be in increasing order`]);
  }
  // The count happens in the phase 2 year; that is the campaign's label unless set.
  const year = env.CAMPAIGN_YEAR ?? Number(amsterdamDate(p2).slice(0, 4));
  return {
    year,
    name: env.CAMPAIGN_NAME ?? DEFAULT_CAMPAIGN.name,
    tag: env.CAMPAIGN_TAG ?? `tvt${year}`,
    phase1Start: p1,
    phase2Start: p2,
    phase3Start: p3,
  };
}
