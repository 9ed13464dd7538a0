import '@/app/globals.css';
import axe from 'axe-core';
import { expect, test } from 'vitest';
import { renderComponent } from '@/test/support/render-component';
import { LazyToaster } from './toaster';
import { toast } from './toast';

// Toasts are read by everyone who acts: each kind's text must meet WCAG AA contrast on its
// background (sonner's light rich colours alone do not; app/globals.css darkens them).

test.each(['success', 'error', 'warning'] as const)('a %s toast passes axe colour contrast', async (kind) => {
  renderComponent(<LazyToaster />);
  toast[kind](`A ${kind} toast to read`);
  // Once sonner's entrance (opacity 0 → 1) is over: axe would judge half-faded text instead.
  const shown = () => document.querySelector<HTMLElement>(`[data-sonner-toast][data-type='${kind}']`);
  await expect.poll(() => shown() && getComputedStyle(shown()!).opacity).toBe('1');
  const { violations } = await axe.run(document.querySelector('[data-sonner-toaster]')!, { runOnly: ['color-contrast'] });
  expect(violations.flatMap((v) => v.nodes.map((n) => n.failureSummary))).toEqual([]);
});
