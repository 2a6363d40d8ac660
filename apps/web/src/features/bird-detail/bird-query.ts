import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchJson, HttpError } from '../config/fetch-json.ts';
import { serviceUrl, type RuntimeConfig } from '../config/runtime-config.ts';
import { isRecord, str as readString } from '../config/read-json.ts';

export interface BirdDrawing {
  image: string;
  form: string;
  plumage: string;
}

export interface SimilarBird {
  id: string;
  name: string;
  image: string;
}

/** Spec 3 "Bird detail". Absent fields are '' or [] so every section can test for presence. */
export interface BirdDetail {
  id: string;
  name: string;
  image: string;
  drawing: string;
  tip: string;
  /** '' when the answer has none (an older server). */
  scientificName: string;
  habitatNote: string;
  sounds: string[];
  drawings: BirdDrawing[];
  video: string;
  videothumb: string;
  videoplaylist: string;
  similarto: SimilarBird[];
}

/** Texts edited by the organisation: surrounding white space is not content. */
const str = (v: unknown): string => readString(v).trim();
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

export function parseBirdDetail(raw: unknown): BirdDetail {
  const root = isRecord(raw) ? raw : {};
  const b = isRecord(root.data) ? root.data : root;
  return {
    id: str(b.id),
    name: str(b.name),
    image: str(b.image),
    drawing: str(b.drawing),
    tip: str(b.tip),
    scientificName: str(b.scientificName),
    habitatNote: str(b.habitatNote),
    sounds: list(b.sounds)
      .map((s) => (isRecord(s) ? str(s.file) : str(s)))
      .filter((s) => s !== ''),
    drawings: list(b.drawings)
      .filter(isRecord)
      .map((d) => ({ image: str(d.image), form: str(d.form), plumage: str(d.plumage) }))
      .filter((d) => d.image !== ''),
    video: str(b.video),
    videothumb: str(b.videothumb),
    videoplaylist: str(b.videoplaylist),
    similarto: list(b.similarto)
      .filter(isRecord)
      .map((s) => ({ id: str(s.id), name: str(s.name), image: str(s.image) }))
      .filter((s) => s.id !== ''),
  };
}

/** The bird, or null for an unknown id (404 'Vogel niet gevonden'). */
export async function fetchBird(
  config: RuntimeConfig,
  id: string,
  signal?: AbortSignal,
): Promise<BirdDetail | null> {
  try {
    const raw = await fetchJson(
      serviceUrl(config.services.bird, `birds/${encodeURIComponent(id)}`, config.source),
      signal,
    );
    return parseBirdDetail(raw);
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  }
}

export const birdQuery = (config: RuntimeConfig | undefined, id: string) =>
  queryOptions({
    queryKey: ['bird', config?.services.bird, id],
    queryFn: ({ signal }) => (config ? fetchBird(config, id, signal) : Promise.resolve(null)),
    enabled: config !== undefined && id !== '',
    staleTime: 5 * 60_000,
  });

export function useBird(config: RuntimeConfig | undefined, id: string) {
  return useQuery(birdQuery(config, id));
}
