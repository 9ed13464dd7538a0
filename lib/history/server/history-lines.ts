import 'server-only';
import { copyWords } from '@/lib/copy';
import { recentCopiesBy } from '@/lib/copy/server';
import type { Db } from '@/lib/server/db/types';
import type { HourCycle } from '@/lib/time/hour-cycle';
import { DAY_MS } from '@/lib/time/units';
import { readChange } from '../change-kinds';
import type { ChangeLine } from '../change-lines';
import { changeWords } from '../change-words';
import { canUndo } from '../undo-plan';
import { recentChangeRows, type ChangeRow } from './change-store';

// The history panel's lines: the user's own remembered changes of the organization and their
// copies (kept by the copy feature, with its own Undo), newest first.

const RECENT_DAYS = 14;

export function lineOf(row: ChangeRow, cycle: HourCycle): ChangeLine {
  const change = readChange(row.kind, row.change);
  const undo = row.undoneAt ? 'undone' : change && canUndo(change) ? 'available' : 'none';
  return { key: `change:${row.id}`, at: row.at.getTime(), words: change ? changeWords(change, cycle) : 'A change to the schedule', undo, target: { kind: 'change', id: row.id } };
}

/** `cycle`: the hour cycle of the person asking (their request's language). */
export async function historyLines(db: Db, userId: string, organizationId: string, cycle: HourCycle, now = Date.now()): Promise<ChangeLine[]> {
  const [rows, copies] = await Promise.all([recentChangeRows(db, userId, organizationId, new Date(now - RECENT_DAYS * DAY_MS)), recentCopiesBy(db, organizationId, userId, now)]);
  const copyLines: ChangeLine[] = copies.map((copy) => ({
    key: `copy:${copy.id}`,
    at: copy.startedAt,
    words: `Copied ${copyWords(copy).replace(/^Week/, 'week')}${copy.state === 'finished' ? ` (${copy.made} of ${copy.total} made)` : ''}`,
    undo: copy.state === 'undone' || copy.state === 'undoing' ? 'undone' : copy.state === 'finished' && copy.made > 0 ? 'available' : 'none',
    target: { kind: 'copy', id: copy.id },
  }));
  return [...rows.map((row) => lineOf(row, cycle)), ...copyLines].sort((a, b) => b.at - a.at);
}
