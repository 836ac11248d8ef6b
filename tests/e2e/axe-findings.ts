/// <reference lib="dom" />
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './store-test.ts';

/**
 * axe-core's scan of a page as the accessibility tests run it: WCAG 2.0/2.1 A and AA, 2.2 AA (target size) and
 * axe's best practices; a test fails on any violation of impact serious or critical, listing rule, elements and
 * help for each.
 */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const BLOCKING = new Set(['serious', 'critical']);

/** Violations found so far in a test, one readable line per rule and place. */
export class Findings {
  private readonly lines: string[] = [];

  async scan(page: Page, where: string, within?: string) {
    // Everything fades or slides in: scanned once it has settled, so colours are the final ones. A section the
    // browser skips until it nears the screen (content-visibility: auto) runs no animation: its elements are left
    // out of the wait, which would never end.
    await page.waitForLoadState('networkidle');
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
          .filter((animation) => {
            const target = (animation.effect as KeyframeEffect | null)?.target;
            return !target || target.checkVisibility({ contentVisibilityAuto: true });
          })
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
    );
    let builder = new AxeBuilder({ page }).withTags(TAGS).options({ resultTypes: ['violations'] });
    if (within) builder = builder.include(within);
    const { violations } = await builder.analyze();
    for (const violation of violations.filter((v) => BLOCKING.has(v.impact ?? ''))) {
      const targets = violation.nodes.map((node) => `      ${node.target.join(' ')}`).join('\n');
      this.lines.push(`${where}: ${violation.id} (${violation.impact}) ${violation.help}\n${targets}`);
    }
  }

  expectNone() {
    expect(this.lines, `serious or critical accessibility violations:\n${this.lines.join('\n')}\n`).toEqual([]);
  }
}
