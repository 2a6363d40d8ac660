import { fileURLToPath } from 'node:url';
import type { GraphModel } from '@tensorflow/tfjs-converter';
import { loadGraphModel } from '@tensorflow/tfjs-converter';
import sharp from 'sharp';
import { memoryHandler, readModelArtifacts, tensorflow } from './tf-runtime.ts';
import type { Box, PreparedImage } from './types.ts';

/** COCO class index of 'bird' in the detector's 80 labels (person 0 … bench 13, bird 14). */
export const COCO_BIRD = 14;
/** A detection below this score is not reported as a bird (measured: bench/recognition.ts). */
export const BIRD_MIN_SCORE = 0.3;
const INPUT_SIZE = 512;

export interface Detection {
  classId: number;
  score: number;
  box: Box;
}

/**
 * CenterNet (MobileNetV3 backbone, COCO's 80 classes), kept in the repository
 * (apps/api/models/centernet/README.md says where it comes from), so it works offline.
 */
export function centerNetPath(): string {
  return fileURLToPath(new URL('../../../models/centernet/centernet.json', import.meta.url));
}

let model: Promise<GraphModel> | undefined;

function loadDetector(): Promise<GraphModel> {
  model ??= (async () => {
    await tensorflow();
    return loadGraphModel(memoryHandler(await readModelArtifacts(centerNetPath())));
  })();
  // A failed load is retried by the next request rather than cached for the process's life.
  model.catch(() => {
    model = undefined;
  });
  return model;
}

const clamp01 = (v: number) => Math.min(1, Math.max(0, v));

/** Every detection of the photo, best first (the model's own non-maximum suppression). */
export async function detectObjects(image: PreparedImage): Promise<Detection[]> {
  const [tf, detector] = await Promise.all([tensorflow(), loadDetector()]);
  // Letterboxed, not stretched: on the bench photos this finds clearly more birds (README.md).
  const scale = Math.min(INPUT_SIZE / image.width, INPUT_SIZE / image.height);
  const shown = { width: image.width * scale, height: image.height * scale };
  const pad = { x: (INPUT_SIZE - shown.width) / 2, y: (INPUT_SIZE - shown.height) / 2 };
  const pixels = await sharp(image.rgb, {
    raw: { width: image.width, height: image.height, channels: 3 },
  })
    .resize(INPUT_SIZE, INPUT_SIZE, { fit: 'contain', background: '#ffffff' })
    .raw()
    .toBuffer();
  // The model takes 0–255 RGB floats (as in its source project), no normalisation.
  const input = tf.tensor4d(Float32Array.from(pixels), [1, INPUT_SIZE, INPUT_SIZE, 3]);
  const toPhotoX = (v: number) => clamp01((v - pad.x) / shown.width);
  const toPhotoY = (v: number) => clamp01((v - pad.y) / shown.height);
  try {
    const output = detector.execute(input, 'tower_0/detections') as ReturnType<typeof tf.tensor>;
    const rows = (await output.array()) as number[][][];
    output.dispose();
    return (rows[0] ?? [])
      .map(([x1 = 0, y1 = 0, x2 = 0, y2 = 0, score = 0, classId = -1]) => {
        const left = toPhotoX(x1);
        const top = toPhotoY(y1);
        return {
          classId: Math.round(classId),
          score,
          box: { x: left, y: top, width: toPhotoX(x2) - left, height: toPhotoY(y2) - top },
        };
      })
      .filter((d) => d.box.width > 0 && d.box.height > 0 && Number.isFinite(d.score))
      .sort((a, b) => b.score - a.score);
  } finally {
    input.dispose();
  }
}

/** The birds in the photo scoring at least `minScore`, best first. */
export async function detectBirds(
  image: PreparedImage,
  minScore: number = BIRD_MIN_SCORE,
): Promise<Detection[]> {
  return (await detectObjects(image)).filter((d) => d.classId === COCO_BIRD && d.score >= minScore);
}
