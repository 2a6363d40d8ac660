import type { FieldErrors, Resolver } from 'react-hook-form';
import type { OfficeBird } from '@tvt/contract/office';
import { type OfficeBirdBody, officeBirdBody } from '@tvt/contract/requests';

/** The bird form's values: the body, with the other names as one comma-separated line. */
export type BirdFormValues = Omit<OfficeBirdBody, 'otherNames' | 'habitatNote'> & {
  otherNames: string;
  habitatNote: string;
};

export const formValuesOf = (b: OfficeBird): BirdFormValues => ({
  name: b.name,
  scientificName: b.scientificName,
  englishName: b.englishName,
  family: b.family,
  lengthCm: b.lengthCm,
  otherNames: b.otherNames.join(', '),
  habitatNote: b.habitatNote ?? '',
  commonness: b.commonness,
  tip: b.tip,
  primary: b.primary,
  thresholdvalue: b.thresholdvalue,
  similar: b.similar,
  sizeClass: b.sizeClass,
  colours: b.colours,
  silhouette: b.silhouette,
  beak: b.beak,
  alsoSizes: b.alsoSizes,
  alsoSilhouettes: b.alsoSilhouettes,
  alsoBeaks: b.alsoBeaks,
});

const bodyOf = (values: BirdFormValues): OfficeBirdBody => ({
  ...values,
  otherNames: values.otherNames
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean),
  habitatNote: values.habitatNote,
});

/**
 * Checks the form with the request's own schema (the server's rules and Dutch messages), so a
 * mistake shows at its field before anything is sent.
 */
export const birdFormResolver: Resolver<BirdFormValues, unknown, OfficeBirdBody> = (values) => {
  const parsed = officeBirdBody.safeParse(bodyOf(values));
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0]);
    errors[key] ??= { type: issue.code, message: issue.message };
  }
  return { values: {}, errors: errors as FieldErrors<BirdFormValues> };
};
