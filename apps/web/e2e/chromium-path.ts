/**
 * Debian's `chromium-headless-shell`, the headless build Playwright itself uses by default: the
 * same Blink as `/usr/bin/chromium` without the full browser around it, about a third less CPU
 * per test on this 2-core machine (decision 055). `scripts/ensure-chromium.mjs` installs it.
 */
export const CHROMIUM_SHELL = '/usr/bin/chromium-headless-shell';
