import fc from 'fast-check';
import { calendarItemTypes } from '@/lib/contract/calendar-item';
import { assigneeTypes, memberStatuses } from '@/lib/contract/members';
import { startCopyInputSchema } from '@/lib/copy/copy-input';
import { offerInputSchema } from '@/lib/offers/offer-input';
import { setAvailabilityInputSchema } from '@/lib/availability';
import { addPositionInputSchema, setItemPositionInputSchema, setPersonPositionsInputSchema } from '@/lib/positions';
import { openDraftInputSchema } from '@/lib/drafts';
import { createSeriesInputSchema, editFollowingInputSchema, editOccurrenceInputSchema, editSeriesInputSchema, endSeriesInputSchema, repeatItemInputSchema, setHorizonInputSchema, undoEndSeriesInputSchema } from '@/lib/repeats';
import { addTemplateInputSchema } from '@/lib/shift-templates';
import { saveWeekTemplateInputSchema } from '@/lib/week-templates';
import { sendMessageInputSchema } from '@/lib/messages/send-schema';
import { saveTemplateSchema } from '@/lib/messages/template-schema';
import { saveEnterpriseSchema, saveOrganizationSchema } from '@/lib/entry-points/entry-point-schemas';
import { demoPassword, demoUsers } from '@/test/support/demo-accounts';
import { boolField, enumField, epochField, garbage, idField, inputOf, kindsIn, nastyNumber, nastyString, orValid, shaped, textField, withKinds, type Field } from './garbage';
import type { SeedPool } from './seed-pool';

// One place for what the fuzzer sends to each server action (every export of lib/<feature>/actions.ts):
// the arbitrary of its first argument, built around the real input's shape, and what must not be
// sent because it would change state the other specs rely on (the seed's entry points, templates,
// real sends, the service token). What valid inputs create is removed again by `cleanup`.

export type ActionTarget = {
  file: string;
  name: string;
  params?: (pool: SeedPool) => Record<string, string>;
  input: (pool: SeedPool) => fc.Arbitrary<unknown>;
  /** True for an input that would change state we cannot restore: it is not sent. */
  unsafe?: (input: unknown, pool: SeedPool) => boolean;
  /** Runs without the admin's cookie (signing out must not end the fuzzer's own session). */
  anonymous?: boolean;
  /** The action that undoes a successful call, and its input, from the call's result data. */
  cleanup?: (data: Record<string, unknown>) => { name: string; input: unknown } | null;
};

const CALENDAR = 'lib/schedule/actions.ts';
const MEMBERS = 'lib/staffing/actions.ts';
const MESSAGES = 'lib/messages/actions.ts';
const SETTINGS = 'lib/settings/actions.ts';
const AUTH = 'lib/auth/actions.ts';
const COPIES = 'lib/copy/actions.ts';
const HISTORY = 'lib/history/actions.ts';
const OFFERS = 'lib/offers/actions.ts';
const AVAILABILITY = 'lib/availability/actions.ts';
const POSITIONS = 'lib/positions/actions.ts';
const DRAFTS = 'lib/drafts/actions.ts';
const REPEATS = 'lib/repeats/actions.ts';
const SHIFT_TEMPLATES = 'lib/shift-templates/actions.ts';
const WEEK_TEMPLATES = 'lib/week-templates/actions.ts';
/** A history line's id: small positive numbers that may be someone's change (refused: not theirs), or hostile ones. */
const changeIdField: Field = { valid: fc.integer({ min: 1, max: 500 }), hostile: fc.oneof(nastyNumber, garbage) };

const weekdayField: Field = { valid: fc.integer({ min: 1, max: 7 }), hostile: fc.oneof(nastyNumber, garbage) };
const clockField: Field = { valid: fc.tuple(fc.integer({ min: 0, max: 23 }), fc.constantFrom(0, 15, 30, 45)).map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`), hostile: fc.oneof(nastyString, garbage) };
const hoursField: Field = { valid: fc.oneof(fc.constant(null), fc.integer({ min: 0, max: 168 })), hostile: fc.oneof(nastyNumber, garbage) };
/** A shift template's fields (lib/shift-templates). */
const templateField = (p: SeedPool): Field =>
  shaped({
    name: textField(200),
    type: enumField(calendarItemTypes),
    startTime: clockField,
    endTime: clockField,
    needs: { valid: fc.integer({ min: 1, max: 50 }), hostile: fc.oneof(nastyNumber, garbage) },
    notes: textField(4000),
    people: { valid: fc.uniqueArray(fc.constantFrom(...p.userIds), { maxLength: 2 }), hostile: garbage },
  });
const shapedInput = (fields: Record<string, Field>) => inputOf(shaped(fields));
const inOrganization = (pool: SeedPool) => ({ organizationId: pool.organizationIds[0]! });
const uuidField: Field = { valid: fc.uuid(), hostile: fc.oneof(nastyString, garbage, fc.constant('00000000-0000-0000-0000-00000000000g')) };
const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);
const fieldOf = (input: unknown, key: string): unknown => (input !== null && typeof input === 'object' && !Array.isArray(input) ? (input as Record<string, unknown>)[key] : undefined);
const isIn = (list: readonly string[], value: unknown) => typeof value === 'string' && list.includes(value.trim());

const itemRef = (pool: SeedPool) => ({
  organizationId: idField(pool.organizationIds),
  itemId: idField(pool.itemIds),
  expectedVersion: textField(32, fc.oneof(fc.constantFrom(...pool.versions), fc.string({ minLength: 1, maxLength: 32 }))),
  force: boolField,
});

const memberRef = (pool: SeedPool) => inputOf(shaped({ organizationId: idField(pool.organizationIds), itemId: idField(pool.itemIds), userId: idField(pool.userIds) }));

const assignee = (pool: SeedPool) =>
  shaped({
    type: enumField(assigneeTypes),
    userId: idField(pool.userIds),
    groupId: idField([]),
    fullName: textField(120),
    countryCode: enumField(['1', '44', '33', '999', '0']),
    phone: enumField(['2025550123', '7700900123', '123', '1234567890123456']),
    initialStatus: enumField(memberStatuses),
  });

const keyField = shaped({
  key: textField(64, fc.constantFrom('title', 'body', 'Key_1', '__proto__', '1st')),
  label: textField(80),
  required: boolField,
  maxLength: textField(5, fc.constantFrom('', '10', '4000', '4001', '0', '-1', '1.5')),
});

/** A list field: valid lists of valid elements; hostile: hostile elements, too many, not a list. */
function listField(element: Field, options: { min: number; max: number; tooMany?: number }): Field {
  return {
    valid: fc.array(element.valid, { minLength: options.min, maxLength: Math.min(options.max, 3) }),
    hostile: fc.oneof(fc.array(inputOf(element), { maxLength: 3 }), fc.array(element.valid, { minLength: options.tooMany ?? options.max + 1, maxLength: options.tooMany ?? options.max + 1 }), garbage),
  };
}

/** A draft's actions: the draft is a random id (never one of Shiftdesk's: not found), so nothing is written. */
const onDraft = (p: SeedPool) => ({ organizationId: idField(p.organizationIds), draftId: uuidField });
const onDraftItem = (p: SeedPool) => ({ ...onDraft(p), itemId: idField(p.itemIds), localKey: textField(64) });
const draftTargets: ActionTarget[] = [
  {
    file: DRAFTS,
    name: 'openDraftAction',
    params: inOrganization,
    input: (p) => shapedInput({ organizationId: idField(p.organizationIds), from: epochField(p.now), to: epochField(p.now + 7 * 86_400_000) }),
    // A valid one opens a draft other specs would meet: only refusals are sent.
    unsafe: (input) => openDraftInputSchema.safeParse(input).success,
  },
  {
    file: DRAFTS,
    name: 'draftCreateItemAction',
    params: inOrganization,
    input: (p) => shapedInput({ ...onDraft(p), type: enumField([...calendarItemTypes, 'PARTY']), name: textField(200), timeZoneName: enumField([...p.timeZones, 'Mars/Olympus']), start: epochField(p.now), end: epochField(p.now + 3_600_000), assigneeUserId: idField(p.userIds) }),
  },
  { file: DRAFTS, name: 'draftMoveItemAction', params: inOrganization, input: (p) => shapedInput({ ...itemRef(p), draftId: uuidField, start: epochField(p.now), end: epochField(p.now + 3_600_000) }) },
  { file: DRAFTS, name: 'draftMoveNewItemAction', params: inOrganization, input: (p) => shapedInput({ ...onDraft(p), localKey: textField(64), start: epochField(p.now), end: epochField(p.now + 3_600_000), confirmConflicts: boolField }) },
  { file: DRAFTS, name: 'draftAssignAction', params: inOrganization, input: (p) => shapedInput({ ...onDraftItem(p), userId: idField(p.userIds), confirmConflicts: boolField }) },
  { file: DRAFTS, name: 'draftUnassignAction', params: inOrganization, input: (p) => shapedInput({ ...onDraftItem(p), userId: idField(p.userIds) }) },
  { file: DRAFTS, name: 'draftDeleteItemAction', params: inOrganization, input: (p) => shapedInput({ ...onDraft(p), itemId: idField(p.itemIds) }) },
  { file: DRAFTS, name: 'removeDraftLineAction', params: inOrganization, input: (p) => shapedInput({ ...onDraft(p), lineId: uuidField }) },
  {
    file: DRAFTS,
    name: 'copyIntoDraftAction',
    params: inOrganization,
    input: (p) =>
      shapedInput({
        ...onDraft(p),
        span: enumField(['week', 'day', 'month']),
        sourceDate: textField(10, fc.constantFrom('2031-01-06', '2031-02-30', '1900-01-01', '')),
        targetDate: textField(10, fc.constantFrom('2031-01-13', '2031-01-08', '2020-01-06', '2031-13-01')),
        withPeople: boolField,
        itemIds: listField(idField(p.itemIds), { min: 1, max: 4000 }),
      }),
  },
  {
    file: DRAFTS,
    name: 'acceptAutoFillLinesAction',
    params: inOrganization,
    input: (p) => shapedInput({ ...onDraft(p), proposalId: textField(64), accepted: listField(shaped({ itemId: idField(p.itemIds), userId: idField(p.userIds) }), { min: 1, max: 1000 }) }),
  },
  ...(['discardDraftAction', 'publishDraftAction', 'undoDraftPublishAction'] as const).map((name) => ({ file: DRAFTS, name, params: inOrganization, input: (p: SeedPool) => shapedInput(onDraft(p)) })),
];

export const actionTargets: ActionTarget[] = [
  ...draftTargets,
  {
    file: AUTH,
    name: 'signInAction',
    // Sent without the admin's session: a password sign-in ends the browser's previous session
    // (issue 24, L6), which would sign out every admin test after this spec in its lane.
    anonymous: true,
    input: () =>
      shapedInput({
        email: textField(254, fc.constantFrom(demoUsers.admin.email, ` ${demoUsers.admin.email.toUpperCase()} `)),
        password: textField(1024, fc.constant(demoPassword)),
        next: textField(2000, fc.constantFrom('/', '//evil.example', '/\\evil.example', 'https://evil.example', '/settings', 'javascript:alert(1)')),
      }),
    // A wrong password counts against 127.0.0.1's sign-in limit, shared by the whole e2e run:
    // only the demo admin's real credentials (with any `next`) may reach the credential check.
    unsafe: (input) => {
      const email = fieldOf(input, 'email');
      const password = fieldOf(input, 'password');
      if (typeof email !== 'string' || typeof password !== 'string' || password.length === 0 || password.length > 1024 || !email.includes('@')) return false;
      return !(email.trim().toLowerCase() === demoUsers.admin.email && password === demoPassword);
    },
  },
  { file: AUTH, name: 'signOutAction', anonymous: true, input: () => garbage },
  {
    file: CALENDAR,
    name: 'createCalendarItemAction',
    params: inOrganization,
    input: (p) =>
      shapedInput({
        organizationId: idField(p.organizationIds),
        type: enumField(calendarItemTypes),
        name: textField(200),
        notes: textField(4000),
        timeZoneName: enumField([...p.timeZones, 'Europe/Paris', 'UTC', 'Mars/Olympus', 'Etc/GMT+99', '../../etc']),
        start: epochField(p.now),
        end: epochField(p.now + 3_600_000),
        muteAssignmentNotifications: boolField,
        assigneeUserId: orValid(idField(p.userIds), ''),
      }),
  },
  { file: CALENDAR, name: 'moveCalendarItemAction', params: inOrganization, input: (p) => shapedInput({ ...itemRef(p), start: epochField(p.now), end: epochField(p.now + 3_600_000) }) },
  {
    file: CALENDAR,
    name: 'updateCalendarItemAction',
    params: inOrganization,
    input: (p) =>
      shapedInput({ ...itemRef(p), name: textField(200), notes: textField(4000), status: enumField(['', 'OPEN', 'ASSIGNED', 'CANCELLED', 'open']), muteAssignmentNotifications: boolField }),
  },
  { file: CALENDAR, name: 'deleteCalendarItemAction', params: inOrganization, input: (p) => shapedInput(itemRef(p)) },
  { file: CALENDAR, name: 'setItemNeedsAction', params: inOrganization, input: (p) => shapedInput({ organizationId: itemRef(p).organizationId, itemId: itemRef(p).itemId, needs: { valid: fc.integer({ min: 1, max: 50 }), hostile: fc.oneof(nastyNumber, garbage) } }) },
  {
    file: MEMBERS,
    name: 'assignItemMembersAction',
    params: inOrganization,
    input: (p) =>
      shapedInput({
        organizationId: idField(p.organizationIds),
        itemId: idField(p.itemIds),
        assignees: listField(assignee(p), { min: 1, max: 25 }),
        initialStatus: enumField(memberStatuses),
        newCalendarItemStatus: enumField(['OPEN', 'ASSIGNED', 'CANCELLED']),
        shouldReplaceMemberStatuses: boolField,
      }),
  },
  { file: MEMBERS, name: 'requestItemAdditionAction', params: inOrganization, input: memberRef },
  {
    file: COPIES,
    name: 'startCopyAction',
    params: inOrganization,
    input: (p) =>
      shapedInput({
        organizationId: idField(p.organizationIds),
        span: enumField(['week', 'day', 'month']),
        sourceDate: textField(10, fc.constantFrom('2031-01-06', '2031-02-30', '1900-01-01', '')),
        targetDate: textField(10, fc.constantFrom('2031-01-13', '2031-01-08', '2020-01-06', '2031-13-01')),
        withPeople: boolField,
        itemIds: listField(idField(p.itemIds), { min: 1, max: 4000 }),
        templateId: uuidField,
        copyKey: uuidField,
      }),
    // A valid copy would create items in the seed the other specs read: only invalid ones are sent.
    unsafe: (input) => startCopyInputSchema.safeParse(input).success,
  },
  ...(['retryCopyRowAction', 'createCopyRowAnywayAction', 'markCopyRowHandledAction'] as const).map((name) => ({
    file: COPIES,
    name,
    params: inOrganization,
    input: (p: SeedPool) => shapedInput({ organizationId: idField(p.organizationIds), copyId: uuidField, rowId: uuidField }),
  })),
  { file: COPIES, name: 'undoCopyAction', params: inOrganization, input: (p) => shapedInput({ organizationId: idField(p.organizationIds), copyId: uuidField, confirm: boolField }) },
  { file: MEMBERS, name: 'removeItemMemberAction', params: inOrganization, input: memberRef },
  {
    file: MEMBERS,
    name: 'reassignItemMemberAction',
    params: inOrganization,
    input: (p) =>
      shapedInput({
        organizationId: idField(p.organizationIds),
        itemId: idField(p.itemIds),
        fromUserId: idField(p.userIds),
        toUserId: idField(p.userIds),
        initialStatus: enumField(memberStatuses),
        newCalendarItemStatus: enumField(['OPEN', 'ASSIGNED', 'CANCELLED']),
        confirmConflicts: boolField,
      }),
  },
  {
    file: OFFERS,
    name: 'startOfferAction',
    params: inOrganization,
    input: (p) => shapedInput({ organizationId: idField(p.organizationIds), itemId: idField(p.itemIds), count: { valid: fc.integer({ min: 1, max: 20 }), hostile: fc.oneof(nastyNumber, garbage) }, passOn: boolField, offerKey: uuidField }),
    // A valid offer invites real people on seed items that other specs read: only refusals are sent.
    unsafe: (input) => offerInputSchema.safeParse(input).success,
  },
  {
    file: AVAILABILITY,
    name: 'setAvailabilityAction',
    params: inOrganization,
    input: (p) =>
      shapedInput({
        organizationId: idField(p.organizationIds),
        userId: idField(p.userIds),
        availability: shaped({
          unavailable: { valid: fc.array(shaped({ weekday: weekdayField, from: clockField, to: clockField, overnight: boolField }).valid, { maxLength: 3 }), hostile: garbage },
          preferredDays: { valid: fc.uniqueArray(weekdayField.valid, { maxLength: 7 }), hostile: garbage },
          avoidedDays: { valid: fc.constant([]), hostile: garbage },
          preferredStarts: { valid: fc.array(clockField.valid, { maxLength: 2 }), hostile: garbage },
          targetHours: hoursField,
          maxHours: hoursField,
        }),
      }),
    // A valid save changes how the picker ranks seed people that other specs staff: only refusals are sent.
    unsafe: (input) => setAvailabilityInputSchema.safeParse(input).success,
  },
  // Positions: a valid add, or a valid clear of an item's or a person's positions, would change what
  // the positions spec reads; random position ids are never the organization's, so they are refused.
  {
    file: POSITIONS,
    name: 'addPositionAction',
    params: inOrganization,
    input: (p) => shapedInput({ organizationId: idField(p.organizationIds), name: textField(40) }),
    unsafe: (input) => addPositionInputSchema.safeParse(input).success,
  },
  { file: POSITIONS, name: 'renamePositionAction', params: inOrganization, input: (p) => shapedInput({ organizationId: idField(p.organizationIds), positionId: uuidField, name: textField(40) }) },
  { file: POSITIONS, name: 'removePositionAction', params: inOrganization, input: (p) => shapedInput({ organizationId: idField(p.organizationIds), positionId: uuidField, confirm: boolField }) },
  {
    file: POSITIONS,
    name: 'setItemPositionAction',
    params: inOrganization,
    input: (p) => shapedInput({ organizationId: idField(p.organizationIds), itemId: idField(p.itemIds), positionId: { valid: fc.oneof(fc.constant(null), uuidField.valid), hostile: uuidField.hostile } }),
    unsafe: (input) => setItemPositionInputSchema.safeParse(input).data?.positionId === null,
  },
  {
    file: POSITIONS,
    name: 'setPersonPositionsAction',
    params: inOrganization,
    input: (p) => shapedInput({ organizationId: idField(p.organizationIds), userId: idField(p.userIds), positionIds: { valid: fc.array(uuidField.valid, { maxLength: 3 }), hostile: garbage } }),
    unsafe: (input) => setPersonPositionsInputSchema.safeParse(input).data?.positionIds.length === 0,
  },
  { file: AVAILABILITY, name: 'learnAvailabilityAction', params: inOrganization, input: (p) => shapedInput({ organizationId: idField(p.organizationIds), userId: idField(p.userIds) }) },
  ...repeatTargets(),
  {
    file: SHIFT_TEMPLATES,
    name: 'addTemplateAction',
    params: inOrganization,
    input: (p) => shapedInput({ organizationId: idField(p.organizationIds), template: templateField(p) }),
    // A valid add would put a template in the organization's list other specs may read: only refusals are sent.
    unsafe: (input) => addTemplateInputSchema.safeParse(input).success,
  },
  { file: SHIFT_TEMPLATES, name: 'editTemplateAction', params: inOrganization, input: (p) => shapedInput({ organizationId: idField(p.organizationIds), templateId: uuidField, template: templateField(p) }) },
  {
    file: WEEK_TEMPLATES,
    name: 'saveWeekTemplateAction',
    params: inOrganization,
    input: (p) => shapedInput({ organizationId: idField(p.organizationIds), name: textField(200), weekDate: textField(10, fc.constantFrom('2031-01-06', '2031-02-30', '')), withPeople: boolField }),
    // A valid save would put a template in the organization's list other specs may read: only refusals are sent.
    unsafe: (input) => saveWeekTemplateInputSchema.safeParse(input).success,
  },
  { file: WEEK_TEMPLATES, name: 'removeWeekTemplateAction', params: inOrganization, input: (p) => shapedInput({ organizationId: idField(p.organizationIds), templateId: uuidField }) },
  { file: SHIFT_TEMPLATES, name: 'removeTemplateAction', params: inOrganization, input: (p) => shapedInput({ organizationId: idField(p.organizationIds), templateId: uuidField }) },
  {
    file: SHIFT_TEMPLATES,
    name: 'createFromTemplateAction',
    params: inOrganization,
    // A random template id is never one of the organization's: a valid shape is refused as not found, nothing is created.
    input: (p) =>
      shapedInput({
        organizationId: idField(p.organizationIds),
        templateId: uuidField,
        type: enumField(calendarItemTypes),
        name: textField(200),
        timeZoneName: enumField([...p.timeZones, 'UTC', 'Mars/Olympus']),
        start: epochField(p.now),
        end: epochField(p.now + 3_600_000),
        needs: { valid: fc.integer({ min: 1, max: 50 }), hostile: fc.oneof(nastyNumber, garbage) },
        people: { valid: fc.uniqueArray(fc.constantFrom(...p.userIds), { maxLength: 2 }), hostile: garbage },
      }),
  },
  { file: OFFERS, name: 'cancelOfferAction', params: inOrganization, input: (p) => shapedInput({ organizationId: idField(p.organizationIds), itemId: idField(p.itemIds), offerId: uuidField }) },
  { file: HISTORY, name: 'undoChangeAction', params: inOrganization, input: (p) => shapedInput({ organizationId: idField(p.organizationIds), changeId: changeIdField, overwrite: boolField, confirmConflicts: boolField }) },
  {
    file: MESSAGES,
    name: 'sendMessageAction',
    input: (p) =>
      shapedInput({
        sendKey: uuidField,
        templateId: idField(p.templateIds),
        values: { valid: fc.dictionary(fc.constantFrom('title', 'body', 'message'), fc.string({ maxLength: 40 }), { maxKeys: 3 }), hostile: fc.oneof(fc.dictionary(nastyString, inputOf(textField(4000)), { maxKeys: 4 }), garbage) },
        savedConversationIds: listField(textField(100, fc.uuid()), { min: 0, max: 50 }),
      }),
    // A valid send with a real template would post a card: only invalid ones are sent.
    unsafe: (input, p) => sendMessageInputSchema.safeParse(input).success && isIn(p.templateIds, fieldOf(input, 'templateId')),
  },
  ...(['retryMessageAction', 'sendMessageAgainAction', 'markMessageSentAction'] as const).map((name) => ({ file: MESSAGES, name, input: () => shapedInput({ id: uuidField }) })),
  {
    file: MESSAGES,
    name: 'saveTemplateAction',
    input: (p) =>
      shapedInput({
        mode: enumField(['create', 'update']),
        templateId: textField(100, fc.oneof(fc.constantFrom(...p.templateIds), fc.stringMatching(/^fuzz-[a-z0-9]{1,12}$/))),
        displayName: textField(120),
        keys: listField(keyField, { min: 1, max: 30 }),
      }),
    unsafe: (input, p) => saveTemplateSchema.safeParse(input).success && isIn(p.templateIds, fieldOf(input, 'templateId')),
    cleanup: (data) => ({ name: 'removeTemplateAction', input: { templateId: data.templateId } }),
  },
  { file: MESSAGES, name: 'removeTemplateAction', input: (p) => shapedInput({ templateId: textField(100, fc.constantFrom(...p.templateIds)) }), unsafe: (input, p) => isIn(p.templateIds, fieldOf(input, 'templateId')) },
  {
    file: MESSAGES,
    name: 'saveConversationAction',
    input: (p) =>
      shapedInput({
        mode: enumField(['create', 'update']),
        id: textField(100, fc.uuid()),
        name: textField(120),
        organizationId: idField(p.organizationIds),
        conversationId: idField(p.seed.conversations.map((c) => c.conversationId)),
        everyone: boolField,
      }),
    cleanup: (data) => ({ name: 'removeConversationAction', input: { id: data.id } }),
  },
  { file: MESSAGES, name: 'removeConversationAction', input: () => shapedInput({ id: textField(100, fc.uuid()) }) },
  // {} is the only valid input, and a renewal would change the token the emulator's reset forgets.
  { file: SETTINGS, name: 'renewServiceTokenAction', input: () => garbage, unsafe: (input) => input !== null && typeof input === 'object' && !Array.isArray(input) && Object.keys(input).length === 0 },
  {
    file: SETTINGS,
    name: 'connectServiceAction',
    input: () =>
      shapedInput({ kind: enumField(['code', 'token']), value: textField(4096), clientId: textField(256, fc.constantFrom('', 'demo-client')), clientSecret: textField(4096, fc.constant('')), variant: enumField(['', 'connect', 'oauth']) }),
  },
  {
    file: SETTINGS,
    name: 'saveEnterpriseAction',
    input: (p) => shapedInput({ mode: enumField(['create', 'update']), enterpriseId: idField(p.enterpriseIds), displayName: textField(120) }),
    unsafe: (input, p) => saveEnterpriseSchema.safeParse(input).success && isIn(p.enterpriseIds, fieldOf(input, 'enterpriseId')),
    cleanup: (data) => ({ name: 'removeEnterpriseAction', input: { enterpriseId: data.enterpriseId } }),
  },
  { file: SETTINGS, name: 'removeEnterpriseAction', input: (p) => shapedInput({ enterpriseId: idField(p.enterpriseIds) }), unsafe: (input, p) => isIn(p.enterpriseIds, trimmed(fieldOf(input, 'enterpriseId'))) },
  {
    file: SETTINGS,
    name: 'saveOrganizationAction',
    input: (p) =>
      shapedInput({
        mode: enumField(['create', 'update']),
        organizationId: idField(p.organizationIds),
        enterpriseId: orValid(idField(p.enterpriseIds), ''),
        displayName: textField(120),
        timeZone: enumField([...p.timeZones, 'Mars/Olympus', '']),
      }),
    unsafe: (input, p) => saveOrganizationSchema.safeParse(input).success && isIn(p.organizationIds, fieldOf(input, 'organizationId')),
    cleanup: (data) => ({ name: 'removeOrganizationAction', input: { organizationId: data.organizationId } }),
  },
  { file: SETTINGS, name: 'removeOrganizationAction', input: (p) => shapedInput({ organizationId: idField(p.organizationIds) }), unsafe: (input, p) => isIn(p.organizationIds, fieldOf(input, 'organizationId')) },
];

/** The arguments of one call: mostly the one input; sometimes none, two, or not an array at all. */
export function argumentsOf(input: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  const noArguments = fc.constant([]);
  const extraArgument = fc.tuple(input, garbage);
  const inputKinds = Object.entries(kindsIn(input, 'input')).map(([name, kind]) => [name, kind.map((i) => [i])]);
  return withKinds(fc.oneof({ arbitrary: input.map((i) => [i]), weight: 12 }, { arbitrary: noArguments, weight: 1 }, { arbitrary: extraArgument, weight: 1 }), {
    ...Object.fromEntries(inputKinds),
    'no arguments': noArguments,
    'an extra argument': extraArgument,
  });
}

/**
 * The repeat actions: the rule and the series' fields around their real shapes. A valid input would
 * make a series that writes items into the seed's weeks other specs read (or end one, or move the
 * horizon): only refusals are sent.
 */
function repeatTargets(): ActionTarget[] {
  const rule: Field = shaped({
    frequency: enumField(['daily', 'weekdays', 'weekly']),
    weekdays: { valid: fc.uniqueArray(weekdayField.valid, { maxLength: 7 }), hostile: garbage },
    interval: { valid: fc.integer({ min: 1, max: 12 }), hostile: fc.oneof(nastyNumber, garbage) },
    ends: { valid: fc.oneof(fc.constant({ kind: 'never' }), fc.integer({ min: 1, max: 366 }).map((count) => ({ kind: 'count', count }))), hostile: garbage },
  });
  const fields = {
    type: enumField(['MULTI_ASSIGNEE_SHIFT', 'MEETING']),
    title: textField(200),
    notes: textField(4000),
    startTime: clockField,
    durationMinutes: { valid: fc.integer({ min: 15, max: 1440 }), hostile: fc.oneof(nastyNumber, garbage) },
    needs: { valid: fc.integer({ min: 1, max: 50 }), hostile: fc.oneof(nastyNumber, garbage) },
    people: { valid: fc.constant([]), hostile: garbage },
  };
  const dayField: Field = { valid: fc.integer({ min: 0, max: 400 }).map((d) => new Date(Date.UTC(2027, 0, 1) + d * 86_400_000).toISOString().slice(0, 10)), hostile: fc.oneof(nastyString, garbage, fc.constant('2027-02-30')) };
  const refusalsOnly = (schema: { safeParse: (input: unknown) => { success: boolean } }) => (input: unknown) => schema.safeParse(input).success;
  return [
    { file: REPEATS, name: 'createSeriesAction', params: inOrganization, input: (p) => shapedInput({ organizationId: idField(p.organizationIds), startDate: dayField, rule, ...fields }), unsafe: refusalsOnly(createSeriesInputSchema) },
    { file: REPEATS, name: 'repeatItemAction', params: inOrganization, input: (p) => shapedInput({ organizationId: idField(p.organizationIds), itemId: idField(p.itemIds), rule }), unsafe: refusalsOnly(repeatItemInputSchema) },
    {
      file: REPEATS,
      name: 'editOccurrenceAction',
      params: inOrganization,
      input: (p) => shapedInput({ organizationId: idField(p.organizationIds), occurrenceId: uuidField, title: textField(200), notes: textField(400), start: epochField(Date.now()), end: epochField(Date.now()), confirmConflicts: boolField }),
      unsafe: refusalsOnly(editOccurrenceInputSchema),
    },
    { file: REPEATS, name: 'editFollowingAction', params: inOrganization, input: (p) => shapedInput({ organizationId: idField(p.organizationIds), occurrenceId: uuidField, rule, ...fields }), unsafe: refusalsOnly(editFollowingInputSchema) },
    { file: REPEATS, name: 'editSeriesAction', params: inOrganization, input: (p) => shapedInput({ organizationId: idField(p.organizationIds), seriesId: uuidField, ...fields }), unsafe: refusalsOnly(editSeriesInputSchema) },
    { file: REPEATS, name: 'endSeriesAction', params: inOrganization, input: (p) => shapedInput({ organizationId: idField(p.organizationIds), seriesId: uuidField, fromDate: dayField }), unsafe: refusalsOnly(endSeriesInputSchema) },
    { file: REPEATS, name: 'undoEndSeriesAction', params: inOrganization, input: (p) => shapedInput({ organizationId: idField(p.organizationIds), seriesId: uuidField }), unsafe: refusalsOnly(undoEndSeriesInputSchema) },
    { file: REPEATS, name: 'setRepeatHorizonAction', params: inOrganization, input: (p) => shapedInput({ organizationId: idField(p.organizationIds), horizonWeeks: { valid: fc.integer({ min: 1, max: 12 }), hostile: fc.oneof(nastyNumber, garbage) } }), unsafe: refusalsOnly(setHorizonInputSchema) },
  ];
}
