/** The spec's 2025 campaign: the shared server's and the template folder's (decision 088). */
export const SPEC_CAMPAIGN_ENV: Record<string, string> = {
  CAMPAIGN_PHASE1_START: '2024-12-01T09:00:00+01:00',
  CAMPAIGN_PHASE2_START: '2025-01-24T08:00:00+01:00',
  CAMPAIGN_PHASE3_START: '2025-01-27T12:00:00+01:00',
};
