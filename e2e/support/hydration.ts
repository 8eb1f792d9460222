import type { Locator } from '@playwright/test';
import { expect } from './test';

/**
 * Until React has hydrated the server-rendered `element` (it claimed the node) and run the effects
 * of that commit: a frame, then a task. Listeners a client island adds in an effect (the idle
 * watcher's, say) exist from then; a loaded machine can draw a page long before it hydrates.
 */
export async function untilHydrated(element: Locator) {
  await expect.poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps$')))).toBe(true);
  await element.page().evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
}
