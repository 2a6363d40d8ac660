import type { BannerSegment, CampaignLinkKey } from '@tvt/domain';

/** The links as the organiser knows them, each with what filling it does in the app. */
export const LINK_FIELDS: Record<CampaignLinkKey, { label: string; hint: string }> = {
  signUp: {
    label: 'Eigen aanmeldpagina',
    hint: 'Leeg: mensen melden zich in de app aan voor de herinnering. Ingevuld: ‘Doe alvast mee’ gaat naar deze pagina.',
  },
  socialWall: {
    label: 'Foto’s van deelnemers',
    hint: 'Een pagina met foto’s en berichten van tellers; leeg verbergt het blok.',
  },
  results: {
    label: 'Uitgebreide resultaten',
    hint: 'Een pagina met meer uitkomsten dan de app toont; leeg verbergt de link.',
  },
  course: { label: 'Vogelcursus', hint: 'Een cursus vogels herkennen; leeg verbergt het blok.' },
  donation: { label: 'Doneren', hint: 'Een donatiepagina; leeg verbergt de knop.' },
};

/** Shown at the sign-up link while it is filled: it replaces a feature of the app. */
export const SIGN_UP_REPLACES =
  'Let op: deze link vervangt de aanmelding voor de herinnering in de app. Wie zich hier aanmeldt, krijgt de herinnering uit het beheer niet.';

/** The audiences a banner can be set for, as the organiser knows them. */
export const SEGMENT_LABELS: Record<BannerSegment, string> = {
  default: 'Iedereen',
  jg: 'Kinderen en jongeren',
  bs: 'Basisscholen',
};
