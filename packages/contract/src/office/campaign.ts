import { z } from 'zod';
import * as m from 'zod/mini';
import {
  BANNER_SEGMENTS,
  CAMPAIGN_LINK_KEYS,
  CAMPAIGN_YEAR_MAX,
  CAMPAIGN_YEAR_MIN,
} from '@tvt/domain';

/*
 * The office's campaign area (issue 12, decision 065): `{office}/campaign/…`. The request body is
 * only shaped here; the rules (phase order, year, https links, overlap) are the domain's
 * `campaignSettingsProblems`, answered by the service as a 400 with a Dutch message.
 */

const instant = z.iso.datetime({ offset: true, message: 'Vul een geldige datum en tijd in.' });
const optionalText = z.string().max(2000, 'Deze tekst is te lang.').nullable();

const linksShape = Object.fromEntries(CAMPAIGN_LINK_KEYS.map((k) => [k, optionalText])) as Record<
  (typeof CAMPAIGN_LINK_KEYS)[number],
  typeof optionalText
>;
export const officeCampaignLinks = z.object(linksShape);

export const officeBannerInput = z.object({ text: optionalText, imageId: optionalText });
const bannersShape = Object.fromEntries(
  BANNER_SEGMENTS.map((s) => [s, officeBannerInput]),
) as Record<(typeof BANNER_SEGMENTS)[number], typeof officeBannerInput>;

/** `POST {office}/campaign/campaigns` and `PUT {office}/campaign/campaigns/{year}` body. */
export const officeCampaignInput = z.object({
  year: z
    .number({ message: 'Vul het jaar in.' })
    .int('Het jaar is een heel getal.')
    .min(CAMPAIGN_YEAR_MIN, `Het jaar ligt tussen ${CAMPAIGN_YEAR_MIN} en ${CAMPAIGN_YEAR_MAX}.`)
    .max(CAMPAIGN_YEAR_MAX, `Het jaar ligt tussen ${CAMPAIGN_YEAR_MIN} en ${CAMPAIGN_YEAR_MAX}.`),
  name: z.string({ message: 'Vul de naam in.' }).max(2000, 'De naam is te lang.'),
  phase1Start: instant,
  phase2Start: instant,
  phase3Start: instant,
  links: officeCampaignLinks,
  banners: z.object(bannersShape),
});
export type OfficeCampaignInput = z.infer<typeof officeCampaignInput>;

export const officeCampaignYearParams = z.object({
  year: z.coerce
    .number({ message: 'Ongeldig jaar.' })
    .int('Ongeldig jaar.')
    .min(CAMPAIGN_YEAR_MIN, 'Ongeldig jaar.')
    .max(CAMPAIGN_YEAR_MAX, 'Ongeldig jaar.'),
});

const text = m.nullable(m.string());
const banner = m.object({ text, imageId: text, imageUrl: text });
const links = m.object(
  Object.fromEntries(CAMPAIGN_LINK_KEYS.map((k) => [k, text])) as Record<
    (typeof CAMPAIGN_LINK_KEYS)[number],
    typeof text
  >,
);

/** One campaign as the office shows it. */
export const officeCampaign = m.object({
  year: m.int(),
  name: m.string(),
  tag: m.string(),
  phase1Start: m.iso.datetime(),
  phase2Start: m.iso.datetime(),
  phase3Start: m.iso.datetime(),
  countingDays: m.array(m.string()).check(m.describe('YYYY-MM-DD, Europe/Amsterdam, derived')),
  links,
  banners: m.object({ default: banner, jg: banner, bs: banner }),
  active: m
    .boolean()
    .check(m.describe('In the schedule; a CAMPAIGN_* override switches the others off')),
  current: m.boolean().check(m.describe('The campaign the app follows now')),
});
export type OfficeCampaign = m.infer<typeof officeCampaign>;

/** `GET {office}/campaign/campaigns`. */
export const officeCampaignList = m.object({
  data: m.object({
    campaigns: m.array(officeCampaign),
    currentYear: m.int().check(m.describe('The year the app follows now')),
    phase: m.union([m.literal(1), m.literal(2), m.literal(3)]),
    nextTakeOver: m
      .nullable(m.iso.datetime())
      .check(m.describe('When a prepared campaign takes over (its phase 1 start)')),
    overrides: m.object({
      campaign: m.boolean().check(m.describe('CAMPAIGN_PHASE*_START are set and win')),
      links: m
        .array(m.enum(CAMPAIGN_LINK_KEYS))
        .check(m.describe('Links fixed by CAMPAIGN_*_URL / SEGMENT_DONATION_URL')),
    }),
  }),
});
export type OfficeCampaignList = m.infer<typeof officeCampaignList>;

/** `GET`/`POST`/`PUT` of one campaign. */
export const officeCampaignResponse = m.object({ data: officeCampaign });

/** `POST {office}/campaign/banner-image`: the uploaded image, to put in a banner's `imageId`. */
export const officeBannerImageResponse = m.object({
  data: m.object({ id: m.string(), url: m.string(), width: m.int(), height: m.int() }),
});
export type OfficeBannerImage = m.infer<typeof officeBannerImageResponse>['data'];
