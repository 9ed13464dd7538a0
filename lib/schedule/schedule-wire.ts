import type { ScheduleItem, ScheduleMember } from './schedule-item';
import type { ScheduleRead } from './schedule-read';

// The calendar route's wire shape (docs/decisions/schedule-wire-and-gzip.md): on a busy week the same few
// hundred people are members of thousands of items, and each copy of a member carried its name and
// avatar. The answer names each person once (`people`, by user id); a plain USER member whose name
// and avatar are its person's travels as `[userId, status]`. Anything else (a group, an
// invite, a person whose name differs from one item to the next) travels whole, so nothing is lost.
// The browser rebuilds ScheduleItems in one place (`fromWire`); components never see this shape.

/** A person as shown on the schedule. */
export type WirePerson = { name: string; avatarUrl: string | null };

/** A member on the wire: a plain USER member by reference (`[userId, status]`), or the member whole. */
export type WireMember = readonly [userId: string, status: string] | ScheduleMember;

export type WireItem = Omit<ScheduleItem, 'members'> & { members: WireMember[] };

export type ScheduleWire = { people: Record<string, WirePerson>; items: WireItem[]; fetchedAt: number };

/** True when the member is exactly what its user id and the people table rebuild. */
function isPlainUser(member: ScheduleMember, person: WirePerson | undefined): member is ScheduleMember & { userId: string } {
  return (
    member.type === 'USER' &&
    member.userId !== null &&
    member.key === `USER:${member.userId}` &&
    member.groupId === null &&
    member.phone === null &&
    member.requestedAt === undefined &&
    person !== undefined &&
    person.name === member.displayName &&
    person.avatarUrl === member.avatarUrl
  );
}

export function toWire(read: ScheduleRead): ScheduleWire {
  const people: Record<string, WirePerson> = {};
  const personOf = (member: ScheduleMember): WirePerson | undefined => {
    if (member.type !== 'USER' || member.userId === null) return undefined;
    // The first copy of a person names them; a later copy that differs travels whole.
    if (!Object.hasOwn(people, member.userId)) people[member.userId] = { name: member.displayName, avatarUrl: member.avatarUrl };
    return people[member.userId];
  };
  const items = read.items.map((item) => ({
    ...item,
    members: item.members.map((member): WireMember => (isPlainUser(member, personOf(member)) ? [member.userId, member.status] : member)),
  }));
  return { people, items, fetchedAt: read.fetchedAt };
}


/**
 * Rebuilds members, one object per person and status for the whole answer: a week names the same
 * few hundred people thousands of times, and the objects are read-only data.
 */
function memberRebuilder(people: Record<string, WirePerson>) {
  const made = new Map<string, ScheduleMember>();
  return (member: WireMember): ScheduleMember => {
    if (!Array.isArray(member)) return member as ScheduleMember;
    const [userId, status] = member as readonly [string, string];
    const id = `${userId} ${status}`;
    let rebuilt = made.get(id);
    if (!rebuilt) {
      // A reference to nobody in the table (a hand-made or damaged answer): shown as the id, as the server would.
      const person = Object.hasOwn(people, userId) ? people[userId] : undefined;
      rebuilt = {
        key: `USER:${userId}`,
        type: 'USER',
        userId,
        groupId: null,
        displayName: person?.name ?? `User ${userId}`,
        avatarUrl: person?.avatarUrl ?? null,
        status,
        phone: null,
      };
      made.set(id, rebuilt);
    }
    return rebuilt;
  };
}

// A poll answered 304 hands back the very same wire object: it must give the very same read, or
// every poll would re-render the schedule.
const rebuilt = new WeakMap<ScheduleWire, ScheduleRead>();

/** The ScheduleRead the components use, rebuilt from the wire (once per answer). */
export function fromWire(wire: ScheduleWire): ScheduleRead {
  const known = rebuilt.get(wire);
  if (known) return known;
  const memberOf = memberRebuilder(wire.people);
  const read: ScheduleRead = { items: wire.items.map((item) => ({ ...item, members: item.members.map(memberOf) })), fetchedAt: wire.fetchedAt };
  rebuilt.set(wire, read);
  return read;
}
