import { useMutation } from '@tanstack/react-query';
import { reminderTestResponse } from '@tvt/contract/office';
import { requestJson } from '#shared/http/index.ts';
import { officeUrl } from '../office-common/index.ts';
import type { ReminderInput } from './save-reminder.ts';

/** `POST {office}/reminder/test`: the reminder as written, to the office member alone. */
export async function sendTestMail(input: ReminderInput): Promise<string> {
  const answer = await requestJson(officeUrl('reminder/test'), reminderTestResponse, {
    method: 'POST',
    json: input,
  });
  return answer.data.sentTo;
}

export function useSendTestMail() {
  return useMutation({ mutationFn: sendTestMail });
}
