export { DEFAULT_TIMEOUT_MS, type RequestOptions, requestBlob, requestTrusted } from './request.ts';
export { requestJson } from './request-json.ts';
export { HttpError, type HttpErrorKind, dutchMessage } from './http-error.ts';
export { joinUrl, serviceUrl } from './url.ts';
