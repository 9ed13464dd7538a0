import { peopleToAssign } from './create-from-template-input';
import type { ShiftTemplate } from './shift-template';

/**
 * Who a roster cell's "Add from template" puts on the new shift: the row's person first (the cell
 * the manager chose), then the template's default people, as New item from the same template would,
 * until the template's "needs N" is met: a default person past it would only overfill the shift.
 * The open shifts row has no person: the template's people alone. Each is asked about (double
 * booking, rule breaks) by the one create-from-template action.
 */
export function cellPeople(template: Pick<ShiftTemplate, 'people' | 'needs'>, rowUserId: string | null): string[] {
  return peopleToAssign({ assigneeUserId: rowUserId ?? undefined, people: template.people }).slice(0, template.needs);
}
