import type { Locator } from '@playwright/test';

/**
 * Waits until React has taken over a prerendered element (it hangs its fiber on the DOM node when it
 * hydrates). Before that, a click on the server's HTML does nothing, and on a busy machine hydration
 * (in a transition, in slices) can come after the test's first click.
 */
export async function waitForHydration(element: Locator): Promise<void> {
  await element.waitFor();
  await element
    .page()
    .waitForFunction(
      (node) => node !== null && Object.keys(node).some((key) => key.startsWith('__reactFiber$')),
      await element.elementHandle(),
    );
}
