'use client';

import { useVirtualizer } from '@tanstack/react-virtual';
import { useDeferredValue, useMemo, useRef, useState } from 'react';
import { AvailabilityDialog, type AvailabilityActions, type AvailabilityPerson } from '@/components/availability';
import { PersonPositionsDialog, type PositionsPerson } from '@/components/positions';
import type { setPersonPositionsAction } from '@/lib/positions/actions';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { CopyId } from '@/components/ui/copy-id';
import { cn } from '@/components/ui/cn';
import { EmptyState } from '@/components/ui/empty-state';
import { SearchIcon, UsersIcon } from '@/components/ui/icons';
import { Input } from '@/components/ui/input';
import { Table, TableBody, TableCaption, TableCell, TableContainer, TableHead, TableHeaderCell, TableRow, wideScreenColumn } from '@/components/ui/table';
import { useHydrated } from '@/components/ui/use-hydrated';
import { matchesMemberSearch } from './member-search';
import { unpackMember, type PackedMember } from './packed-member';

// Only the rows in view are in the page (TanStack Virtual): an organization of 500 people draws
// about twenty rows and twenty avatars, not 500. The table stays a real table (columns line up,
// screen readers hear it as one): empty rows above and below stand for the rows not drawn, and
// aria-rowcount/aria-rowindex say where a row sits among all of them. The search box finds anyone.

/** A row as drawn at 640 px and up; a phone's stacked rows are measured as drawn. */
const ROW_PX = 57;
/**
 * The server draws the rows in view on a screen 1000 px tall (the table's box is 100vh - 16rem),
 * and no more: every row drawn is markup the browser parses and lays out before the first paint.
 * Once hydrated, the virtualizer measures the real box and draws OVERSCAN rows beyond it too.
 */
const FIRST_PAINT = { width: 1200, height: 1000 - 256 };
const OVERSCAN = 8;

function Role({ isAdmin }: { isAdmin: boolean }) {
  return isAdmin ? <Badge tone="accent">Admin</Badge> : <span className="text-slate-500">Member</span>;
}

function Spacer({ height }: { height: number }) {
  return height > 0 ? <tr aria-hidden="true" style={{ height }} /> : null;
}

/** The members of an organization, filterable by name or title as you type. */
/** For schedulers: each member's "Availability" opens the availability form (the roster's person row opens the same). */
export type MembersAvailability = { organizationId: string; actions: AvailabilityActions; savePositions: typeof setPersonPositionsAction };

export function MembersTable({ packed, availability }: { packed: PackedMember[]; availability?: MembersAvailability | undefined }) {
  const [availabilityOf, setAvailabilityOf] = useState<AvailabilityPerson | null>(null);
  const [positionsOf, setPositionsOf] = useState<PositionsPerson | null>(null);
  // Unpacked once per list, not on every keystroke of the search.
  const members = useMemo(() => packed.map(unpackMember), [packed]);
  const hydrated = useHydrated();
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const shown = members.filter((m) => matchesMemberSearch(m, deferred));
  const scrollRef = useRef<HTMLDivElement>(null);
  // TanStack Virtual hands back functions React Compiler must not memoize; it is built for that.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: shown.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_PX,
    getItemKey: (index) => shown[index]!.userId,
    initialRect: FIRST_PAINT,
    overscan: hydrated ? OVERSCAN : 0,
  });
  const rows = virtualizer.getVirtualItems();
  const above = rows[0]?.start ?? 0;
  const below = virtualizer.getTotalSize() - (rows.at(-1)?.end ?? 0);

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="relative w-full max-w-xs">
          <SearchIcon size={14} className="pointer-events-none absolute top-1/2 left-2.5 -translate-y-1/2 text-slate-400" />
          <Input
            type="search"
            aria-label="Search members by name or title"
            placeholder="Search by name or title"
            value={query}
            maxLength={100}
            onChange={(e) => setQuery(e.target.value)}
            className="pl-8"
          />
        </div>
        <p className="text-sm text-slate-500" aria-live="polite" data-testid="member-count">
          {shown.length === members.length ? `${members.length} members` : `${shown.length} of ${members.length} members`}
        </p>
      </div>
      <TableContainer ref={scrollRef} maxHeight="calc(100vh - 16rem)">
        {shown.length === 0 ? (
          <EmptyState
            compact
            icon={<UsersIcon size={18} />}
            title={members.length === 0 ? 'No members' : 'No member matches'}
            description={members.length === 0 ? 'The service lists nobody in this organization.' : 'Try another name or title.'}
          />
        ) : (
          <Table aria-rowcount={shown.length + 1}>
            <TableCaption>Members of this organization</TableCaption>
            <TableHead>
              <tr aria-rowindex={1}>
                <TableHeaderCell>Name</TableHeaderCell>
                <TableHeaderCell className={wideScreenColumn}>Title</TableHeaderCell>
                <TableHeaderCell className={wideScreenColumn}>Role</TableHeaderCell>
                {/* Shown at every width: the one place a member's id can be copied. */}
                <TableHeaderCell align="right">User id</TableHeaderCell>
              </tr>
            </TableHead>
            <TableBody>
              <Spacer height={above} />
              {rows.map((row) => {
                const m = shown[row.index]!;
                return (
                  <TableRow key={row.key} data-index={row.index} ref={virtualizer.measureElement} aria-rowindex={row.index + 2} data-member-row={m.userId}>
                    <TableCell>
                      <div className="flex items-center gap-3">
                        <Avatar src={m.avatarUrl} alt={m.fullName} size="md" loading="eager" />
                        <div className="min-w-0">
                          <span className={m.resolved ? 'font-medium text-slate-900' : 'text-slate-500 italic'}>{m.fullName}</span>
                          {availability && (
                            <button
                              type="button"
                              aria-label={`Availability of ${m.fullName}`}
                              onClick={() => setAvailabilityOf({ userId: m.userId, name: m.fullName })}
                              className="ml-2 text-xs text-indigo-700 underline-offset-2 hover:underline focus-visible:focus-ring"
                            >
                              Availability
                            </button>
                          )}
                          {availability && (
                            <button
                              type="button"
                              aria-label={`Positions of ${m.fullName}`}
                              onClick={() => setPositionsOf({ userId: m.userId, name: m.fullName, title: m.title ?? null })}
                              className="ml-2 text-xs text-indigo-700 underline-offset-2 hover:underline focus-visible:focus-ring"
                            >
                              Positions
                            </button>
                          )}
                          {/* On a phone the other columns fold in here, one stacked row per member. */}
                          <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-600 sm:hidden">
                            {m.title && <span>{m.title}</span>}
                            <Role isAdmin={m.isAdmin} />
                          </div>
                        </div>
                      </div>
                    </TableCell>
                    <TableCell className={cn('text-slate-600', wideScreenColumn)}>{m.title ?? <span className="text-slate-500">—</span>}</TableCell>
                    <TableCell className={wideScreenColumn}>
                      <Role isAdmin={m.isAdmin} />
                    </TableCell>
                    <TableCell align="right">
                      <CopyId id={m.userId} name={m.fullName} />
                    </TableCell>
                  </TableRow>
                );
              })}
              <Spacer height={below} />
            </TableBody>
          </Table>
        )}
      </TableContainer>
      {availability && <AvailabilityDialog organizationId={availability.organizationId} person={availabilityOf} actions={availability.actions} onClose={() => setAvailabilityOf(null)} />}
      {availability && <PersonPositionsDialog organizationId={availability.organizationId} person={positionsOf} save={availability.savePositions} onClose={() => setPositionsOf(null)} />}
    </div>
  );
}
