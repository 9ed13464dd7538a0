import 'server-only';
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { TimeRange } from '@/lib/server/upstream';
import type { AppServices } from '@/lib/server/access';
import type { ScheduleRead } from '@/lib/schedule/schedule-read';
import { toWire } from '@/lib/schedule/schedule-wire';
import { SCHEDULE_POLL_MS } from '@/lib/poll-intervals';
import { readVisibleItems } from './calendar-service';

// The schedule route's answer, converted and serialized once and shared like the read it came from
// (docs/decisions/shared-reads.md): ten managers polling one week cost one upstream read,
// one conversion and one JSON.stringify. The answer is in the wire shape (lib/schedule/schedule-wire.ts:
// each person named once). The ETag is a hash of the people and items alone, so an unchanged range
// keeps its tag across reads and a poll carrying it is answered 304 without a body. The bytes are
// gzipped once too (off the main thread), for every poll that gets them (conditional-json.ts).

export type ScheduleAnswer = { body: Uint8Array; etag: string; gzipped: Uint8Array };

const gzipBytes = promisify(gzip);

async function answerOf(read: ScheduleRead): Promise<ScheduleAnswer> {
  const wire = toWire(read);
  const people = JSON.stringify(wire.people);
  const items = JSON.stringify(wire.items);
  const etag = `W/"${createHash('sha256').update(people).update(items).digest('base64url').slice(0, 32)}"`;
  const body = Buffer.from(`{"people":${people},"items":${items},"fetchedAt":${wire.fetchedAt}}`);
  return { body, etag, gzipped: await gzipBytes(body) };
}

/** The range's ScheduleWire as JSON bytes with its ETag; fetchedAt is when the service was asked. */
export async function readScheduleAnswer(services: AppServices, organizationId: string, range: TimeRange): Promise<ScheduleAnswer> {
  const view = await services.shared.derive(
    organizationId,
    `schedule-answer ${organizationId} ${range.from} ${range.to}`,
    async () => {
      const read = await readVisibleItems(services, organizationId, range);
      return { value: await answerOf({ items: read.value, fetchedAt: read.readAt }), readAt: read.readAt };
    },
    (view) => view.body.byteLength + view.gzipped.byteLength,
    SCHEDULE_POLL_MS,
  );
  return view.value;
}
