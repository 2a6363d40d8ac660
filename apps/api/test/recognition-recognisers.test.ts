import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../src/env.ts';
import { buildChain, NoRecogniserAnswered, runChain } from '../src/modules/recognition/chain.ts';
import { prepareImage } from '../src/modules/recognition/prepare-image.ts';
import { createExternalRecogniser } from '../src/modules/recognition/recognisers/external.ts';
import { createLocalModelRecogniser } from '../src/modules/recognition/recognisers/local-model.ts';
import type { PreparedImage, Recogniser } from '../src/modules/recognition/types.ts';
import {
  sendJson,
  solidJpeg,
  startRecognitionService,
  writeTinyModel,
} from './recognition-fixtures.ts';

const log = pino({ level: 'silent' });
let photo: PreparedImage;
beforeAll(async () => {
  photo = await prepareImage(await solidJpeg('#faed29'));
});

describe('external recognition service', () => {
  const answer = {
    birdFound: true,
    box: { x: 0.1, y: 0.2, width: 0.5, height: 0.4 },
    species: [{ id: 'koolmees', confidence: 0.81 }],
  };
  let service: Awaited<ReturnType<typeof startRecognitionService>>;
  let reply: (response: Parameters<typeof sendJson>[0]) => void = (r) => sendJson(r, 200, answer);
  beforeAll(async () => {
    service = await startRecognitionService((_req, res) => reply(res));
  });
  afterAll(async () => {
    await service?.close();
  });

  it('sends the photo as JPEG with the key and reads the documented answer', async () => {
    reply = (r) => sendJson(r, 200, answer);
    const recogniser = createExternalRecogniser({
      url: service.url,
      key: 'geheim',
      timeoutMs: 5000,
    });
    const result = await recogniser.analyse(photo);
    expect(result).toEqual({ birdFound: true, guesses: answer.species, box: answer.box });
    const request = service.seen.at(-1);
    expect(request?.method).toBe('POST');
    expect(request?.headers.authorization).toBe('Bearer geheim');
    expect(request?.headers['content-type']).toBe('image/jpeg');
    expect([...(request?.body.subarray(0, 3) ?? [])]).toEqual([0xff, 0xd8, 0xff]);
  });

  it('fails on an error status, an answer in another shape, or a timeout', async () => {
    const recogniser = createExternalRecogniser({
      url: service.url,
      key: undefined,
      timeoutMs: 300,
    });
    reply = (r) => sendJson(r, 503, { error: 'busy' });
    await expect(recogniser.analyse(photo)).rejects.toThrow(/503/);
    reply = (r) => sendJson(r, 200, { birds: ['koolmees'] });
    await expect(recogniser.analyse(photo)).rejects.toThrow();
    reply = (r) => setTimeout(() => sendJson(r, 200, answer), 1500);
    await expect(recogniser.analyse(photo)).rejects.toThrow();
    expect(service.seen.at(-1)?.headers.authorization).toBeUndefined();
  });
});

describe('local model file', () => {
  it('classifies with the model and maps outputs to species through the labels', async () => {
    const files = await writeTinyModel([null, 'koolmees', 'merel']);
    const recogniser = createLocalModelRecogniser(files);
    const yellow = await recogniser.analyse(photo);
    expect(yellow.birdFound).toBe(true);
    expect(yellow.guesses[0]?.id).toBe('koolmees');
    expect(yellow.guesses[0]?.confidence).toBeGreaterThan(0.9);
    const black = await recogniser.analyse(await prepareImage(await solidJpeg('#000000')));
    expect(black.guesses[0]?.id).toBe('merel');
    const sky = await recogniser.analyse(await prepareImage(await solidJpeg('#0000ff')));
    expect(sky).toEqual({ birdFound: false, guesses: [] });
  });

  it('cannot tell whether there is a bird without a "no bird" label', async () => {
    const files = await writeTinyModel(['vink', 'koolmees', 'merel']);
    const result = await createLocalModelRecogniser(files).analyse(photo);
    expect(result.birdFound).toBeNull();
    expect(result.guesses[0]?.id).toBe('koolmees');
  });

  it('fails when the labels do not match the outputs', async () => {
    const files = await writeTinyModel(['koolmees', 'merel']);
    await expect(createLocalModelRecogniser(files).analyse(photo)).rejects.toThrow(/labels/);
  });
});

describe('the chain', () => {
  const names = (env: Record<string, string>) =>
    buildChain(parseEnv(env).recognition).map((r) => r.name);

  it('puts the external service first, then the model, and always the built-in detector last', () => {
    expect(names({})).toEqual(['detector']);
    expect(names({ RECOGNITION_MODEL_PATH: '/m.json' })).toEqual(['detector']);
    expect(
      names({ RECOGNITION_MODEL_PATH: '/m.json', RECOGNITION_LABELS_PATH: '/l.json' }),
    ).toEqual(['model', 'detector']);
    expect(
      names({
        RECOGNITION_URL: 'http://127.0.0.1:1/x',
        RECOGNITION_MODEL_PATH: '/m.json',
        RECOGNITION_LABELS_PATH: '/l.json',
      }),
    ).toEqual(['external', 'model', 'detector']);
  });

  const fixed = (name: Recogniser['name'], outcome: 'ok' | 'fail'): Recogniser => ({
    name,
    analyse: () =>
      outcome === 'ok'
        ? Promise.resolve({ birdFound: true, guesses: [{ id: name, confidence: 0.5 }] })
        : Promise.reject(new Error(`${name} down`)),
  });

  it('lets the first recogniser that answers win and skips failing ones', async () => {
    const first = await runChain([fixed('external', 'ok'), fixed('detector', 'ok')], photo, log);
    expect(first.method).toBe('external');
    const skipped = await runChain([fixed('external', 'fail'), fixed('model', 'ok')], photo, log);
    expect(skipped.method).toBe('model');
    await expect(runChain([fixed('detector', 'fail')], photo, log)).rejects.toBeInstanceOf(
      NoRecogniserAnswered,
    );
  });
});
