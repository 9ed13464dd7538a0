import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderComponent } from '@/test/support/render-component';
import { Button } from './button';
import { Dialog, DialogCancel } from './dialog';

/** A button that opens a dialog holding one field; the dialog is dirty once something is typed. */
function DialogWithField({ busy = false }: { busy?: boolean }) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <Dialog open={open} onClose={() => setOpen(false)} title="New note" dirty={text !== ''} busy={busy} footer={<DialogCancel />}>
        <label>
          Note
          <input value={text} onChange={(event) => setText(event.target.value)} data-autofocus />
        </label>
      </Dialog>
    </>
  );
}

async function open(props: { busy?: boolean } = {}) {
  renderComponent(<DialogWithField {...props} />);
  await userEvent.click(screen.getByRole('button', { name: 'Open' }));
  const dialog = screen.getByRole('dialog', { name: 'New note' });
  return { dialog, note: within(dialog).getByRole('textbox', { name: 'Note' }), prompt: () => within(dialog).queryByRole('alertdialog', { name: 'Discard changes?' }) };
}

test('opens with focus on the marked field; untouched, Escape closes it at once and focus returns to the opener', async () => {
  const { dialog, note } = await open();
  await expect.element(note).toHaveFocus();
  await userEvent.keyboard('{Escape}');
  await expect.poll(() => dialog.isConnected && dialog.hasAttribute('open')).toBe(false);
  await expect.element(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
});

test('with something typed, Escape, Cancel, the close button and the backdrop ask first; keeping goes on editing', async () => {
  const { dialog, note, prompt } = await open();
  await userEvent.fill(note, 'Half-typed');

  await userEvent.keyboard('{Escape}');
  await expect.poll(prompt).not.toBeNull();
  const keep = within(prompt()!).getByRole('button', { name: 'Keep editing' });
  await expect.element(keep).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  await expect.poll(prompt).toBeNull();
  expect(note).toHaveValue('Half-typed');

  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await expect.poll(prompt).not.toBeNull();
  await userEvent.keyboard('{Escape}'); // Escape on the question keeps editing
  await expect.poll(prompt).toBeNull();

  await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
  await expect.poll(prompt).not.toBeNull();
  await userEvent.click(within(prompt()!).getByRole('button', { name: 'Keep editing' }));

  await page.elementLocator(dialog).click({ position: { x: -8, y: 20 }, force: true }); // the backdrop, left of the dialog
  await expect.poll(prompt).not.toBeNull();
  expect(note).toHaveValue('Half-typed');
  await userEvent.click(within(prompt()!).getByRole('button', { name: 'Discard' }));
  await expect.poll(() => dialog.hasAttribute('open')).toBe(false);
});

test('a dialog that is busy (saving) cannot be closed', async () => {
  const { dialog } = await open({ busy: true });
  expect(within(dialog).getByRole('button', { name: 'Close' })).toBeDisabled();
  await userEvent.keyboard('{Escape}');
  expect(dialog).toHaveAttribute('open');
});
