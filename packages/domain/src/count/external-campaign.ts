/**
 * One entry of `userData.externalCampaign` (spec 3). Kept apart from the zod schemas
 * (count-object.test.ts checks that the schema gives this shape): a new count draft needs the
 * default on the count's first screen, and importing it from the schemas made that screen load
 * and build the whole count schema with zod's full API before it could render.
 */
export interface ExternalCampaignEntry {
  name: string;
  value: boolean | string;
}

/** Spec 3: externalCampaign carries an `intratuinactie` entry set to false. */
export const DEFAULT_EXTERNAL_CAMPAIGN: readonly ExternalCampaignEntry[] = [
  { name: 'intratuinactie', value: false },
];
