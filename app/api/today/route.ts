import { defineRoute } from '@/lib/server/app';
import { readToday } from '@/lib/today/server';

// Today for every configured organization (the home page's poll). It names no organization: it
// reads only those the entry points list, which are in scope by definition.
export const GET = defineRoute({ role: 'viewer', name: 'GET today', scope: 'none' }, async (_request, { services }) => readToday(services));
