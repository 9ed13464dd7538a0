import 'server-only';
import { getDb } from '@/lib/server/db';

/** Ready to serve: the database is open and migrated (start-up has run before any request). */
export async function isReady(): Promise<boolean> {
  try {
    await getDb();
    return true;
  } catch {
    return false;
  }
}
