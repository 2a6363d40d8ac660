import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type ModerationQueueResponse, moderationQueueResponse } from '@tvt/contract/office';
import { requestJson } from '#shared/http/index.ts';
import { officeUrl } from '../office-common/index.ts';

export type ModerationState = 'waiting' | 'accepted' | 'excluded';
export const PAGE_SIZE = 25;

/** `GET /api/office/v1/moderation/queue`: one page of flagged counts in one state. */
export function fetchModerationQueue(
  state: ModerationState,
  page: number,
  signal?: AbortSignal,
): Promise<ModerationQueueResponse> {
  const query = { state, limit: PAGE_SIZE, offset: page * PAGE_SIZE };
  return requestJson(officeUrl('moderation/queue', query), moderationQueueResponse, { signal });
}

export const moderationQueueQuery = (state: ModerationState, page: number) =>
  queryOptions({
    queryKey: ['office', 'moderation', 'queue', state, page],
    queryFn: ({ signal }) => fetchModerationQueue(state, page, signal),
    placeholderData: keepPreviousData,
    refetchInterval: 30_000,
  });

export function useModerationQueue(state: ModerationState, page: number) {
  return useQuery(moderationQueueQuery(state, page));
}
