import 'server-only';
import { appServices } from './process-app';

/** Ready to serve: the database is open and migrated, the services built (start-up has run before any request). */
export async function isReady(): Promise<boolean> {
  try {
    await appServices();
    return true;
  } catch {
    return false;
  }
}
