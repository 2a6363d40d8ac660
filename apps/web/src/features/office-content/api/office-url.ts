export { officeUrl } from '../../office-common/index.ts';

/** A file as the office endpoints take it: multipart, field `file`. */
export function fileForm(file: File): FormData {
  const form = new FormData();
  form.append('file', file);
  return form;
}
