import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reminderOverviewResponse } from '@tvt/contract/office';
import type { z } from 'zod';
import type { reminderBody } from '@tvt/contract/office';
import { requestJson } from '#shared/http/index.ts';
import { officeUrl } from '../office-common/index.ts';
import { reminderQuery } from './reminder-query.ts';

export type ReminderInput = z.input<typeof reminderBody>;

/** `PUT {office}/reminder`: the text, and whether it goes out at the phase 2 start. */
export async function saveReminder(input: ReminderInput) {
  return (
    await requestJson(officeUrl('reminder'), reminderOverviewResponse, {
      method: 'PUT',
      json: input,
    })
  ).data;
}

export function useSaveReminder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveReminder,
    onSuccess: (data) => client.setQueryData(reminderQuery.queryKey, data),
  });
}
