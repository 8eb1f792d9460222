import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe's serious and critical findings on the page as it stands, each with the elements at fault.
 * Every rule runs on every element but a leaving toast or loading indicator; only the violations' nodes are described (axe otherwise builds the
 * passes, the incomplete and the inapplicable too), which saves a sixth of its time on our pages.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  // A dialog fading in is measured mid-fade too: its text blends into the mask. Running finite
  // animations (entrances, transitions) end first, within 5 s; endless ones (a spinner) run on.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 5_000)),
    ]),
  );
  // A toast or the loading indicator on its way out is measured mid-fade (its opacity blends its
  // text into the page): its contrast is checked while it is shown, not while it leaves.
  const { violations } = await new AxeBuilder({ page }).exclude('.p-toast-message-exit').exclude('.loading-toast--hidden').options({ resultTypes: ['violations'] }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * Controls whose visible words are not part of their spoken name (WCAG 2.5.3; an experimental axe
 * rule, off by default, that Lighthouse runs): a person steering by voice says what they see.
 */
export async function labelContentMismatches(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withRules(['label-content-name-mismatch'])
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } }, resultTypes: ['violations'] })
    .analyze();
  return violations.flatMap((v) => v.nodes.map((n) => n.target.join(' ')));
}
