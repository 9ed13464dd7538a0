import { getDb } from '@/lib/server/db';

// Liveness for launchers and load balancers: answers once the database is open and migrated.
export const dynamic = 'force-dynamic';

export async function GET() {
  try {
    await getDb();
    return Response.json({ ok: true }, { headers: { 'cache-control': 'no-store' } });
  } catch {
    return Response.json({ ok: false }, { status: 503, headers: { 'cache-control': 'no-store' } });
  }
}
