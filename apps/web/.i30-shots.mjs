import { chromium } from 'playwright-core';
const base = process.env.BASE ?? 'http://localhost:8130';
const shots = JSON.parse(process.argv[2]);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const [name, path, w, h, full] of shots) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h } });
  await ctx.addCookies([{ name: 'tvtTour', value: 'closed', url: base }]).catch(() => {});
  const page = await ctx.newPage();
  await page.addInitScript(() => localStorage.setItem('introTourIsHidden', 'true'));
  page.on('pageerror', (e) => console.log('pageerror', name, e.message));
  await page.goto(base + path, { waitUntil: 'networkidle' });
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/work/shots/i30/${name}.png`, fullPage: !!full });
  await ctx.close();
}
await browser.close();
