import {
  DEFAULT_EXTERNAL_CAMPAIGN,
  type CountBird,
  type CountMoment,
  type CountObject,
} from '@tvt/domain';

/** The steps of spec 2 "Count", in flow order. */
export const COUNT_STEPS = [
  'pre',
  'after',
  'first-count',
  'count-place',
  'personal-information',
  'count-summary',
  'done',
] as const;
export type CountStep = (typeof COUNT_STEPS)[number];

export function isCountStep(value: unknown): value is CountStep {
  return typeof value === 'string' && (COUNT_STEPS as readonly string[]).includes(value);
}

/**
 * The count object while it is being filled in: everything but `countedon`, which is derived
 * from the chosen moment at submission, plus the no-birds toggle of spec 4 (`birdsSeen`).
 */
export type CountObjectDraft = Omit<CountObject, 'countedon'> & { birdsSeen: boolean };

/** The chosen date and time; hour and minute stay unset until chosen or defaulted (spec 4). */
export interface CountDateDraft {
  date: string | undefined;
  hour: number | undefined;
  minute: number | undefined;
}

/** Everything spec 3 "Local storage keys" saves for the count, one field per key. */
export interface CountDraft {
  page: CountStep;
  count: CountObjectDraft;
  date: CountDateDraft;
  /** The uuid of the chosen photo (part of its unique file name). */
  imageUUID: string | undefined;
  /** The chosen photo, downscaled, as a data URL; undefined when none or too large to keep. */
  imageFile: string | undefined;
  formValid: boolean;
  /** The submission outcome; undefined until submitted. */
  succes: boolean | undefined;
  /** Non-primary birds still on offer in the 'Vogelsoort toevoegen' sheet. */
  birds: CountBird[];
  birdsFilter: string;
  birdsAddedFromFilter: CountBird[];
  primaryBirds: CountBird[];
}

export interface NewDraftDeps {
  now: Date;
  randomUUID: () => string;
}

export function emptyCountObject({ now, randomUUID }: NewDraftDeps): CountObjectDraft {
  return {
    countId: randomUUID(),
    inztestid: Math.floor(now.getTime() / 1000),
    metaData: {},
    birds: {},
    location: { postalCode: '', streetNumber: '' },
    privateLocation: false,
    homeAddress: true,
    birdsCountedTotal: 0,
    hasSuspiciousValues: false,
    participants: 1,
    userData: {
      emailAddress: '',
      isOrganisation: false,
      lastName: '',
      firstName: '',
      newsLetter: false,
      externalCampaign: DEFAULT_EXTERNAL_CAMPAIGN.map((entry) => ({ ...entry })),
    },
    birdsSeen: true,
  };
}

/** A fresh count: a new countId (the idempotency key) and inztestid = epoch seconds of start. */
export function newCountDraft(deps: NewDraftDeps, page: CountStep = 'first-count'): CountDraft {
  return {
    page,
    count: emptyCountObject(deps),
    date: { date: undefined, hour: undefined, minute: undefined },
    imageUUID: undefined,
    imageFile: undefined,
    formValid: false,
    succes: undefined,
    birds: [],
    birdsFilter: '',
    birdsAddedFromFilter: [],
    primaryBirds: [],
  };
}

/** The moment once hour and minute are known. */
export function completeMoment(date: CountDateDraft): CountMoment | undefined {
  if (date.date === undefined || date.hour === undefined || date.minute === undefined)
    return undefined;
  return { date: date.date, hour: date.hour, minute: date.minute };
}
