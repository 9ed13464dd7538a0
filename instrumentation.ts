// Next calls register() once per server process and finishes it before it serves a request: the
// place for start-up work (configuration check, migrations, accounts, demo data, outbox resume).
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // `next build` loads this file too, and must need neither a database nor a service.
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { startUp } = await import('@/lib/server/startup');
  const { errorFields, log } = await import('@/lib/server/log/logger');
  try {
    await startUp();
  } catch (error) {
    // Next would log this and go on serving errors: a bad configuration (named in the message) or
    // an unreachable database stops the server instead, so an orchestrator sees it and restarts.
    log().fatal(errorFields(error), 'Shiftdesk could not start');
    process.exit(1);
  }
}
