import {
  areaFiguresResponse,
  areaResultsResponse,
  countResultResponse,
  type AreaResultsResponse,
} from '@tvt/contract';
import { parse } from 'zod/mini';

// Answers as the server sends them, read through the contract: a fixture that drifts from the
// contract fails here, not silently in a screen test.
const species = (birdId: string, name: string, rank: number, previousRank: number | null) => ({
  birdId,
  name,
  image: `/media/birds/${birdId}/default.svg`,
  rank,
  birds: 1000 - rank * 100,
  gardens: 80 - rank * 10,
  gardenShare: (80 - rank * 10) / 100,
  averagePerGarden: (1000 - rank * 100) / 100,
  previous: previousRank === null ? null : { rank: previousRank, birds: 500, gardenShare: 0.5 },
});

export const nationalResults: AreaResultsResponse = parse(areaResultsResponse, {
  year: 2026,
  previousYear: 2025,
  area: { level: 'nl', code: 'NL', name: 'Nederland' },
  parent: null,
  suppressed: false,
  totals: { participants: 12345, birds: 234567, species: 3 },
  previousTotals: { participants: 10000, birds: 200000, species: 40 },
  species: [
    species('huismus', 'Huismus', 1, 1),
    species('koolmees', 'Koolmees', 2, 5),
    species('ekster', 'Ekster', 3, null),
  ],
  updatedAt: '2026-01-24T13:05:00.000Z',
});

export const suppressedMunicipality = parse(areaResultsResponse, {
  year: 2026,
  previousYear: null,
  area: { level: 'municipality', code: 'GM0088', name: 'Schiermonnikoog' },
  parent: { level: 'province', code: 'PV21', name: 'Fryslân' },
  suppressed: true,
  totals: null,
  previousTotals: null,
  species: [],
  updatedAt: '2026-01-24T13:05:00.000Z',
});

export const provinceFigures = parse(areaFiguresResponse, {
  year: 2026,
  level: 'province',
  birdId: null,
  data: [
    { code: 'PV26', name: 'Utrecht', provinceCode: 'PV26', participants: 1234, gardenShare: null },
    { code: 'PV21', name: 'Fryslân', provinceCode: 'PV21', participants: null, gardenShare: null },
  ],
});

export const TELLING = '3f1c2a4e-8b7d-4c6a-9e2f-1a2b3c4d5e6f';

export const countResult = parse(countResultResponse, {
  tellingUUID: TELLING,
  year: 2026,
  countedOn: '2026-01-24',
  municipality: { level: 'municipality', code: 'GM0344', name: 'Utrecht' },
  municipalityShown: true,
  excluded: false,
  totals: { birds: 7, species: 2 },
  birds: [
    {
      birdId: 'koolmees',
      name: 'Koolmees',
      image: '/media/birds/koolmees/default.svg',
      counted: 4,
      municipalityAverage: 3.14,
      nationalAverage: 2.5,
    },
    {
      birdId: 'merel',
      name: 'Merel',
      image: '/media/birds/merel/default.svg',
      counted: 3,
      municipalityAverage: 1,
      nationalAverage: 1.84,
    },
  ],
});
