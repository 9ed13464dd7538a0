import { fetchJson } from '@/lib/queries/fetch-json';
import type { HistoryRead } from '@/lib/messages/types';

export const HISTORY_QUERY_KEY = ['messages', 'history'] as const;

/** Polled faster while a message is on its way, slower when everything has settled. */
export const HISTORY_POLL_BUSY_MS = 1_500;
export const HISTORY_POLL_IDLE_MS = 5_000;

export const fetchHistory = (signal?: AbortSignal) => fetchJson<HistoryRead>('/api/messages', signal);
