/**
 * Who made an uploaded picture, sound or video, and under which licence it may be shown. Sound
 * recordings (xeno-canto and the like) are mostly Creative Commons and must be credited; the
 * app shows the credit beside the file on the bird's page.
 */
export const MEDIA_LICENCES = [
  'cc-by-4.0',
  'cc-by-sa-4.0',
  'cc-by-nc-4.0',
  'cc-by-nc-sa-4.0',
  'cc0-1.0',
  'all-rights-reserved',
] as const;
export type MediaLicence = (typeof MEDIA_LICENCES)[number];

export interface MediaLicenceInfo {
  /** As it is written in a credit line. */
  short: string;
  /** The choice in the office's list. */
  label: string;
  /** The licence text the credit links to; null when there is none. */
  url: string | null;
}

export const MEDIA_LICENCE_INFO: Readonly<Record<MediaLicence, MediaLicenceInfo>> = {
  'cc-by-4.0': {
    short: 'CC BY 4.0',
    label: 'CC BY 4.0 (naamsvermelding)',
    url: 'https://creativecommons.org/licenses/by/4.0/deed.nl',
  },
  'cc-by-sa-4.0': {
    short: 'CC BY-SA 4.0',
    label: 'CC BY-SA 4.0 (naamsvermelding, gelijk delen)',
    url: 'https://creativecommons.org/licenses/by-sa/4.0/deed.nl',
  },
  'cc-by-nc-4.0': {
    short: 'CC BY-NC 4.0',
    label: 'CC BY-NC 4.0 (naamsvermelding, niet commercieel)',
    url: 'https://creativecommons.org/licenses/by-nc/4.0/deed.nl',
  },
  'cc-by-nc-sa-4.0': {
    short: 'CC BY-NC-SA 4.0',
    label: 'CC BY-NC-SA 4.0 (naamsvermelding, niet commercieel, gelijk delen)',
    url: 'https://creativecommons.org/licenses/by-nc-sa/4.0/deed.nl',
  },
  'cc0-1.0': {
    short: 'CC0 1.0',
    label: 'CC0 1.0 (publiek domein)',
    url: 'https://creativecommons.org/publicdomain/zero/1.0/deed.nl',
  },
  'all-rights-reserved': {
    short: 'alle rechten voorbehouden',
    label: 'Alle rechten voorbehouden (met toestemming gebruikt)',
    url: null,
  },
};

export interface MediaCredit {
  maker: string;
  licence: MediaLicence;
}

export const MEDIA_MAKER_MAX = 200;
export const MEDIA_MAKER_MISSING = 'Vul de maker in (naam van de persoon of organisatie).';
export const MEDIA_MAKER_TOO_LONG = `De maker is te lang (maximaal ${MEDIA_MAKER_MAX} tekens).`;
export const MEDIA_LICENCE_MISSING = 'Kies de licentie van het bestand.';

/** The credit line: 'Jan Jansen, CC BY 4.0' or '© Jan Jansen, alle rechten voorbehouden'. */
export function mediaCreditText({ maker, licence }: MediaCredit): string {
  const name = maker.trim();
  if (licence === 'all-rights-reserved') return `© ${name}, alle rechten voorbehouden`;
  return `${name}, ${MEDIA_LICENCE_INFO[licence].short}`;
}
