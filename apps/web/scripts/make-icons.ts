// Renders the PNG app icons from public/icons/logo.svg. They are generated, not committed:
// `npm run build` and `npm run dev` run this first (well under a second).
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const dir = fileURLToPath(new URL('../public/icons/', import.meta.url));
const BRAND = '#1e6b40';
const logo = await readFile(`${dir}logo.svg`);

/** The round logo on a transparent square. */
async function plain(size: number, file: string): Promise<void> {
  await sharp(logo, { density: 384 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(`${dir}${file}`);
}

/** Full-bleed brand square with the logo inside the central safe zone (maskable / iOS). */
async function filled(size: number, file: string, logoShare: number): Promise<void> {
  const inner = Math.round(size * logoShare);
  const mark = await sharp(logo, { density: 384 }).resize(inner, inner).png().toBuffer();
  await sharp({ create: { width: size, height: size, channels: 4, background: BRAND } })
    .composite([{ input: mark, gravity: 'center' }])
    .png({ compressionLevel: 9, palette: true })
    .toFile(`${dir}${file}`);
}

await plain(192, 'icon-192.png');
await plain(512, 'icon-512.png');
await filled(512, 'maskable-512.png', 0.7);
await filled(180, 'apple-touch-icon.png', 0.86);
