import { useQuery } from '@tanstack/react-query';
import { type ModerationPersonalResponse, moderationPersonalResponse } from '@tvt/contract/office';
import { requestJson } from '#shared/http/index.ts';
import { officeUrl } from '../office-common/index.ts';

/** `GET /api/office/v1/moderation/counts/:id/personal` (admin): the count's personal part. */
export function fetchModerationPersonal(
  tellingUUID: string,
  signal?: AbortSignal,
): Promise<ModerationPersonalResponse> {
  return requestJson(
    officeUrl(`moderation/counts/${encodeURIComponent(tellingUUID)}/personal`),
    moderationPersonalResponse,
    { signal },
  );
}

/** Only fetched once an admin asks for it (`enabled`); never kept after the page goes. */
export function useModerationPersonal(tellingUUID: string, enabled: boolean) {
  return useQuery({
    queryKey: ['office', 'moderation', 'personal', tellingUUID],
    queryFn: ({ signal }) => fetchModerationPersonal(tellingUUID, signal),
    enabled,
    gcTime: 0,
    staleTime: 0,
  });
}
