import { type Browser, chromium } from 'playwright-core';

/**
 * Debian's Chromium with the flags this machine needs (no network beyond loopback, no sandbox as
 * root). `extraArgs` adds journey-specific flags (the voice call's fake microphone, say).
 */
export function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...extraArgs,
    ],
  });
}
