'use client';

import { createContext, useContext, type ReactNode } from 'react';
import type { HourCycle } from '@/lib/time/hour-cycle';

// The user's hour cycle (lib/time/hour-cycle.ts), chosen once per request by the root layout from
// Accept-Language and handed down, so the server's HTML and the browser write times alike.
// Without a provider (a component test) times are 24-hour, as before.
const HourCycleContext = createContext<HourCycle>('h23');

export function HourCycleProvider({ cycle, children }: { cycle: HourCycle; children: ReactNode }) {
  return <HourCycleContext value={cycle}>{children}</HourCycleContext>;
}

export function useHourCycle(): HourCycle {
  return useContext(HourCycleContext);
}
