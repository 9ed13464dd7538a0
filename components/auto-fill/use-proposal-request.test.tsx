import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { ProposalAnswer } from '@/lib/auto-fill/proposal-view';
import { ReadError } from '@/lib/queries/fetch-json';
import { sampleAnswer } from '@/test/support/proposal-answer';
import { renderComponent } from '@/test/support/render-component';
import { useProposalRequest } from './use-proposal-request';

// The proposal's request as the Auto-fill button uses it: the seconds waited while it runs, Cancel
// (the answer that comes after is ignored), a refusal kept with its words.

/** A read the test answers when it likes, recording whether it was told to stop. */
function controlledRead() {
  const pending: { answer: (a: ProposalAnswer) => void; fail: (e: unknown) => void; signal: AbortSignal }[] = [];
  const read = (signal: AbortSignal) => new Promise<ProposalAnswer>((answer, fail) => pending.push({ answer, fail, signal }));
  return { read, pending };
}

function Harness({ read }: { read: (signal: AbortSignal) => Promise<ProposalAnswer> }) {
  const { request, start, cancel } = useProposalRequest();
  return (
    <div>
      <button onClick={() => void start(read)}>Ask</button>
      <button onClick={cancel}>Cancel</button>
      <p data-testid="state">{request.state === 'solving' ? `solving ${request.seconds}` : request.state === 'ready' ? `ready ${request.answer.proposalId}` : request.state === 'failed' ? `failed: ${request.error.message}` : 'idle'}</p>
    </div>
  );
}

test('counts the seconds while it solves and shows the answer when it comes', async () => {
  const { read, pending } = controlledRead();
  renderComponent(<Harness read={read} />);
  await userEvent.click(screen.getByRole('button', { name: 'Ask' }));
  await expect.element(screen.getByTestId('state')).toHaveTextContent('solving 0');
  await expect.element(screen.getByTestId('state'), { timeout: 3_000 }).toHaveTextContent('solving 1');
  pending[0]!.answer(sampleAnswer);
  await expect.element(screen.getByTestId('state')).toHaveTextContent('ready p1');
});

test('Cancel stops the read and ignores an answer that still comes', async () => {
  const { read, pending } = controlledRead();
  renderComponent(<Harness read={read} />);
  await userEvent.click(screen.getByRole('button', { name: 'Ask' }));
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(pending[0]!.signal.aborted).toBe(true);
  pending[0]!.answer(sampleAnswer);
  await new Promise((done) => setTimeout(done, 50));
  await expect.element(screen.getByTestId('state')).toHaveTextContent('idle');
});

test('a refusal is kept with its words; asking again replaces an earlier read', async () => {
  const { read, pending } = controlledRead();
  renderComponent(<Harness read={read} />);
  await userEvent.click(screen.getByRole('button', { name: 'Ask' }));
  pending[0]!.fail(new ReadError(400, { kind: 'invalid_input', message: 'The range may span at most 31 days' }, true));
  await expect.element(screen.getByTestId('state')).toHaveTextContent('failed: The range may span at most 31 days');
  await userEvent.click(screen.getByRole('button', { name: 'Ask' }));
  await userEvent.click(screen.getByRole('button', { name: 'Ask' }));
  expect(pending[1]!.signal.aborted).toBe(true);
  pending[1]!.answer({ ...sampleAnswer, proposalId: 'old' });
  pending[2]!.answer({ ...sampleAnswer, proposalId: 'new' });
  await expect.element(screen.getByTestId('state')).toHaveTextContent('ready new');
});
