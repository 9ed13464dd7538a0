import type { ConflictQuestion } from '@/components/ui/conflict-confirm';
import type { RosterRow as RosterRowData } from '@/lib/roster/roster';
import { decideDrop, dropConflicts, type DropPlan, type RosterCell } from '@/lib/roster/roster-drop';
import { conflictSentence, type ScheduleItem } from '@/lib/schedule';
import type { HourCycle } from '@/lib/time/hour-cycle';
import type { Dragged } from './use-roster-drags';

// A drop or Alt+arrow in the roster: decided by lib/roster/roster-drop.ts, asked about when it
// double-books the person it gives the item to, then handed to `onEdit`.

type Options = {
  rows: readonly RosterRowData[];
  /** The zone whose wall-clock time a move keeps (the organization's). */
  moveZone: string;
  timeZone: string;
  hourCycle: HourCycle;
  onEdit: (item: ScheduleItem, plan: DropPlan) => Promise<boolean>;
  onRefused: (reason: string) => void;
  askConflicts: (question: ConflictQuestion) => Promise<boolean>;
};

/** Decides and applies a drop or Alt+arrow; resolves whether it was saved. */
export function rosterDropEdit({ rows, moveZone, timeZone, hourCycle, onEdit, onRefused, askConflicts }: Options) {
  const cellOf = (row: number, day: number): RosterCell => ({ person: rows[row]?.person ? { userId: rows[row].person.userId, name: rows[row].person.name } : null, day });

  /** The plan, confirmed when it double-books the person it gives the item to; null when the manager says no. */
  const confirmed = async (item: ScheduleItem, plan: DropPlan, target: RosterRowData): Promise<DropPlan | null> => {
    const clashes = dropConflicts(item, plan, [...target.cells.flat(), ...target.continued.flat()]);
    if (!plan.reassign || clashes.length === 0) return plan;
    const { to } = plan.reassign;
    const yes = await askConflicts({ sentences: [conflictSentence(to.name, clashes, timeZone, hourCycle)], confirmLabel: `Give it to ${to.name} anyway` });
    return yes ? { ...plan, reassign: { ...plan.reassign, confirmConflicts: true } } : null;
  };

  return async (from: Dragged, to: { row: number; day: number }): Promise<boolean> => {
    const decision = decideDrop(from.item, cellOf(from.row, from.day), cellOf(to.row, to.day), moveZone);
    if (!decision.ok) {
      onRefused(decision.reason);
      return false;
    }
    const plan = decision.plan && (await confirmed(from.item, decision.plan, rows[to.row]!));
    return plan ? onEdit(from.item, plan) : false;
  };
}
