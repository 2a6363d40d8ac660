import { birdById } from '@tvt/content';
import { UNRECOGNISED_BIRD, UNRECOGNISED_SCIENTIFIC_NAME, taxonRankOf } from '@tvt/domain';
import type {
  CampaignSpeciesRepository,
  ListedSpecies,
  SpeciesSource,
} from './species-repository.ts';

/** 'Niet herkend': always the list's last entry, a bird not identified (class Aves). */
export const UNRECOGNISED_ENTRY: ListedSpecies = {
  position: Number.MAX_SAFE_INTEGER,
  birdId: UNRECOGNISED_BIRD.id,
  tvtbirdid: UNRECOGNISED_BIRD.tvtbirdid,
  name: UNRECOGNISED_BIRD.name,
  scientificName: UNRECOGNISED_SCIENTIFIC_NAME,
  taxonRank: 'class',
};

/** A species counted but no longer in the bird table: its name as the count recorded it. */
function retired(id: string): SpeciesSource {
  return { birdId: id, tvtbirdid: 0, name: id, scientificName: '' };
}

/**
 * A campaign's species list (decision 099): frozen the first time it is asked for once the
 * campaign has counts, from the bird table as it is then; afterwards office edits leave it alone.
 * A species counted that the list lacks (added to the bird table during the weekend) is appended,
 * so no count is ever dropped. 'Niet herkend' comes last.
 */
export async function campaignSpeciesList(
  repository: CampaignSpeciesRepository,
  year: number,
): Promise<ListedSpecies[]> {
  const [frozen, counted] = await Promise.all([repository.frozen(year), repository.counted(year)]);
  const known = new Set(frozen.map((s) => s.birdId));
  const missing = counted.filter((id) => !known.has(id)).sort();
  if (frozen.length > 0 && missing.length === 0) return [...frozen, UNRECOGNISED_ENTRY];

  const table = await repository.birds();
  const byId = new Map(table.map((b) => [b.birdId, b]));
  const sources =
    frozen.length === 0
      ? [...table, ...missing.filter((id) => !byId.has(id)).map(retired)]
      : missing.map((id) => byId.get(id) ?? retired(id));
  sources.sort((a, b) => (a.birdId < b.birdId ? -1 : a.birdId > b.birdId ? 1 : 0));
  const added = sources.map((s, i): ListedSpecies => {
    // A retired species keeps the scientific name the default content gives it, if any.
    const scientificName = s.scientificName || birdById(s.birdId)?.scientificName || '';
    return {
      ...s,
      scientificName,
      position: frozen.length + i + 1,
      taxonRank: scientificName ? taxonRankOf(scientificName) : '',
    };
  });
  // Before any count the list is only shown, not frozen: the office may still edit it.
  if (counted.length > 0) {
    await repository.store(year, added);
    return [...(await repository.frozen(year)), UNRECOGNISED_ENTRY];
  }
  return [...frozen, ...added, UNRECOGNISED_ENTRY];
}
