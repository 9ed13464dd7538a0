'use client';

import dynamic from 'next/dynamic';
import { Skeleton } from '@/components/ui/skeleton';

// The assignment form carries full phone-number metadata: loaded when a drawer opens, not with the calendar.
export const LazyAssignmentPanel = dynamic(() => import('./assignment-panel').then((m) => m.AssignmentPanel), {
  loading: () => <Skeleton className="h-40 w-full" />,
});
