import { fileURLToPath } from 'node:url';

/**
 * A small set of real Dutch addresses in the layout of NLExtract's BAG address CSV
 * (semicolon separated; see apps/api/src/modules/address/README.md). Shipped as a file rather
 * than as data so the server seeds it with the same import path an operator uses for the full
 * extract.
 */
export const SAMPLE_ADDRESSES_CSV_PATH = fileURLToPath(new URL('./sample.csv', import.meta.url));
