import 'server-only';
import { notFound } from 'next/navigation';
import { isInt64Id } from '@/lib/contract/ids';
import { AppError, type AppErrorShape } from '@/lib/errors';

/** A path id that is not a decimal int64 is a page that cannot exist: 404, nothing sent upstream. */
export function pathIdOrNotFound(raw: string): string {
  const id = decodeURIComponent(raw);
  if (!isInt64Id(id)) notFound();
  return id;
}

export type PageRead<T> = { ok: true; data: T } | { ok: false; error: AppErrorShape };

/**
 * Runs an upstream read for a page. "Not found" upstream becomes the not-found page; any other
 * known failure comes back to be shown in place (with whether to retry); a bug still throws to the
 * error boundary.
 */
export async function readForPage<T>(read: () => Promise<T>): Promise<PageRead<T>> {
  try {
    return { ok: true, data: await read() };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.kind === 'not_found') notFound();
    return { ok: false, error: error.toShape() };
  }
}
