import { queryOptions, useQuery } from '@tanstack/react-query';
import { type BirdDetailResponse, birdDetailResponse } from '@tvt/contract';
import { HttpError, requestJson, serviceUrl } from '#shared/http/index.ts';
import type { RuntimeConfig } from '#shared/config/runtime-config.ts';

type Answer = BirdDetailResponse['data'];
export type BirdDrawing = Answer['drawings'][number];
export type SimilarBird = Answer['similarto'][number];

/** Spec 3 "Bird detail". Absent media and notes are '' and sounds plain files, so every section can test for presence. */
export type BirdDetail = Omit<
  Answer,
  'sounds' | 'video' | 'videothumb' | 'videoplaylist' | 'habitatNote'
> & {
  habitatNote: string;
  sounds: string[];
  video: string;
  videothumb: string;
  videoplaylist: string;
};

export function birdDetailOf({ data }: BirdDetailResponse): BirdDetail {
  return {
    ...data,
    sounds: data.sounds.map((s) => s.file).filter((file) => file !== ''),
    video: data.video ?? '',
    videothumb: data.videothumb ?? '',
    videoplaylist: data.videoplaylist ?? '',
    habitatNote: data.habitatNote ?? '',
  };
}

/** The bird, or null for an unknown id (404 'Vogel niet gevonden'). */
export async function fetchBird(
  config: RuntimeConfig,
  id: string,
  signal?: AbortSignal,
): Promise<BirdDetail | null> {
  try {
    return birdDetailOf(
      await requestJson(
        serviceUrl(config.services.bird, `birds/${encodeURIComponent(id)}`, config.source),
        birdDetailResponse,
        { signal },
      ),
    );
  } catch (error) {
    if (error instanceof HttpError && error.kind === 'refused' && error.status === 404) return null;
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
