import { useMutation } from '@tanstack/react-query';
import { type AnalyzeResponse, analyzeResponse } from '@tvt/contract';
import { requestJson, serviceUrl } from '#shared/http/index.ts';
import type { RuntimeConfig } from '#shared/config/runtime-config.ts';

type AnsweredBird = AnalyzeResponse['data']['birds'][number];
export type ConfidenceLabel = AnsweredBird['confidenceLabel'];

/** Spec 3 "Photo recognition result", plus how sure each suggestion is. */
export type RecognisedBird = Omit<AnsweredBird, 'images'> & {
  /** Male and female drawing; each falls back to the other. */
  images: [string, string];
};

/** The recogniser may take a while on a slow instance; longer than an ordinary call. */
const ANALYZE_TIMEOUT_MS = 60_000;

/** 'Lijkt het meest op': the species the bird resembles most; a hint, never a likelihood. */
export interface ColourMatch {
  id: string;
  name: string;
  images: [string, string];
}

export interface PhotoAnalysis {
  /** null: the recogniser cannot tell whether there is a bird. */
  birdFound: boolean | null;
  /** A species ranking with a likelihood: only from a configured species recogniser. */
  birds: RecognisedBird[];
  colours: number[];
  colourMatches: ColourMatch[];
  message: string;
}

/** Male and female drawing; each falls back to the other. */
function drawings([male = '', female = '']: readonly string[]): [string, string] {
  return [male || female, female || male];
}

/** Spec 3: `data.birds`, each with both drawings; `colourMatches` likewise. */
export function analysisOf({ data }: AnalyzeResponse): PhotoAnalysis {
  return {
    birdFound: data.birdFound,
    birds: data.birds.map((b) => ({ ...b, images: drawings(b.images) })),
    colours: data.colours,
    colourMatches: data.colourMatches.map((b) => ({ ...b, images: drawings(b.images) })),
    message: data.message,
  };
}

/** POST {bird}/birds/analyze with the cropper's form data (field `image`). */
export async function analyzePhoto(
  config: RuntimeConfig,
  formData: FormData,
): Promise<PhotoAnalysis> {
  return analysisOf(
    await requestJson(
      serviceUrl(config.services.bird, 'birds/analyze', config.source),
      analyzeResponse,
      { method: 'POST', form: formData, timeoutMs: ANALYZE_TIMEOUT_MS },
    ),
  );
}

/** Spec 8: a failed recognition is only logged ('something went wrong'). */
export function useAnalyzePhoto(config: RuntimeConfig | undefined) {
  return useMutation({
    mutationFn: (formData: FormData) => {
      if (!config) return Promise.reject(new Error('no runtime configuration'));
      return analyzePhoto(config, formData);
    },
    onError: (error) => console.error('something went wrong', error),
  });
}
