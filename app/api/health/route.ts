import { isReady } from '@/lib/server/app';

// Liveness for launchers and load balancers: answers once the database is open and migrated.
export const dynamic = 'force-dynamic';

export async function GET() {
  const ok = await isReady();
  return Response.json({ ok }, { status: ok ? 200 : 503, headers: { 'cache-control': 'no-store' } });
}
