import { readFile } from 'node:fs/promises';
import { loadGraphModel } from '@tensorflow/tfjs-converter';
import type { Tensor } from '@tensorflow/tfjs-core';
import { loadLayersModel } from '@tensorflow/tfjs-layers';
import sharp from 'sharp';
import { z } from 'zod';
import { memoryHandler, readModelArtifacts, tensorflow } from '../tf-runtime.ts';
import type { PreparedImage, Recognition, Recogniser } from '../types.ts';

/** Output i of the model is labels[i]: a species id, or null for a "no bird" class. */
export const labelsFile = z.array(z.string().min(1).max(100).nullable()).min(1);

/** Suggestions under this probability are noise. */
const MIN_PROBABILITY = 0.05;

interface Classifier {
  predict(input: Tensor): Tensor;
  inputShape: number[];
}

async function loadClassifier(modelPath: string): Promise<Classifier> {
  await tensorflow();
  const artifacts = await readModelArtifacts(modelPath);
  if (artifacts.format === 'graph-model') {
    const graph = await loadGraphModel(memoryHandler(artifacts));
    const shape = graph.inputs[0]?.shape ?? [];
    return { predict: (input) => graph.predict(input) as Tensor, inputShape: shape };
  }
  const layers = await loadLayersModel(memoryHandler(artifacts));
  const shape = (layers.inputs[0]?.shape ?? []).map((d) => d ?? 1);
  return { predict: (input) => layers.predict(input) as Tensor, inputShape: shape };
}

function toProbabilities(values: number[]): number[] {
  const sum = values.reduce((a, b) => a + b, 0);
  if (values.every((v) => v >= 0) && Math.abs(sum - 1) < 0.01) return values;
  // Logits: softmax.
  const max = Math.max(...values);
  const exps = values.map((v) => Math.exp(v - max));
  const total = exps.reduce((a, b) => a + b, 0);
  return exps.map((e) => e / total);
}

/**
 * An image classifier in TF.js format (layers or graph model.json with its weight files) and a
 * labels file mapping each output to a species id. The whole photo goes in, resized to the
 * model's input size, RGB scaled to 0–1.
 */
export function createLocalModelRecogniser(options: {
  modelPath: string;
  labelsPath: string;
}): Recogniser {
  let loaded: Promise<{ classifier: Classifier; labels: (string | null)[] }> | undefined;
  const load = () => {
    loaded ??= (async () => {
      const labels = labelsFile.parse(JSON.parse(await readFile(options.labelsPath, 'utf8')));
      return { classifier: await loadClassifier(options.modelPath), labels };
    })();
    loaded.catch(() => {
      loaded = undefined;
    });
    return loaded;
  };
  return {
    name: 'model',
    async analyse(image: PreparedImage): Promise<Recognition> {
      const [tf, { classifier, labels }] = await Promise.all([tensorflow(), load()]);
      const [, height = 224, width = 224] = classifier.inputShape;
      const pixels = await sharp(image.rgb, {
        raw: { width: image.width, height: image.height, channels: 3 },
      })
        .resize(width, height, { fit: 'fill' })
        .raw()
        .toBuffer();
      const input = tf.tidy(() =>
        tf.div(tf.tensor4d(Float32Array.from(pixels), [1, height, width, 3]), 255),
      );
      const output = classifier.predict(input);
      const values = Array.from(await output.data());
      tf.dispose([input, output]);
      if (values.length !== labels.length) {
        throw new Error(`model has ${values.length} outputs, labels file ${labels.length}`);
      }
      const probabilities = toProbabilities(values);
      const hasNoBirdClass = labels.includes(null);
      const birdProbability = probabilities.reduce((s, p, i) => (labels[i] ? s + p : s), 0);
      const birdFound = hasNoBirdClass ? birdProbability >= 0.5 : null;
      if (birdFound === false) return { birdFound, guesses: [] };
      const guesses = probabilities
        .flatMap((p, i) => {
          const id = labels[i];
          return id && p >= MIN_PROBABILITY ? [{ id, confidence: p }] : [];
        })
        .sort((a, b) => b.confidence - a.confidence);
      return { birdFound, guesses };
    },
  };
}
