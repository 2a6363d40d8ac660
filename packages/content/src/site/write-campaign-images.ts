// Writes the home banner's campaign images (one per visitor segment) into the web app.
// Usage: node_modules/.bin/node packages/content/src/site/write-campaign-images.ts
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CAMPAIGN_SCENES, renderCampaignIllustration } from './campaign-illustration.ts';

const OUT = fileURLToPath(
  new URL('../../../../apps/web/src/features/campaign-banner/assets/', import.meta.url),
);
mkdirSync(OUT, { recursive: true });
for (const [segment, scene] of Object.entries(CAMPAIGN_SCENES)) {
  const file = join(OUT, `campaign-${segment}.svg`);
  writeFileSync(file, `${renderCampaignIllustration(scene)}\n`);
  console.log(file);
}
