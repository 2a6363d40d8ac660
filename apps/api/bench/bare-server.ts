import { createServer } from 'node:http';

/**
 * The baseline of `bench:reads`: bare Node `http` in its own process, answering each known URL
 * with the exact bytes and content type the real server gave for it. The bench sends the answers
 * over IPC, then the port to listen on.
 */
interface Answer {
  url: string;
  contentType: string;
  body: string;
}

const answers = new Map<string, { contentType: string; body: Buffer }>();
const server = createServer((request, response) => {
  const answer = answers.get(request.url ?? '');
  if (!answer) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, {
    'content-type': answer.contentType,
    'content-length': answer.body.length,
  });
  response.end(answer.body);
});

process.on('message', (message: { answers: Answer[]; port: number }) => {
  for (const a of message.answers) {
    answers.set(a.url, { contentType: a.contentType, body: Buffer.from(a.body, 'base64') });
  }
  server.listen(message.port, '127.0.0.1', () => process.send?.('listening'));
});
process.on('disconnect', () => process.exit(0));
