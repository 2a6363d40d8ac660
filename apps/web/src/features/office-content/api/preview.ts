import { useMutation } from '@tanstack/react-query';
import { officeTextResponse } from '@tvt/contract/office';
import { requestJson } from '#shared/http/index.ts';
import { officeUrl } from './office-url.ts';

/** `POST …/content/preview`: the HTML as publishing would store it (nothing is saved). */
export async function previewHtml(content: string): Promise<string> {
  const url = officeUrl('content/preview');
  return (await requestJson(url, officeTextResponse, { method: 'POST', json: { content } })).data
    .content;
}

export const usePreviewHtml = () => useMutation({ mutationFn: previewHtml });
