/**
 * Debian's full Chromium (package `chromium`): what the approved story screenshots are drawn
 * in, and the browser tests' PDF viewer (the headless shell they otherwise use has none).
 */
export const fullChromium = '/usr/bin/chromium';
