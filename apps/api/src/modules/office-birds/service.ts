import { type OfficeMediaUse, primaryOrderFor, similarProblem } from '@tvt/domain';
import { HttpError } from '../../http-error.ts';
import { birdDrawingUrl } from '../birds/drawings.ts';
import {
  type OfficeActor,
  type OfficeWriteEffects,
  afterWrite,
} from '../office-content/effects.ts';
import type { OfficeMedia } from '../office-content/office-media.ts';
import type { BirdEditFields, OfficeBirdRepository, OfficeBirdRow } from './repository.ts';

export const BIRD_UNKNOWN = 'Deze vogelsoort bestaat niet.';

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

function answer(row: OfficeBirdRow) {
  return { ...row, defaultDrawing: birdDrawingUrl(row.id) };
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

    /** Stores an uploaded file in `slot` (undefined bytes with `clear`: remove it). */
    async setMedia(
      actor: OfficeActor,
      id: string,
      slot: BirdMediaSlot,
      bytes: Buffer | undefined,
      clear = false,
    ) {
      const before = await existing(id);
      const path = clear ? null : await media.save(bytes, SLOT_USE[slot]);
      const after = (await repository.update(id, { [slot]: path }))!;
      await afterWrite(effects, {
        actor,
        action: `bird.${slot}`,
        entity: 'bird',
        entityId: id,
        before: { [slot]: before[slot] },
        after: { [slot]: path },
      });
      return answer(after);
    },
  };
}

export type OfficeBirdService = ReturnType<typeof createOfficeBirdService>;
