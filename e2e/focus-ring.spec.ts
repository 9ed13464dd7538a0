import type { Page } from '@playwright/test';
import { expectHydrated } from './support/hydrated';
import { expect, test } from './support/test';
import { storageStateOf } from './support/roles';

// Issue 13, part 9: wherever the keyboard goes, the focus is clearly visible: a solid ring at
// least 2 px wide whose colour stands out at least 3:1 (WCAG 2.4.7, 1.4.11) from what is around it.
// Checked by pressing Tab through the shell and a whole form, at a desktop and a phone width.

type FocusStop = { what: string; width: number; style: string; contrast: number };

/** The focused element's ring (or, for a visually hidden radio, its label's) and its contrast. */
async function focusRing(): Promise<FocusStop | null> {
  let element = document.activeElement as HTMLElement | null;
  if (!element || element === document.body) return null;
  const label = element.getAttribute('aria-label') ?? (element as HTMLInputElement).labels?.[0]?.textContent ?? element.textContent ?? '';
  const what = `${element.tagName.toLowerCase()} "${label.trim().slice(0, 40)}"`;
  // A segmented choice hides its radio inputs; the visible segment (the label) carries the ring.
  if (element.getBoundingClientRect().width <= 1) element = element.closest('label') ?? element;
  // Controls fade their colours in (transition-colors covers outline-color): read the ring once it is drawn.
  await Promise.all(element.getAnimations().map((animation) => animation.finished));
  const style = getComputedStyle(element);

  // Colours as the screen shows them: canvas turns any CSS colour (oklch included) into sRGB.
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = 1;
  const paint = canvas.getContext('2d', { willReadFrequently: true })!;
  const rgb = (colour: string) => {
    paint.clearRect(0, 0, 1, 1);
    paint.fillStyle = '#fff';
    paint.fillRect(0, 0, 1, 1);
    paint.fillStyle = colour;
    paint.fillRect(0, 0, 1, 1);
    return [...paint.getImageData(0, 0, 1, 1).data.slice(0, 3)];
  };
  const luminance = (colour: string) => {
    const [r, g, b] = rgb(colour).map((c) => {
      const s = c / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  // What the ring is drawn against: the nearest painted background around the element.
  let background = 'rgb(255, 255, 255)';
  for (let box = element.parentElement; box; box = box.parentElement) {
    const colour = getComputedStyle(box).backgroundColor;
    if (colour !== 'rgba(0, 0, 0, 0)' && colour !== 'transparent') {
      background = colour;
      break;
    }
  }
  const [light, dark] = [luminance(style.outlineColor), luminance(background)].sort((a, b) => b - a);
  return { what, width: parseFloat(style.outlineWidth), style: style.outlineStyle, contrast: (light! + 0.05) / (dark! + 0.05) };
}

/** Presses Tab until the focus leaves the page or `max` stops, and returns every stop's ring. */
async function tabThrough(page: Page, max: number): Promise<FocusStop[]> {
  const stops: FocusStop[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(focusRing);
    if (!stop) break;
    stops.push(stop);
  }
  return stops;
}

const faint = (stops: FocusStop[]) => stops.filter((s) => s.style === 'none' || s.width < 2 || s.contrast < 3);

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(() => {
    test.use({ viewport });

    test.describe(() => {
      test.use({ storageState: { cookies: [], origins: [] } });
      test(`every stop of the sign-in form shows a clear focus ring at ${viewport.width} px`, async ({ page }) => {
        await page.goto('/sign-in');
        await expectHydrated(page);
        const stops = await tabThrough(page, 20);
        expect(stops.map((s) => s.what).join(', ')).toContain('input');
        expect(faint(stops)).toEqual([]);
      });
    });

    test.describe(() => {
      test.use({ storageState: storageStateOf('admin') });
      test(`the shell and the settings forms show a clear focus ring at every stop at ${viewport.width} px`, async ({ page }) => {
        await page.goto('/settings');
        await expectHydrated(page);
        const stops = await tabThrough(page, 80);
        const visited = stops.map((s) => s.what).join(', ');
        // The tour covered the shell (skip link, navigation: the rail, or on a phone its Menu button, sign out) and the connect form's fields.
        const navigation = viewport.width < 640 ? 'Menu' : 'Shiftdesk home';
        for (const expected of ['Skip to content', navigation, 'Sign out', 'input', 'select', 'Connect']) expect(visited).toContain(expected);
        expect(faint(stops)).toEqual([]);
      });
    });
  });
}
