import { createServer } from 'node:http';

/**
 * The baseline of `bench:reads` and `bench:results`: bare Node `http` in its own process,
 * answering each known URL with the exact bytes the real server gave for it: its status line,
 * its headers (a request id of the same shape, counted here) and its body. With
 * BENCH_BARE=body only the body and its content type go out, as before decision 056. The bench
 * sends the answers over IPC, then the port to listen on.
 */
interface Answer {
  url: string;
  /** Flat name, value list of the real answer's headers, without those Node adds itself. */
  headers: string[];
  body: string;
}

const bodyOnly = process.env.BENCH_BARE === 'body';

/** Where `name` stands in a flat name, value list, or -1. */
const indexOfHeader = (headers: string[], name: string) =>
  headers.findIndex((h, i) => i % 2 === 0 && h.toLowerCase() === name);

const answers = new Map<string, { headers: string[]; idAt: number; body: Buffer }>();
let lastId = 0;
const server = createServer((request, response) => {
  const answer = answers.get(request.url ?? '');
  if (!answer) {
    response.writeHead(404).end();
    return;
  }
  let headers = answer.headers;
  if (answer.idAt >= 0) {
    headers = [...headers];
    lastId += 1;
    headers[answer.idAt] = `bench0000000-${lastId.toString(36)}`;
  }
  response.writeHead(200, headers);
  response.end(answer.body);
});
// What the real server sets, so that `Keep-Alive: timeout=72` is the same bytes too.
server.keepAliveTimeout = 72_000;

process.on('message', (message: { answers: Answer[]; port: number }) => {
  for (const a of message.answers) {
    const body = Buffer.from(a.body, 'base64');
    const typeAt = indexOfHeader(a.headers, 'content-type');
    const type = typeAt < 0 ? '' : a.headers[typeAt + 1]!;
    const headers = bodyOnly
      ? ['content-type', type, 'content-length', String(body.length)]
      : a.headers;
    const id = indexOfHeader(headers, 'x-request-id');
    answers.set(a.url, { headers, idAt: id < 0 ? -1 : id + 1, body });
  }
  server.listen(message.port, '127.0.0.1', () => process.send?.('listening'));
});
process.on('disconnect', () => process.exit(0));
