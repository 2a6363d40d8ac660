import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../env.ts';
import { createDetectorRecogniser } from './recognisers/detector.ts';
import { createExternalRecogniser } from './recognisers/external.ts';
import { createLocalModelRecogniser } from './recognisers/local-model.ts';
import type { PreparedImage, Recognition, Recogniser } from './types.ts';

/**
 * The recognisers in order of preference: the external service and the local model when
 * configured, and always the built-in detector last.
 */
export function buildChain(config: Config['recognition']): Recogniser[] {
  const chain: Recogniser[] = [];
  if (config.url) {
    chain.push(
      createExternalRecogniser({ url: config.url, key: config.key, timeoutMs: config.timeoutMs }),
    );
  }
  if (config.modelPath && config.labelsPath) {
    chain.push(
      createLocalModelRecogniser({ modelPath: config.modelPath, labelsPath: config.labelsPath }),
    );
  }
  chain.push(createDetectorRecogniser());
  return chain;
}

export class NoRecogniserAnswered extends Error {}

/**
 * The first recogniser that answers wins. One that fails (service down, broken model file) is
 * logged and the next is asked, so a photo still gets the built-in analysis.
 */
export async function runChain(
  chain: readonly Recogniser[],
  image: PreparedImage,
  log: FastifyBaseLogger,
): Promise<Recognition & { method: Recogniser['name'] }> {
  for (const recogniser of chain) {
    try {
      return { ...(await recogniser.analyse(image)), method: recogniser.name };
    } catch (error) {
      log.warn({ err: error, recogniser: recogniser.name }, 'recogniser failed, trying the next');
    }
  }
  throw new NoRecogniserAnswered('every recogniser failed');
}
