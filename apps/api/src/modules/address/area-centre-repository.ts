import { sql } from 'drizzle-orm';
import type { CoordinatePrecision } from '@tvt/domain';
import type { Db } from '../../db/database.ts';
import { address } from '../../db/schema/index.ts';

/** The centre of an area and how far its addresses lie from it. */
export interface AreaCentre {
  latitude: number;
  longitude: number;
  /** Half the diagonal of the area's addresses' bounding box, rounded up to 100 m. */
  uncertaintyMeters: number;
}

const METERS_PER_DEGREE = 111_320;
/** An area with fewer addresses gets no centre: its mean could point at one home. */
export const MIN_AREA_ADDRESSES = 5;

function centreOf(r: {
  lat: number;
  lng: number;
  minLat: number;
  maxLat: number;
  minLng: number;
  maxLng: number;
}): AreaCentre {
  const dy = (r.maxLat - r.minLat) * METERS_PER_DEGREE;
  const dx = (r.maxLng - r.minLng) * METERS_PER_DEGREE * Math.cos((r.lat * Math.PI) / 180);
  return {
    // Five decimals is about a metre: more would claim a precision the centre does not have.
    latitude: Math.round(r.lat * 1e5) / 1e5,
    longitude: Math.round(r.lng * 1e5) / 1e5,
    uncertaintyMeters: Math.max(100, Math.ceil(Math.hypot(dx, dy) / 2 / 100) * 100),
  };
}

/**
 * Area centres from the BAG address table (this module owns it), for the research export: per postcode-4 area or per CBS municipality code, the
 * mean position of its addresses. One grouped read per export (about 4,000 postcode areas or
 * 342 municipalities), so memory stays small whatever the campaign's size.
 */
export function createAreaCentreRepository(db: Db) {
  return {
    async centres(precision: CoordinatePrecision): Promise<Map<string, AreaCentre>> {
      if (precision === 'none') return new Map();
      const key =
        precision === 'pc4'
          ? sql`left(${address.postalCode}, 4)`
          : sql`'GM' || ${address.municipalityCode}`;
      const result = await db.execute(sql`
        select ${key} as area, avg(${address.latitude}) as lat, avg(${address.longitude}) as lng,
          min(${address.latitude}) as "minLat", max(${address.latitude}) as "maxLat",
          min(${address.longitude}) as "minLng", max(${address.longitude}) as "maxLng"
        from ${address} group by 1 having count(*) >= ${MIN_AREA_ADDRESSES}`);
      const rows = (result as { rows: Record<string, unknown>[] }).rows;
      return new Map(
        rows.map((r) => [
          String(r.area),
          centreOf({
            lat: Number(r.lat),
            lng: Number(r.lng),
            minLat: Number(r.minLat),
            maxLat: Number(r.maxLat),
            minLng: Number(r.minLng),
            maxLng: Number(r.maxLng),
          }),
        ]),
      );
    },
  };
}

export type AreaCentreRepository = ReturnType<typeof createAreaCentreRepository>;
