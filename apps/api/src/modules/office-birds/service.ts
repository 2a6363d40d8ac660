import {
  type MediaCredit,
  type OfficeMediaUse,
  SCIENTIFIC_NAME_TAKEN,
  primaryOrderFor,
  similarProblem,
} from '@tvt/domain';
import { HttpError } from '../../http-error.ts';
import { birdDrawingUrl } from '../birds/drawings.ts';
import {
  type OfficeActor,
  type OfficeWriteEffects,
  afterWrite,
} from '../office-content/effects.ts';
import type { OfficeMedia } from '../office-content/office-media.ts';
import type {
  BirdEditFields,
  OfficeBirdRepository,
  OfficeBirdRow,
} from '../birds/office-repository.ts';

export const BIRD_UNKNOWN = 'Deze vogelsoort bestaat niet.';
export const NO_FILE_TO_CREDIT =
  'Deze vogel heeft hier geen geüpload bestand om een maker bij te zetten.';

/** The bird's files the office may replace, and the column each one fills. */
export type BirdMediaSlot = 'drawing' | 'sound' | 'video';
const SLOT_USE: Record<BirdMediaSlot, OfficeMediaUse> = {
  drawing: 'image',
  sound: 'sound',
  video: 'video',
};

export interface OfficeBirdDeps extends OfficeWriteEffects {
  repository: OfficeBirdRepository;
  media: OfficeMedia;
}

export type BirdEdit = Omit<BirdEditFields, 'primaryOrder'>;

const SLOTS: readonly BirdMediaSlot[] = ['drawing', 'sound', 'video'];

function answer(row: OfficeBirdRow) {
  const credits = Object.fromEntries(
    SLOTS.map((slot) => [slot, (row[slot] && row.credits[slot]) || null]),
  ) as Record<BirdMediaSlot, MediaCredit | null>;
  return { ...row, credits, defaultDrawing: birdDrawingUrl(row.id) };
}

/** The office's species: names, tip, count-form flags, wizard traits and files. */
export function createOfficeBirdService({ repository, media, ...effects }: OfficeBirdDeps) {
  async function existing(id: string) {
    const row = await repository.find(id);
    if (!row) throw new HttpError(404, BIRD_UNKNOWN);
    return row;
  }

  return {
    list: () => repository.list(),

    detail: async (id: string) => answer(await existing(id)),

    async update(actor: OfficeActor, id: string, edit: BirdEdit) {
      const before = await existing(id);
      const problem = similarProblem(id, edit.similar, await repository.ids());
      if (problem) throw new HttpError(400, problem, 'similar');
      const owner = await repository.nameOwner(edit.scientificName, id);
      if (owner !== undefined) {
        throw new HttpError(400, SCIENTIFIC_NAME_TAKEN(owner.toLowerCase()), 'scientificName');
      }
      const primaryOrder = primaryOrderFor(
        edit.primary,
        before.primaryOrder,
        await repository.highestPrimaryOrder(),
      );
      const after = (await repository.update(id, { ...edit, primaryOrder }))!;
      await afterWrite(effects, {
        actor,
        action: 'bird.update',
        entity: 'bird',
        entityId: id,
        before,
        after,
      });
      return answer(after);
    },

    /**
     * Stores an uploaded file in `slot` with its maker and licence; without bytes and credit:
     * removes the file and its credit.
     */
    async setMedia(
      actor: OfficeActor,
      id: string,
      slot: BirdMediaSlot,
      upload: { bytes: Buffer | undefined; credit: MediaCredit } | null,
    ) {
      const before = await existing(id);
      const path = upload ? await media.save(upload.bytes, SLOT_USE[slot]) : null;
      const credits = { ...before.credits };
      if (upload) credits[slot] = upload.credit;
      else delete credits[slot];
      const after = (await repository.update(id, { [slot]: path, credits }))!;
      await afterWrite(effects, {
        actor,
        action: `bird.${slot}`,
        entity: 'bird',
        entityId: id,
        before: { [slot]: before[slot], credit: before.credits[slot] ?? null },
        after: { [slot]: path, credit: upload?.credit ?? null },
      });
      return answer(after);
    },

    /** Changes the maker and licence of the file already in `slot`. */
    async setCredit(actor: OfficeActor, id: string, slot: BirdMediaSlot, credit: MediaCredit) {
      const before = await existing(id);
      if (!before[slot]) throw new HttpError(400, NO_FILE_TO_CREDIT, 'file');
      const credits = { ...before.credits, [slot]: credit };
      const after = (await repository.update(id, { credits }))!;
      await afterWrite(effects, {
        actor,
        action: 'bird.credit',
        entity: 'bird',
        entityId: id,
        before: { slot, credit: before.credits[slot] ?? null },
        after: { slot, credit },
      });
      return answer(after);
    },
  };
}

export type OfficeBirdService = ReturnType<typeof createOfficeBirdService>;
