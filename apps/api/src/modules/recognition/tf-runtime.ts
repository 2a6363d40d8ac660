import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import * as tf from '@tensorflow/tfjs-core';
import '@tensorflow/tfjs-backend-cpu';
import { setWasmPaths } from '@tensorflow/tfjs-backend-wasm';
import type { io } from '@tensorflow/tfjs-core';

const require = createRequire(import.meta.url);

let ready: Promise<typeof tf> | undefined;

/**
 * TF.js on the WebAssembly backend (its .wasm files ship inside the npm package, so nothing is
 * downloaded), falling back to the plain JavaScript backend. Initialised once per process.
 */
export function tensorflow(): Promise<typeof tf> {
  ready ??= (async () => {
    setWasmPaths(`${dirname(require.resolve('@tensorflow/tfjs-backend-wasm'))}/`);
    const wasm = await tf.setBackend('wasm').catch(() => false);
    if (!wasm) await tf.setBackend('cpu');
    await tf.ready();
    return tf;
  })();
  return ready;
}

interface ModelJson {
  format?: string;
  modelTopology: unknown;
  weightsManifest: { paths: string[]; weights: io.WeightsManifestEntry[] }[];
  signature?: unknown;
  userDefinedMetadata?: Record<string, object>;
}

/**
 * Reads a TF.js model (model.json plus its weight files beside it) from disk into the artifacts
 * the converter and layers loaders take; no fetch, so it works offline and on any path.
 */
export async function readModelArtifacts(modelJsonPath: string): Promise<io.ModelArtifacts> {
  const json = JSON.parse(await readFile(modelJsonPath, 'utf8')) as ModelJson;
  const folder = dirname(modelJsonPath);
  const weightSpecs: io.WeightsManifestEntry[] = [];
  const buffers: Buffer[] = [];
  for (const group of json.weightsManifest) {
    weightSpecs.push(...group.weights);
    for (const path of group.paths) buffers.push(await readFile(join(folder, path)));
  }
  const all = Buffer.concat(buffers);
  return {
    modelTopology: json.modelTopology as io.ModelArtifacts['modelTopology'],
    weightSpecs,
    weightData: all.buffer.slice(all.byteOffset, all.byteOffset + all.byteLength),
    ...(json.format ? { format: json.format } : {}),
    ...(json.signature ? { signature: json.signature } : {}),
    ...(json.userDefinedMetadata ? { userDefinedMetadata: json.userDefinedMetadata } : {}),
  };
}

/** An IOHandler over artifacts already in memory. */
export function memoryHandler(artifacts: io.ModelArtifacts): io.IOHandler {
  return { load: () => Promise.resolve(artifacts) };
}
