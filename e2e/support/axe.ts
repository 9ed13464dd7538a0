import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import type { Result } from 'axe-core';

// Issue 13, part 9: axe finds no serious or critical WCAG 2.1 A/AA violation. Nothing is excluded.

/** Runs axe on the page as it is and fails with every serious or critical violation spelled out. */
export async function expectNoSeriousViolations(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const nodes = serious.reduce((sum, v) => sum + v.nodes.length, 0);
  // Printed either way: the counts per page are the measure the issue asks for.
  console.log(`axe ${what}: ${serious.length} serious/critical rules, ${nodes} nodes`);
  expect(serious, describeViolations(serious)).toEqual([]);
}

/** One line per violation and node: what, where, and why, so a failure says what to fix. */
function describeViolations(violations: Result[]): string {
  return violations
    .flatMap((v) => [
      `${v.id} (${v.impact}, ${v.nodes.length} nodes): ${v.help}`,
      ...v.nodes.map((n) => `  ${n.target.join(' ')}\n    ${n.failureSummary?.replace(/\n/g, '\n    ')}`),
    ])
    .join('\n');
}
