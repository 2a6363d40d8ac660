import { mkdtemp, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as tf from '@tensorflow/tfjs-core';
import { layers, sequential } from '@tensorflow/tfjs-layers';
import sharp from 'sharp';
import { tensorflow } from '../src/modules/recognition/tf-runtime.ts';

/** A photo of one colour, as JPEG bytes. */
export function solidJpeg(colour: string, width = 320, height = 240) {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
}

/**
 * A tiny TF.js layers classifier written to disk as model.json + weights.bin: the mean colour
 * of an 8×8 photo decides between "no bird" (blue), koolmees (yellow) and merel (black).
 */
export async function writeTinyModel(labels: (string | null)[]) {
  await tensorflow();
  const model = sequential({
    layers: [
      layers.globalAveragePooling2d({ inputShape: [8, 8, 3] }),
      layers.dense({ units: 3, activation: 'softmax' }),
    ],
  });
  model.layers[1]?.setWeights([
    tf.tensor2d(
      [
        [0, 5, -5],
        [0, 5, -5],
        [10, 0, -5],
      ],
      [3, 3],
    ),
    tf.tensor1d([0, 0, 4]),
  ]);
  const folder = await mkdtemp(join(tmpdir(), 'tvt-model-'));
  await model.save(
    tf.io.withSaveHandler(async (artifacts) => {
      const weights = Buffer.from(artifacts.weightData as ArrayBuffer);
      await writeFile(join(folder, 'weights.bin'), weights);
      await writeFile(
        join(folder, 'model.json'),
        JSON.stringify({
          format: 'layers-model',
          modelTopology: artifacts.modelTopology,
          weightsManifest: [{ paths: ['weights.bin'], weights: artifacts.weightSpecs }],
        }),
      );
      return { modelArtifactsInfo: { dateSaved: new Date(), modelTopologyType: 'JSON' } };
    }),
  );
  await writeFile(join(folder, 'labels.json'), JSON.stringify(labels));
  return { modelPath: join(folder, 'model.json'), labelsPath: join(folder, 'labels.json') };
}

export interface SeenRequest {
  method: string | undefined;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

/** A local stand-in for the third-party recognition service; `answer` decides each reply. */
export async function startRecognitionService(
  answer: (request: SeenRequest, response: ServerResponse) => void,
) {
  const seen: SeenRequest[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => {
      const entry = {
        method: request.method,
        headers: request.headers,
        body: Buffer.concat(chunks),
      };
      seen.push(entry);
      answer(entry, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/recognise`,
    seen,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export function sendJson(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}
