import type { ScheduleItem, ScheduleMember } from './schedule-item';
import type { ScheduleRead } from './schedule-read';

// The calendar route's wire shape (docs/architecture.md, "A read"): on a busy week the same few
// hundred people are members of thousands of items, and each copy of a member carried its name and
// avatar. The answer names each person once (`people`, by user id); a plain USER member whose name
// and avatar are its person's travels as its user id and status. Anything else (a group, an
// invite, a person whose name differs from one item to the next) travels whole, so nothing is lost.
// The browser rebuilds ScheduleItems in one place (`fromWire`); components never see this shape.

/** A person as shown on the schedule. */
export type WirePerson = { name: string; avatarUrl: string | null };

/** A member on the wire: a plain USER member by reference, or the member whole. */
export type WireMember = { userId: string; status: string } | ScheduleMember;

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
    members: item.members.map((member): WireMember => (isPlainUser(member, personOf(member)) ? { userId: member.userId, status: member.status } : member)),
  }));
  return { people, items, fetchedAt: read.fetchedAt };
}

const isWhole = (member: WireMember): member is ScheduleMember => 'key' in member;

function memberFrom(member: WireMember, people: Record<string, WirePerson>): ScheduleMember {
  if (isWhole(member)) return member;
  // A reference to nobody in the table (a hand-made or damaged answer): shown as the id, as the server would.
  const person = Object.hasOwn(people, member.userId) ? people[member.userId] : undefined;
  return {
    key: `USER:${member.userId}`,
    type: 'USER',
    userId: member.userId,
    groupId: null,
    displayName: person?.name ?? `User ${member.userId}`,
    avatarUrl: person?.avatarUrl ?? null,
    status: member.status,
    phone: null,
  };
}

// A poll answered 304 hands back the very same wire object: it must give the very same read, or
// every poll would re-render the schedule.
const rebuilt = new WeakMap<ScheduleWire, ScheduleRead>();

/** The ScheduleRead the components use, rebuilt from the wire (once per answer). */
export function fromWire(wire: ScheduleWire): ScheduleRead {
  const known = rebuilt.get(wire);
  if (known) return known;
  const read: ScheduleRead = {
    items: wire.items.map((item) => ({ ...item, members: item.members.map((member) => memberFrom(member, wire.people)) })),
    fetchedAt: wire.fetchedAt,
  };
  rebuilt.set(wire, read);
  return read;
}
