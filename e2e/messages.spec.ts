import { randomUUID } from 'node:crypto';
import { screenshotIfAsked } from './support/screenshots';
import { expect, test } from './support/test';
import { emulator } from './support/emulator';
import { composer, fillAnnouncement, history, messageRowOf, openComposer, savedConversationId, sentWithTitle } from './support/messages';
import { demoPassword } from '@/test/support/demo-accounts';
import { storageStateOf } from './support/roles';
import { expectTimeIn } from './support/zoned-times';
import { callServerAction } from './support/server-actions';

// Announcements against the real app, database and emulator: compose with a live preview, send,
// and check what the emulator really holds. A send must never be doubled (double click, the same
// key twice) nor lost (a failed send step is retried with the same card). Titles are unique per
// test, so the run's other messages never count.

const ACTIONS = 'lib/messages/actions.ts';
const unique = (what: string) => `E2E ${what} ${Date.now().toString(36)}`;

let cafe: { id: string; name: string; timeZone: string };
let managers: { organizationId: string; conversationId: string };
test.beforeAll(async () => {
  const seed = await emulator.seed();
  cafe = seed.organizations[0]!;
  managers = seed.conversations.find((c) => c.organizationId === cafe.id && c.name === 'Managers')!;
});
test.afterEach(async () => {
  await emulator.clearFaults();
});

test.describe('as a scheduler', () => {
  test.use({ storageState: storageStateOf('scheduler') });

  test('compose with a live preview, send: the emulator holds exactly one message with the card content', async ({ page }) => {
    const title = unique('Closed Monday');
    await openComposer(page);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Messages' })).toHaveAttribute('aria-current', 'page');
    await fillAnnouncement(page, cafe.name, { title, body: 'Bank holiday: we open again on Tuesday at 7.', footer: 'The managers' });

    const preview = page.getByTestId('card-preview');
    await expect(preview.getByRole('heading', { name: title })).toBeVisible();
    await expect(preview).toContainText('Bank holiday: we open again on Tuesday at 7.');
    await expect(preview).toContainText('The managers');
    await page.getByText('Content sent to the service').click();
    await expect(page.getByTestId('content-json')).toHaveText(JSON.stringify({ title, body: 'Bank holiday: we open again on Tuesday at 7.', footer: 'The managers' }));
    await screenshotIfAsked(page, 'messages-compose');

    await composer(page).getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Message sent', { exact: true })).toBeVisible();
    const row = messageRowOf(page, title);
    await expect(row).toHaveAttribute('data-state', 'sent');
    await expect(row).toContainText('Managers');
    await expect(row).toContainText(cafe.name);
    await expect(row).toContainText('scheduler@example.com');
    // In the organization's zone, named.
    await expectTimeIn(row.locator('time'), cafe.timeZone);
    // The form starts a new message: empty fields, a new key.
    await expect(composer(page).getByLabel('Title')).toHaveValue('');

    const { cards, messages } = await sentWithTitle(title);
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({ templateId: 'announcement', content: { title, body: 'Bank holiday: we open again on Tuesday at 7.', footer: 'The managers' } });
    expect(messages).toEqual([expect.objectContaining({ cardId: cards[0]!.id, organizationId: managers.organizationId, conversationId: managers.conversationId })]);
    // The ids are behind Copy buttons (for quoting to support), never shown raw.
    await expect(row.getByRole('button', { name: /^Copy card id of/ })).toHaveAttribute('title', cards[0]!.id);
    await expect(row.getByRole('button', { name: /^Copy message id of/ })).toHaveAttribute('title', messages[0]!.id);
    expect(await row.innerText()).not.toMatch(/\d{16,19}/);
    await row.scrollIntoViewIfNeeded();
    await screenshotIfAsked(page, 'messages-sent');
  });

  test('a double click on Send sends once', async ({ page }) => {
    const title = unique('Double click');
    await openComposer(page);
    await fillAnnouncement(page, cafe.name, { title, body: 'Clicked twice.' });
    await composer(page).getByRole('button', { name: 'Send' }).dblclick();
    await expect(messageRowOf(page, title)).toHaveAttribute('data-state', 'sent');
    await expect(messageRowOf(page, title)).toHaveCount(1);
    const { cards, messages } = await sentWithTitle(title);
    expect(cards).toHaveLength(1);
    expect(messages).toHaveLength(1);
  });

  test('the send action called twice with the same key sends once', async ({ page }) => {
    const title = unique('Same key');
    await openComposer(page);
    const input = {
      sendKey: randomUUID(),
      templateId: 'announcement',
      values: { title, body: 'Posted twice over HTTP.' },
      savedConversationIds: [await savedConversationId(page, cafe.name, /^Managers/)],
    };
    const [first, second] = await Promise.all([callServerAction(page.request, ACTIONS, 'sendMessageAction', [input]), callServerAction(page.request, ACTIONS, 'sendMessageAction', [input])]);
    const third = await callServerAction(page.request, ACTIONS, 'sendMessageAction', [input]);
    for (const call of [first, second, third]) expect(call.result).toMatchObject({ ok: true });
    const alreadySubmitted = [first, second, third].map((c) => (c.result as unknown as { data: { alreadySubmitted: boolean } }).data.alreadySubmitted);
    expect(alreadySubmitted.filter(Boolean)).toHaveLength(2);
    const { cards, messages } = await sentWithTitle(title);
    expect(cards).toHaveLength(1);
    expect(messages).toEqual([expect.objectContaining({ conversationId: managers.conversationId })]);
  });

  test('the send step fails after the card was made: the row shows failed, Retry sends that same card once', async ({ page }) => {
    const title = unique('Retry me');
    await openComposer(page);
    await fillAnnouncement(page, cafe.name, { title, body: 'The first attempt gets a 503.' });
    await emulator.faults({ failNext: [{ method: 'POST', path: '^/connect/conversations$', status: 503, count: 1 }] });
    await composer(page).getByRole('button', { name: 'Send' }).click();

    await expect(composer(page).getByRole('alert')).toContainText('Not sent');
    const row = messageRowOf(page, title);
    await expect(row).toHaveAttribute('data-state', 'failed');
    await expect(row).toContainText('The service was unavailable (503).');
    // The form keeps the message and its key: sending it again is an explicit new message.
    await expect(composer(page).getByRole('button', { name: 'Start a new message' })).toBeVisible();
    const before = await sentWithTitle(title);
    expect(before.cards).toHaveLength(1);
    expect(before.messages).toEqual([]);
    await composer(page).getByRole('alert').scrollIntoViewIfNeeded();
    await screenshotIfAsked(page, 'messages-failed');
    await row.scrollIntoViewIfNeeded();
    await screenshotIfAsked(page, 'messages-failed-row');

    await row.getByRole('button', { name: /^Retry / }).click();
    await expect(row).toHaveAttribute('data-state', 'sent');
    const { cards, messages } = await sentWithTitle(title);
    expect(cards.map((c) => c.id)).toEqual([before.cards[0]!.id]);
    expect(messages).toEqual([expect.objectContaining({ cardId: before.cards[0]!.id })]);
    await expect(row.getByRole('button', { name: /^Copy message id of/ })).toHaveAttribute('title', messages[0]!.id);
  });

  test('an answer lost after the service acted: "may have been sent", never resent; Mark as sent', async ({ page }) => {
    const title = unique('Lost answer');
    await openComposer(page);
    await fillAnnouncement(page, cafe.name, { title, body: 'The service sends it, then answers 502.' });
    await emulator.faults({ failNext: [{ method: 'POST', path: '^/connect/conversations$', status: 502, count: 1, afterHandling: true }] });
    await composer(page).getByRole('button', { name: 'Send' }).click();

    const row = messageRowOf(page, title);
    await expect(row).toHaveAttribute('data-state', 'uncertain');
    await expect(row).toContainText('May have been sent: check the conversation.');
    await expect(row.getByRole('button', { name: 'Send again anyway' })).toBeVisible();
    await expect(row.getByRole('button', { name: /^Retry / })).toHaveCount(0);
    await row.scrollIntoViewIfNeeded();
    await screenshotIfAsked(page, 'messages-uncertain');
    expect((await sentWithTitle(title)).messages).toHaveLength(1);

    await row.getByRole('button', { name: /^Mark as sent/ }).click();
    await expect(row).toHaveAttribute('data-state', 'sent');
    await expect(row).toContainText('Marked as sent by scheduler@example.com');
    expect((await sentWithTitle(title)).messages).toHaveLength(1);
  });

  test('an answer lost on the way to the browser, then an edit: the edit is refused with the reason, never dropped, and goes out as a new message', async ({ page }) => {
    const title = unique('Lost reply');
    await openComposer(page);
    await fillAnnouncement(page, cafe.name, { title, body: 'The browser never hears back.' });
    // The action runs on the server (the message is sent) but its answer never reaches the browser.
    let cut = false;
    await page.route('**/messages', async (route) => {
      if (cut || route.request().method() !== 'POST' || !route.request().headers()['next-action']) return route.fallback();
      cut = true;
      await route.fetch();
      await route.abort('connectionreset');
    });
    await composer(page).getByRole('button', { name: 'Send' }).click();
    await expect(composer(page).getByText('Not known whether it was sent')).toBeVisible();
    expect((await sentWithTitle(title)).messages).toHaveLength(1);

    // Before, the edit rode on the first submit's key: "Message sent" was shown and the edit never left.
    const edited = `${title} edited`;
    await composer(page).getByLabel('Title').fill(edited);
    await composer(page).getByRole('button', { name: 'Send' }).click();
    await expect(composer(page)).toContainText('already submitted with other content');
    await screenshotIfAsked(page, 'messages-edited-after-lost-answer');
    expect(await sentWithTitle(edited)).toEqual({ cards: [], messages: [] });

    await composer(page).getByRole('button', { name: 'Edit as a new message' }).click();
    await expect(composer(page).getByLabel('Title')).toHaveValue(edited);
    await composer(page).getByRole('button', { name: 'Send' }).click();
    await expect(messageRowOf(page, edited)).toHaveAttribute('data-state', 'sent');
    expect((await sentWithTitle(edited)).messages).toHaveLength(1);
    expect((await sentWithTitle(title)).messages).toHaveLength(1);
  });

  // The browser's own refusals (a required key left empty, no conversation chosen) are in
  // components/messages/composer.test.tsx; here the server's, with the browser bypassed.
  test('the server refuses an empty required key and a conversation typed by its ids; nothing is written or sent', async ({ page }) => {
    const title = unique('No body');
    await openComposer(page);
    // A conversation typed by its ids (no longer offered: messages go to saved conversations only)
    // is refused, not dropped.
    const saved = await savedConversationId(page, cafe.name, /^Managers/);
    const typed = await callServerAction(page.request, ACTIONS, 'sendMessageAction', [
      { sendKey: randomUUID(), templateId: 'announcement', values: { title, body: 'b' }, savedConversationIds: [saved], manualOrganizationId: managers.organizationId, manualConversationId: managers.conversationId },
    ]);
    expect(typed.result).toMatchObject({ ok: false, error: { kind: 'invalid_input', fieldErrors: { root: [expect.stringMatching(/manualOrganizationId/)] } } });
    const emptyBody = await callServerAction(page.request, ACTIONS, 'sendMessageAction', [
      { sendKey: randomUUID(), templateId: 'announcement', values: { title, body: '   ' }, savedConversationIds: [saved] },
    ]);
    expect(emptyBody.result).toMatchObject({ ok: false, error: { kind: 'invalid_input', fieldErrors: { 'values.body': ['Body is required.'] } } });

    expect(await sentWithTitle(title)).toEqual({ cards: [], messages: [] });
    await page.reload();
    await expect(messageRowOf(page, title)).toHaveCount(0);
  });
});

test.describe('as a viewer', () => {
  test.use({ storageState: storageStateOf('viewer') });

  test('sees the history but cannot send, on the page or by calling the action', async ({ page }) => {
    await page.goto('/messages');
    await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    await expect(history(page)).toBeVisible();
    await expect(history(page).getByTestId('message-row').first()).toBeVisible(); // the schedulers' messages above
    await expect(page.getByText('Your role can read the history of messages.')).toBeVisible();
    await expect(composer(page)).toHaveCount(0);
    await expect(history(page).getByRole('button', { name: /^(Retry|Mark as sent|Send again)\b/ })).toHaveCount(0);
    await screenshotIfAsked(page, 'messages-viewer');

    const title = unique('Viewer');
    const call = await callServerAction(page.request, ACTIONS, 'sendMessageAction', [
      { sendKey: randomUUID(), templateId: 'announcement', values: { title, body: 'b' }, savedConversationIds: [randomUUID()] },
    ]);
    expect(call.result).toMatchObject({ ok: false, error: { kind: 'forbidden' } });
    expect(await sentWithTitle(title)).toEqual({ cards: [], messages: [] });
    await page.goto('/messages/setup');
    await expect(page.getByRole('heading', { level: 1, name: 'Templates and conversations' })).toHaveCount(0);
  });
});

test.describe('as an admin', () => {
  test.use({ storageState: storageStateOf('admin') });
  const NAME = 'E2E Night shift';

  // What the dialogs refuse by themselves (an id past int64, a key that is not an identifier, a max
  // length past the card limit) is in components/messages/{conversation,template}-dialog.test.tsx.
  test('templates and saved conversations: seeded in demo mode, "already saved" refused on the field, saved, removed, audited', async ({ page }) => {
    await page.goto('/messages/setup');
    await expect(page.getByRole('heading', { level: 1, name: 'Templates and conversations' })).toBeVisible();
    const templates = page.getByRole('region', { name: 'Card templates' });
    await expect(templates.getByTestId('template-announcement')).toContainText('Announcement');
    await expect(page.getByRole('region', { name: 'Saved conversations' }).getByTestId(`conversation-${managers.organizationId}-${managers.conversationId}`)).toBeVisible();
    await screenshotIfAsked(page, 'messages-setup');

    await page.getByRole('button', { name: 'Add conversation' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill(NAME);
    await dialog.getByLabel('Organization id').fill(cafe.id);
    await dialog.getByLabel('Conversation id').fill(managers.conversationId);
    await dialog.getByRole('button', { name: 'Save conversation' }).click();
    await expect(dialog.getByLabel('Conversation id')).toHaveAccessibleDescription(/already saved/);
    await dialog.getByLabel('Conversation id').fill('9123456789012345678');
    await dialog.getByRole('button', { name: 'Save conversation' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const saved = page.getByTestId(`conversation-${cafe.id}-9123456789012345678`);
    await expect(saved).toContainText(NAME);

    await saved.getByRole('button', { name: /^Remove/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(saved).toHaveCount(0);

    // A template: saved and removed.
    await page.getByRole('button', { name: 'Add template' }).click();
    const templateDialog = page.getByRole('dialog');
    await templateDialog.getByLabel('Template id').fill('e2e-rota');
    await templateDialog.getByLabel('Display name').fill('E2E rota change');
    await templateDialog.getByRole('button', { name: 'Add a key' }).click();
    await templateDialog.getByLabel('Key 2', { exact: true }).fill('note');
    await templateDialog.getByLabel('Label of key 2').fill('Note');
    await templateDialog.getByLabel('Max length of key 2').fill('200');
    await screenshotIfAsked(page, 'messages-template-dialog');
    await templateDialog.getByRole('button', { name: 'Add template' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const template = templates.getByTestId('template-e2e-rota');
    await expect(template).toContainText('E2E rota change');
    await template.getByRole('button', { name: /^Remove/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(template).toHaveCount(0);

    await page.goto('/audit?action=messages.template_saved');
    await expect(page.getByRole('main')).toContainText('messages.template_saved');
    await page.goto('/audit?action=messages.conversation_saved');
    await expect(page.getByRole('main')).toContainText('messages.conversation_saved');
  });
});

test.describe('what the service token allows', () => {
  test.use({ storageState: storageStateOf('admin') });
  const ALL = ['CALENDAR_VIEW', 'CALENDAR_EDIT', 'ENTERPRISE_VIEW', 'ORGANIZATION_MEMBER_VIEW', 'MESSAGE_CONVERSATION', 'MESSAGE_EVERYONE', 'MIDDLEWARE_PUBLISH'];

  test('without MESSAGE_EVERYONE the everyone conversations are disabled, without MESSAGE_CONVERSATION sending is, each with the reason', async ({ page }) => {
    const connect = async (scopes: string[]) => {
      const { accessToken } = await emulator.issueToken({ scopes });
      const call = await callServerAction(page.request, 'lib/settings/actions.ts', 'connectServiceAction', [{ kind: 'token', value: accessToken, clientId: '', clientSecret: '', variant: '', confirmPassword: demoPassword }]);
      expect(call.result).toMatchObject({ ok: true });
    };
    try {
      await connect(ALL.filter((s) => s !== 'MESSAGE_EVERYONE'));
      await openComposer(page);
      const group = composer(page).getByRole('group', { name: cafe.name });
      const everyone = group.getByRole('checkbox', { name: /^Everyone/ });
      await expect(everyone).toBeDisabled();
      await expect(everyone).toHaveAccessibleDescription(/MESSAGE_EVERYONE/);
      await expect(group.getByRole('checkbox', { name: /^Managers/ })).toBeEnabled();
      await everyone.scrollIntoViewIfNeeded();
      await screenshotIfAsked(page, 'messages-no-everyone-scope');

      await connect(ALL.filter((s) => s !== 'MESSAGE_CONVERSATION' && s !== 'MESSAGE_EVERYONE'));
      await openComposer(page);
      await expect(composer(page).getByRole('status').filter({ hasText: 'Sending is disabled' })).toContainText('MESSAGE_CONVERSATION');
      await expect(composer(page).getByRole('button', { name: 'Send' })).toBeDisabled();
      await screenshotIfAsked(page, 'messages-no-message-scope');
    } finally {
      // The rest of the run expects a token with every scope.
      await connect(ALL);
    }
  });
});
