import { chromium, type BrowserContext } from '@playwright/test';
import { chromiumArgs, chromiumExecutablePath } from '../browser-path';
import { installPaintProbe } from './measure-paint';
import { onCleanup } from './run-script';
import { signIn } from './sign-in';

/**
 * Headless Chromium, closed with the servers, and one context of the benchmark's viewport with the
 * paint probe installed, signed in through the real form.
 */
export async function signedInBrowser(appUrl: string): Promise<BrowserContext> {
  // Playwright's own signal handlers would exit before the servers are stopped: ours close the browser.
  const browser = await chromium.launch({ executablePath: chromiumExecutablePath(), args: chromiumArgs, headless: true, handleSIGINT: false, handleSIGTERM: false, handleSIGHUP: false });
  onCleanup(() => browser.close());
  const context = await browser.newContext({ baseURL: appUrl, viewport: { width: 1440, height: 900 } });
  await installPaintProbe(context);
  const signInPage = await context.newPage();
  await signIn(signInPage, appUrl);
  await signInPage.close();
  return context;
}
