// Renders every species drawing (all variants) and the wizard's picker images into HTML pages
// and screenshots them with headless Chromium, for review by eye.
// Usage: node_modules/.bin/node packages/content/scripts/contact-sheet.ts [--only id,id] [--width 240]
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { COMMONNESS_ORDER } from '../src/birds/index.ts';
import {
  BIRD_DRAWINGS,
  describeVariants,
  drawingTitle,
  pickerImages,
  renderBirdSvg,
  trunkContact,
} from '../src/drawings/index.ts';

const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', '.contact-sheet');

const { values } = parseArgs({
  options: { only: { type: 'string' }, width: { type: 'string', default: '240' } },
});
const width = Number(values.width);
const only = values.only ? new Set(values.only.split(',')) : undefined;
// About 1560 px wide sheets of four rows: 24 birds at the default width, fewer when larger.
const cols = Math.max(1, Math.min(6, Math.floor(1560 / (width + 16))));
const perSheet = cols * 4;

interface Figure {
  caption: string;
  svg: string;
}

// Most counted species first, so the first sheet holds the birds that matter most.
const rank = (id: string) => {
  const i = COMMONNESS_ORDER.indexOf(id);
  return i < 0 ? COMMONNESS_ORDER.length : i;
};
const birds = [...BIRD_DRAWINGS].sort((a, b) => rank(a.id) - rank(b.id));
/** A trunk-climber drawn with its back to the bark stops the sheet (issue 35). */
function assertFacesTrunk(d: ReturnType<typeof describeVariants>[number]) {
  const t = trunkContact(d);
  if (t && !(t.edge < t.body.x && t.billTip.x < t.edge)) {
    throw new Error(
      `${drawingTitle(d)} does not face its trunk: bill ${t.billTip.x}, bark ${t.edge}`,
    );
  }
}

const figures: Figure[] = birds
  .filter((b) => !only || only.has(b.id))
  .flatMap((b) =>
    describeVariants(b.id).map(
      (d, i) => (
        assertFacesTrunk(d),
        {
          caption: `${rank(b.id) + 1}. ${drawingTitle(d)}`,
          svg: renderBirdSvg(d, { width, idPrefix: `f${b.id}-${i}` }),
        }
      ),
    ),
  );
const pickers: Figure[] = only
  ? []
  : pickerImages().map((p) => ({ caption: p.caption, svg: p.svg }));

function page(title: string, items: Figure[], cols: number): string {
  const cells = items
    .map(
      (f) => `<figure>${f.svg}<figcaption>${f.caption.replace(/</g, '&lt;')}</figcaption></figure>`,
    )
    .join('\n');
  return `<!doctype html><html lang="nl"><meta charset="utf-8"><title>${title}</title>
<style>body{margin:16px;font:14px system-ui,sans-serif;background:#fff;color:#222}
h1{font-size:18px;margin:0 0 12px}
main{display:grid;grid-template-columns:repeat(${cols},${width}px);gap:14px}
figure{margin:0;border:1px solid #ddd;border-radius:8px;overflow:hidden;background:#f6f4ee}
figure svg{display:block}figcaption{padding:4px 8px;background:#fff;border-top:1px solid #ddd}</style>
<h1>${title}</h1><main>${cells}</main></html>`;
}

const sheets: { name: string; html: string }[] = [];
for (let i = 0; i < figures.length; i += perSheet) {
  const n = sheets.length + 1;
  const slice = figures.slice(i, i + perSheet);
  sheets.push({
    name: `birds-${String(n).padStart(2, '0')}`,
    html: page(`Vogels, blad ${n}`, slice, cols),
  });
}
if (pickers.length)
  sheets.push({ name: 'pickers', html: page('Keuzeplaatjes determinatie', pickers, cols) });

rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
  ],
});
try {
  const tab = await browser.newPage({ viewport: { width: cols * (width + 16) + 40, height: 600 } });
  for (const sheet of sheets) {
    const html = join(OUT, `${sheet.name}.html`);
    writeFileSync(html, sheet.html);
    await tab.goto(`file://${html}`);
    await tab.screenshot({ path: join(OUT, `${sheet.name}.png`), fullPage: true });
  }
} finally {
  await browser.close();
}
console.log(`${figures.length} drawings, ${pickers.length} picker images → ${OUT}`);
