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
    alsoSizes: b.sizes.slice(1),
    alsoSilhouettes: b.silhouettes.slice(1),
    alsoBeaks: b.beaks.slice(1),
    otherNames: [...(b.otherNames ?? [])],
    habitatNote: b.habitatNote ?? null,
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
  const rows = BIRDS.map(toRow);
  // Before the insert, so it only rewrites rows seeded by an earlier version.
  await birds.refreshTraits(rows);
  await birds.seedBirds(rows);
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
