import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type ModerationDecisionResponse,
  type moderationDecisionBody,
  moderationDecisionResponse,
} from '@tvt/contract/office';
import type { z } from 'zod';
import { requestJson } from '#shared/http/index.ts';
import { officeUrl } from '../office-common/index.ts';

export type ModerationDecision = z.input<typeof moderationDecisionBody>;

/** `POST /api/office/v1/moderation/decisions`: accept, or exclude with a reason. */
export function decideModeration(body: ModerationDecision): Promise<ModerationDecisionResponse> {
  return requestJson(officeUrl('moderation/decisions'), moderationDecisionResponse, {
    method: 'POST',
    json: body,
  });
}

export function useModerationDecision() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: decideModeration,
    onSuccess: () => client.invalidateQueries({ queryKey: ['office', 'moderation'] }),
  });
}
