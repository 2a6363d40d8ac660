// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import type { BootData } from '@tvt/contract';
import { describe, expect, it } from 'vitest';
import { configQuery } from '#shared/config/config-query.ts';
import { countBirdsKey } from '../features/count/index.ts';
import { introTourQuery } from '../features/intro-tour/index.ts';
import { BOOT_ELEMENT_ID, seedBootData } from './boot-data.ts';

const page = (json: string) =>
  new DOMParser().parseFromString(
    `<script type="application/json" id="${BOOT_ELEMENT_ID}">${json}</script>`,
    'text/html',
  );

const config = { cdn: '/cdn', services: { content: '/api/content/v1' } } as BootData['config'];
const tourPage = (title: string, order: number) => ({
  title,
  content: '<p>x</p>',
  image: '',
  order,
});
const merel = {
  id: 'merel',
  tvtbirdid: 1,
  name: 'Merel',
  image: '/m.svg',
  thresholdvalue: 10,
  primary: true,
};

describe('seedBootData', () => {
  it('puts the tour (in display order) and the count birds where their queries look', () => {
    const client = new QueryClient();
    const boot = {
      config,
      introTour: [tourPage('Twee', 2), tourPage('Een', 1)],
      countBirds: [merel],
    };
    seedBootData(client, page(JSON.stringify(boot)));
    const runtime = client.getQueryData(configQuery.queryKey);
    expect(runtime?.cdn).toBe('/cdn');
    const tour = client.getQueryData(introTourQuery(runtime, true).queryKey);
    expect(tour?.map((p) => p.title)).toEqual(['Een', 'Twee']);
    expect(client.getQueryData(countBirdsKey('/cdn'))).toEqual([merel]);
  });

  it('seeds nothing from an empty or unreadable block', () => {
    for (const json of ['{}', '{"config":', '']) {
      const client = new QueryClient();
      seedBootData(client, page(json));
      expect(client.getQueryCache().getAll(), json).toHaveLength(0);
    }
  });
});
