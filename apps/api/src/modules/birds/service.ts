import type { CountBirdsFile } from '@tvt/contract';
import { type PagingQuery, UNRECOGNISED_BIRD } from '@tvt/domain';
import { HttpError } from '../../http-error.ts';
import { birdDrawingUrl, plumageDrawingUrl } from './drawings.ts';
import type { BirdListRepository } from './list-repository.ts';
import { LOCATION_INCOMPLETE, LOCATION_OUTSIDE, insideNetherlands } from './location.ts';
import type { BirdRepository } from './repository.ts';

export const BIRD_NOT_FOUND = 'Vogel niet gevonden';
export const TIP_NOT_FOUND = 'Er is helaas geen tip gevonden';

export interface BirdListQuery extends PagingQuery {
  keyword?: string | undefined;
  primary?: boolean | undefined;
  lat?: number | undefined;
  lng?: number | undefined;
}

/** Keyword as typed, trimmed, hyphens read as spaces (names are written with spaces). */
function cleanKeyword(keyword: string | undefined): string | undefined {
  const clean = (keyword ?? '').replace(/[-\s]+/g, ' ').trim();
  return clean === '' ? undefined : clean;
}

function checkLocation(lat: number | undefined, lng: number | undefined): boolean {
  if (lat === undefined && lng === undefined) return false;
  if (lat === undefined || lng === undefined) {
    throw new HttpError(400, LOCATION_INCOMPLETE, lat === undefined ? 'lat' : 'lng');
  }
  if (!insideNetherlands(lat, lng)) throw new HttpError(400, LOCATION_OUTSIDE, 'lat');
  return true;
}

export function createBirdService(birds: BirdRepository, lists: BirdListRepository) {
  return {
    /** One of the list's three readings: primary birds, birds near a place, or the guide. */
    async list(query: BirdListQuery) {
      const page = { offset: query.offset, limit: query.limit };
      const nearby = checkLocation(query.lat, query.lng);
      const result = query.primary
        ? await lists.primary(page)
        : nearby
          ? await lists.common(page)
          : await lists.alphabetical(cleanKeyword(query.keyword), page);
      return {
        data: result.rows.map((b) => ({
          id: b.id,
          name: b.name,
          remoteimage: b.drawing ?? birdDrawingUrl(b.id),
        })),
        count: result.count,
      };
    },

    async detail(id: string) {
      const row = await birds.find(id);
      if (!row) throw new HttpError(404, BIRD_NOT_FOUND);
      const similar = await birds.findByIds(row.similar);
      const byId = new Map(similar.map((s) => [s.id, s]));
      // An uploaded replacement (the office) comes before the default drawing.
      const drawing = row.drawing ?? birdDrawingUrl(row.id);
      return {
        id: row.id,
        name: row.name,
        image: drawing,
        drawing,
        tip: row.tip,
        scientificName: row.scientificName,
        habitatNote: row.habitatNote,
        sounds: row.sound ? [{ file: row.sound }] : [],
        drawings: row.plumages
          .map((p) => ({
            image: plumageDrawingUrl(row.id, p.form, p.plumage),
            form: p.form,
            plumage: p.plumage ?? '',
          }))
          .filter((d) => d.image !== ''),
        video: row.video,
        videothumb: row.videothumb,
        videoplaylist: row.videoplaylist,
        // A credit only where its file is an upload: the default drawings are the project's own.
        credits: {
          drawing: (row.drawing && row.credits.drawing) || null,
          sound: (row.sound && row.credits.sound) || null,
          video: (row.video && row.credits.video) || null,
        },
        // In the order the data lists them; ids of deleted species are left out.
        similarto: row.similar
          .map((sid) => byId.get(sid))
          .filter((s) => s !== undefined)
          .map((s) => ({ id: s.id, name: s.name, image: birdDrawingUrl(s.id) })),
      };
    },

    async tips() {
      return (await birds.listTips()).map(toTip);
    },

    async tip(id: number) {
      const tip = await birds.findTip(id);
      if (!tip) throw new HttpError(404, TIP_NOT_FOUND);
      return toTip(tip);
    },

    /**
     * The count form's birds as `/cdn/tvtBirds.json` and the count page's boot data carry them:
     * in the form's order, an uploaded replacement (the office) before the default drawing,
     * 'Niet herkend' last.
     */
    async countBirds(): Promise<CountBirdsFile['data']> {
      const birds = await lists.countBirds();
      return [
        ...birds.map(({ drawing, ...b }) => ({ ...b, image: drawing ?? birdDrawingUrl(b.id) })),
        { ...UNRECOGNISED_BIRD },
      ];
    },
  };
}

interface TipRow {
  id: number;
  title: string;
  text: string;
  name: string;
  birdId: string;
  image: string | null;
}

function toTip(tip: TipRow) {
  return {
    id: tip.id,
    title: tip.title,
    text: tip.text,
    // The office's uploaded image, else the drawing of the tip's bird.
    image: tip.image ?? birdDrawingUrl(tip.birdId),
    name: tip.name,
  };
}

export type BirdService = ReturnType<typeof createBirdService>;
