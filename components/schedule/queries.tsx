'use client';

import { useQuery } from '@tanstack/react-query';
import { createContext, useContext, type ReactNode } from 'react';
import { needsOf, type NeedsByItem } from '@/lib/schedule/item-needs';
import { itemNeedsOptions } from '@/lib/schedule/queries';

// The schedule's browser reads other features use without loading the board: "needs N" of the
// organization's items (lib/schedule/queries.ts), read once per board (schedule or roster) and handed to
// every event and roster item below it, which say "1 of 2".

const NeedsContext = createContext<NeedsByItem | undefined>(undefined);

export function ItemNeedsProvider({ organizationId, children }: { organizationId: string; children: ReactNode }) {
  const { data } = useQuery(itemNeedsOptions(organizationId));
  return <NeedsContext.Provider value={data}>{children}</NeedsContext.Provider>;
}

/** How many people the item needs (1 outside a provider, or until the read answers). */
export function useItemNeeds(itemId: string): number {
  return needsOf(useContext(NeedsContext), itemId);
}
