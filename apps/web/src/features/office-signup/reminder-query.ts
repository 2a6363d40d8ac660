import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ReminderOverview, reminderOverviewResponse } from '@tvt/contract/office';
import { requestJson } from '#shared/http/index.ts';
import { officeUrl } from '../office-common/index.ts';

/** `GET {office}/reminder`: the reminder of the current campaign and its sign-up figures. */
export async function fetchReminder(signal?: AbortSignal): Promise<ReminderOverview> {
  return (await requestJson(officeUrl('reminder'), reminderOverviewResponse, { signal })).data;
}

export const reminderQuery = queryOptions({
  queryKey: ['office', 'reminder'],
  queryFn: ({ signal }) => fetchReminder(signal),
});

export function useReminder() {
  return useQuery(reminderQuery);
}
