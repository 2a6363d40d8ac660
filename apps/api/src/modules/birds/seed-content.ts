import { BIRDS, TIPS, type Bird } from '@tvt/content';
import type { BirdRepository, NewBird } from './repository.ts';

function toRow(b: Bird): NewBird {
  return {
    id: b.id,
    tvtbirdid: b.tvtbirdid,
    name: b.name,
    scientificName: b.scientificName,
    englishName: b.englishName,
    family: b.family,
    lengthCm: b.lengthCm,
    sizeClass: b.sizeClass,
    colours: [...b.colours],
    silhouette: b.silhouette,
    beak: b.beak,
    primary: b.primary,
    primaryOrder: b.primaryOrder ?? null,
    thresholdvalue: b.thresholdvalue,
    commonness: b.commonness,
    tip: b.tip,
    similar: [...b.similar],
    plumages: b.plumages.map((p) => ({ ...p })),
  };
}

/** The default species and observation tips; missing ones only (see `db/seed-marker.ts`). */
export async function seedBirdContent(birds: BirdRepository): Promise<void> {
  await birds.seedBirds(BIRDS.map(toRow));
  await birds.seedTips(
    TIPS.map((tip, index) => ({
      id: tip.id,
      name: tip.name,
      title: tip.title,
      text: tip.text,
      birdId: tip.image,
      position: index + 1,
    })),
  );
}
