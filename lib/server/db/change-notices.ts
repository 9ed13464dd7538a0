import 'server-only';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { errorFields, log } from '@/lib/server/log/logger';

// "An organization changed" between instances on one PostgreSQL (docs/decisions/shared-reads.md):
// LISTEN on a dedicated connection, NOTIFY through any. A notice names the organization,
// or '*' when a write's organization is not known. While the listening connection is down a notice
// can be missed, so `listening(false)` tells the caller to keep nothing until it is back.

const CHANNEL = 'shiftdesk_organization_changed';
const RECONNECT_MS = 1_000;

export interface ChangeNotices {
  /** Tells every other instance (not this one) that the organization changed; never throws. */
  publish(organizationId: string | null): Promise<void>;
  close(): Promise<void>;
}

export interface ChangeListener {
  /** Another instance wrote to this organization (null: to one it could not name). */
  changed(organizationId: string | null): void;
  /** True once LISTEN holds, false when the connection is lost (notices may be missed meanwhile). */
  listening(listening: boolean): void;
}

export function changeNotices(databaseUrl: string, listener: ChangeListener): ChangeNotices {
  const instance = randomUUID();
  const publisher = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  publisher.on('error', (error) => log().warn(errorFields(error), 'an idle change-notice connection failed'));
  let client: pg.Client | undefined;
  let closed = false;
  let retry: ReturnType<typeof setTimeout> | undefined;

  function lost(error: unknown): void {
    if (closed) return;
    log().warn(errorFields(error), 'change notices: listening connection lost; shared reads are not kept until it is back');
    listener.listening(false);
    client?.removeAllListeners();
    client?.end().catch(() => undefined);
    client = undefined;
    retry = setTimeout(connect, RECONNECT_MS);
    retry.unref?.();
  }

  function connect(): void {
    const next = new pg.Client({ connectionString: databaseUrl });
    client = next;
    // 'error' and 'end' may both come for one loss: only the current connection's first counts.
    const lose = (error: unknown) => client === next && lost(error);
    next.on('error', lose);
    next.on('end', () => lose(new Error('connection ended')));
    next.on('notification', (message) => {
      const [from, organizationId] = (message.payload ?? '').split(' ');
      if (from !== instance) listener.changed(organizationId && organizationId !== '*' ? organizationId : null);
    });
    next
      .connect()
      .then(() => next.query(`LISTEN ${CHANNEL}`))
      .then(() => client === next && !closed && listener.listening(true), lose);
  }

  listener.listening(false);
  connect();

  return {
    async publish(organizationId) {
      try {
        await publisher.query('select pg_notify($1, $2)', [CHANNEL, `${instance} ${organizationId ?? '*'}`]);
      } catch (error) {
        // The write itself succeeded; the other instances' reads expire within their time anyway.
        log().error(errorFields(error), 'change notices: could not tell the other instances about a write');
      }
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const last = client;
      client = undefined;
      await Promise.all([last?.end().catch(() => undefined), publisher.end().catch(() => undefined)]);
    },
  };
}
