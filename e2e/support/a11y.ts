import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** WCAG 2 A/AA problems axe rates serious or critical, as "rule: targets" lines (empty when clean). */
export async function seriousViolations(page: Page): Promise<string[]> {
  // A toast still rising (its opacity animating from 0) reads to axe as faint text: judge the page
  // as it settles, not mid-animation. A toast can start just after the wait (the save's answer
  // lands a frame later), so wait again until two frames pass with nothing new moving. Infinite
  // animations (spinners) are left running.
  await page.evaluate(async () => {
    const frame = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    for (let round = 0; round < 10; round++) {
      const moving = document
        .getAnimations()
        .filter(
          (a) =>
            a.playState === 'running' &&
            a.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY,
        );
      if (moving.length === 0 && round > 0) return;
      await Promise.all(moving.map((a) => a.finished.catch(() => undefined)));
      await frame();
    }
  });
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * WCAG 2.2's target size (24 × 24 px or spaced apart) and a heading order without skipped levels:
 * axe files both outside the wcag2a/aa tags above, so journeys ask for them by name.
 */
export async function targetAndHeadingViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withRules(['target-size', 'heading-order']).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
