import type { Socket } from 'node:net';

export const CLIENT_ERROR_MESSAGE = 'Dit verzoek is niet te lezen.';

/** Node's parser codes for which HTTP has a more exact status than 400. */
const STATUS_BY_CODE: Record<string, number> = {
  HPE_HEADER_OVERFLOW: 431,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
};

/**
 * What a request Node's HTTP parser refuses before Fastify sees it gets (a header with control
 * characters, a broken request line): the same status Fastify would send, with a Dutch answer
 * instead of its English 'Client Error'. Nothing else ran, so nothing was stored.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (!socket.writable) return;
  const status = STATUS_BY_CODE[error.code ?? ''] ?? 400;
  const body = JSON.stringify({ message: CLIENT_ERROR_MESSAGE });
  socket.end(
    `HTTP/1.1 ${status} ${status === 400 ? 'Bad Request' : 'Client Error'}\r\n` +
      `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `Connection: close\r\n\r\n${body}`,
  );
}
