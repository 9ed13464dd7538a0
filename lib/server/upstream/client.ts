import 'server-only';
import { assetEndpoints } from './endpoints/assets';
import { calendarItemEndpoints } from './endpoints/calendar-items';
import { calendarMemberEndpoints } from './endpoints/calendar-members';
import { directoryEndpoints } from './endpoints/directory';
import { messageEndpoints } from './endpoints/messages';
import { tokenEndpoints } from './endpoints/tokens';
import { createHttpClient, type HttpOptions, type TokenSource } from './http/http-client';
import { shareCalendar, type ReadSharing } from './calendar/shared-calendar';
import { createSharedReads } from './shared-reads';

// The typed client: one method per endpoint of the interface (19 of them), built on one HTTP
// core that owns timeouts, retries, the bearer header, renewal on 401 and error mapping.

export interface UpstreamClientOptions {
  baseUrl: string;
  /** The token store (or any TokenSource). Without it only the token endpoints work. */
  tokens?: TokenSource;
  /** Our own fetch (tests wrap it to count requests in flight). */
  fetch?: typeof fetch;
  timeouts?: HttpOptions['timeouts'];
  retry?: HttpOptions['retry'];
  maxBodyBytes?: HttpOptions['maxBodyBytes'];
  /** Where calendar range reads are shared and who hears of writes; default: joined in flight, nothing kept. */
  sharing?: ReadSharing;
}

export function createUpstreamClient(options: UpstreamClientOptions) {
  const http = createHttpClient(options);
  const calendar = calendarItemEndpoints(http);
  const calendarWithMembers = { ...calendar, ...calendarMemberEndpoints(http, (id) => calendar.getCalendarItem(id)) };
  return {
    baseUrl: options.baseUrl,
    ...directoryEndpoints(http),
    ...assetEndpoints(http),
    ...calendarWithMembers,
    ...shareCalendar(calendarWithMembers, options.sharing ?? { store: createSharedReads({ ttlMs: 0, maxBytes: 0 }) }),
    ...messageEndpoints(http),
    ...tokenEndpoints(http),
  };
}

export type UpstreamClient = ReturnType<typeof createUpstreamClient>;
