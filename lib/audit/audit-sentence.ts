import { itemTypeLabel } from '@/lib/schedule';
import { clockTime, dayOf } from '@/lib/time/calendar-day';
import { shortDay } from '@/lib/time/day-words';
import type { HourCycle } from '@/lib/time/hour-cycle';
import { describeActor } from './format';

// An audit entry as one sentence: who did what to whom and to which item, "sam@harbour.example
// declined Ethan Cole's replacement request for Night ward, Thu 26 Nov 19:00". Built only from what
// the entry kept when it was written (names, the item's name, start and zone), never from today's
// data, so a later rename does not rewrite history. An entry without that data (older rows, actions
// about no item or person) gets null, and the page shows the action's words as before.

export type SentenceEntry = { action: string; outcome: string; actorEmail: string | null; actorId: string | null; before: unknown; after: unknown; detail: unknown };

type ItemFacts = { label: string; when: string | null };

const record = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {});
const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/** "Thu 26 Nov 19:00" in the zone kept with the item; in UTC, said so, when none was kept. */
export function startInWords(iso: string, timeZone: string | null, cycle: HourCycle): string | null {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return null;
  let zone = timeZone ?? 'UTC';
  try {
    dayOf(ms, zone);
  } catch {
    zone = 'UTC'; // a zone this runtime does not know: still the right instant, in UTC
  }
  const words = `${shortDay(dayOf(ms, zone), true)} ${clockTime(ms, zone, cycle)}`;
  return zone === timeZone ? words : `${words} UTC`;
}

/** The item as kept in an item snapshot (lib/schedule/server auditView) or a decision's snapshot. */
function itemFacts(view: unknown, cycle: HourCycle): ItemFacts | null {
  const v = record(view);
  // A decision keeps `item`: the name, or the type's code when the item had none.
  const named = text(v.name) ?? text(v.item) ?? text(v.type);
  if (!named) return null;
  const label = itemTypeLabel(named);
  const start = text(v.start);
  const zone = text(v.timeZone) ?? text(v.timeZoneName);
  return { label, when: start ? startInWords(start, zone, cycle) : null };
}

const itemWords = (item: ItemFacts) => (item.when ? `${item.label}, ${item.when}` : item.label);
const possessive = (name: string) => `${name}’s`;

const REQUEST_WORDS: Record<string, string> = {
  REPLACEMENT_REQUESTED: 'replacement request for',
  ADDITION_REQUESTED: 'request to join',
};

/** A verb as it went: "declined", or "tried to decline" when the service refused or failed. */
type Verb = { done: string; tried: string };
const verbOf = (done: string, base: string): Verb => ({ done, tried: `tried to ${base}` });
const said = (verb: Verb, entry: SentenceEntry) => (entry.outcome === 'success' ? verb.done : verb.tried);

function decision(verb: Verb, entry: SentenceEntry, cycle: HourCycle): string | null {
  const before = record(entry.before);
  const item = itemFacts(before, cycle);
  const member = text(before.member);
  if (!item || !member) return null;
  const request = REQUEST_WORDS[String(before.status)] ?? 'request for';
  const stale = record(entry.detail).result === 'no_longer_pending';
  const sentence = `${stale ? verb.tried : said(verb, entry)} ${possessive(member)} ${request} ${itemWords(item)}`;
  return stale ? `${sentence} (it was no longer pending)` : sentence;
}

function memberChange(verb: Verb, linkWord: string, entry: SentenceEntry, cycle: HourCycle): string | null {
  const member = text(record(entry.detail).member);
  const item = itemFacts(entry.after, cycle) ?? itemFacts(entry.before, cycle);
  return member && item ? `${said(verb, entry)} ${member} ${linkWord} ${itemWords(item)}` : null;
}

function itemChange(verb: Verb, entry: SentenceEntry, cycle: HourCycle): string | null {
  const before = itemFacts(entry.before, cycle);
  const after = itemFacts(entry.after, cycle);
  if (entry.action === 'calendar_item.moved' && before?.when && after?.when && before.when !== after.when) return `${said(verb, entry)} ${before.label} from ${before.when} to ${after.when}`;
  const item = after ?? before;
  return item ? `${said(verb, entry)} ${itemWords(item)}` : null;
}

const REPLACEMENT_ENDINGS: Record<string, (cover: string | null) => string | null> = {
  cover: (cover) => (cover ? `: ${cover} covers it` : null),
  colleague: (cover) => (cover ? `: ${cover} covers it` : null),
  release: () => ': released, the shift left open',
  keep: () => ': refused, kept on the shift',
};

/** "answered Ethan Cole’s replacement request for Night ward, Thu 26 Nov 19:00: Mia Park covers it". */
function replacementAnswer(entry: SentenceEntry, cycle: HourCycle): string | null {
  const detail = record(entry.detail);
  const member = text(detail.member);
  const item = itemFacts(entry.before, cycle) ?? itemFacts(entry.after, cycle);
  const ending = REPLACEMENT_ENDINGS[String(detail.choice)]?.(text(detail.cover)) ?? null;
  if (!member || !item || !ending) return null;
  const sentence = `${said(verbOf('answered', 'answer'), entry)} ${possessive(member)} replacement request for ${itemWords(item)}`;
  if (detail.result === 'not_pending') return `tried to answer ${possessive(member)} replacement request for ${itemWords(item)} (it was no longer pending)`;
  if (detail.result === 'waiting_for_cover') return `${sentence}: asked ${text(detail.cover) ?? 'a cover'}, ${member} stays until they take it`;
  return `${sentence}${ending}`;
}

const builders: Record<string, (entry: SentenceEntry, cycle: HourCycle) => string | null> = {
  'member.approved': (e, cycle) => decision(verbOf('approved', 'approve'), e, cycle),
  'member.declined': (e, cycle) => decision(verbOf('declined', 'decline'), e, cycle),
  'member.assigned': (e, cycle) => memberChange(verbOf('added', 'add'), 'to', e, cycle),
  'member.removed': (e, cycle) => memberChange(verbOf('removed', 'remove'), 'from', e, cycle),
  'member.addition_requested': (e, cycle) => memberChange(verbOf('asked for', 'ask for'), 'to join', e, cycle),
  'member.replacement_answered': replacementAnswer,
  'calendar_item.created': (e, cycle) => itemChange(verbOf('created', 'create'), e, cycle),
  'calendar_item.moved': (e, cycle) => itemChange(verbOf('moved', 'move'), e, cycle),
  'calendar_item.updated': (e, cycle) => itemChange(verbOf('edited', 'edit'), e, cycle),
  'calendar_item.deleted': (e, cycle) => itemChange(verbOf('deleted', 'delete'), e, cycle),
};

/** The entry in one sentence, or null when it kept too little to say more than its action's words. */
export function auditSentence(entry: SentenceEntry, cycle: HourCycle): string | null {
  const build = Object.hasOwn(builders, entry.action) ? builders[entry.action]! : null;
  const rest = build?.(entry, cycle) ?? null;
  return rest ? `${describeActor(entry).label} ${rest}` : null;
}
