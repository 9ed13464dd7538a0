import { expect, test } from './support/test';
import { launchExtraApp } from './support/extra-app';

// Demo mode creates accounts whose password is printed on the sign-in page: pointed at anything
// but a service on this machine, the dashboard must refuse to start, and say why.
test('demo mode with a remote service refuses to start, naming the reason', async () => {
  test.setTimeout(120_000);
  const app = launchExtraApp({ SERVICE_BASE_URL: 'https://service.example.com' });
  try {
    await app.started.exited;
    expect(app.started.child.exitCode, app.logTail()).toBe(1);
    expect(app.logTail()).toContain('DEMO_MODE: refused because SERVICE_BASE_URL is not on loopback');
  } finally {
    await app.stop();
  }
});
