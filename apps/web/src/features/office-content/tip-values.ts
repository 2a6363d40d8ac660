import type { OfficeTip } from '@tvt/contract/office';

/** The tip form's values: the tip's text fields and what happens to its image. */
export interface TipValues {
  title: string;
  name: string;
  birdId: string;
  text: string;
  /** A new file, null for the bird's drawing, undefined to keep the image as it is. */
  image: File | null | undefined;
}

export const tipValues = (tip: OfficeTip | undefined): TipValues => ({
  title: tip?.title ?? '',
  name: tip?.name ?? '',
  birdId: tip?.birdId ?? '',
  text: tip?.text ?? '',
  image: undefined,
});

/** A new tip's short name from its title: 'Voer verantwoord!' → 'voer-verantwoord'. */
export const nameFromTitle = (title: string) =>
  title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100);
