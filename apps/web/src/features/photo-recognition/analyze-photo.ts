import { useMutation } from '@tanstack/react-query';
import { HttpError } from '../config/fetch-json.ts';
import { serviceUrl, type RuntimeConfig } from '../config/runtime-config.ts';
import { isRecord, str } from '../config/read-json.ts';

export type ConfidenceLabel = 'waarschijnlijk' | 'mogelijk' | 'misschien';

/** Spec 3 "Photo recognition result", plus how sure each suggestion is. */
export interface RecognisedBird {
  id: string;
  name: string;
  /** Male and female drawing; each falls back to the other. */
  images: [string, string];
  confidence: number;
  confidenceLabel: ConfidenceLabel;
}

/** 'Vogels met deze kleuren': fits the photo's colours; a hint, never a likelihood. */
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

function drawings(raw: unknown): [string, string] {
  const images = Array.isArray(raw) ? raw.map(str) : [];
  const male = images[0] ?? '';
  const female = images[1] ?? '';
  return [male || female, female || male];
}

const LABELS: readonly ConfidenceLabel[] = ['waarschijnlijk', 'mogelijk', 'misschien'];

/** Reads `data.birds` leniently: an entry without id or name is left out. */
export function parseAnalysis(raw: unknown): PhotoAnalysis {
  const data = isRecord(raw) && isRecord(raw.data) ? raw.data : {};
  const birds = (Array.isArray(data.birds) ? data.birds : []).filter(isRecord).flatMap((b) => {
    const confidence =
      typeof b.confidence === 'number' ? Math.min(1, Math.max(0, b.confidence)) : 0;
    const label = LABELS.find((l) => l === b.confidenceLabel) ?? 'misschien';
    const bird: RecognisedBird = {
      id: str(b.id),
      name: str(b.name),
      images: drawings(b.images),
      confidence,
      confidenceLabel: label,
    };
    return bird.id && bird.name ? [bird] : [];
  });
  const colours = (Array.isArray(data.colours) ? data.colours : []).filter(
    (c): c is number => Number.isInteger(c) && (c as number) >= 1 && (c as number) <= 9,
  );
  const colourMatches = (Array.isArray(data.colourMatches) ? data.colourMatches : [])
    .filter(isRecord)
    .map((b) => ({ id: str(b.id), name: str(b.name), images: drawings(b.images) }))
    .filter((b) => b.id !== '' && b.name !== '');
  return {
    birdFound: typeof data.birdFound === 'boolean' ? data.birdFound : null,
    birds,
    colours,
    colourMatches,
    message: str(data.message),
  };
}

/** POST {bird}/birds/analyze with the cropper's form data (field `image`). */
export async function analyzePhoto(
  config: RuntimeConfig,
  formData: FormData,
): Promise<PhotoAnalysis> {
  const response = await fetch(serviceUrl(config.services.bird, 'birds/analyze', config.source), {
    method: 'POST',
    body: formData,
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: unknown };
    throw new HttpError(
      response.status,
      typeof body.message === 'string' ? body.message : `HTTP ${response.status}`,
    );
  }
  return parseAnalysis(await response.json());
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
