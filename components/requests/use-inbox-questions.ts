'use client';

import { useCallback, useRef } from 'react';
import { useConflictConfirm, type ConflictQuestion } from '@/components/ui/conflict-confirm';
import { askRefusedWrite } from '@/components/working-time';
import type { AppErrorShape } from '@/lib/errors';

// The inbox's questions before a write goes ahead (double bookings, working-time rules), one at a
// time: rows of a bulk refused side by side wait for the previous answer. `dialog` is rendered once.

export function useInboxQuestions() {
  const { askWithReason, dialog } = useConflictConfirm();
  const asking = useRef<Promise<unknown>>(Promise.resolve());
  const inTurn = useCallback(<T,>(question: () => Promise<T>) => {
    const answer = asking.current.then(question);
    asking.current = answer;
    return answer;
  }, []);
  /** Before approving: the clashes and rule breaks the rows already warn of (a yes, with a reason for the rules, or a no). */
  const askBefore = useCallback((question: ConflictQuestion) => inTurn(() => askWithReason(question)), [inTurn, askWithReason]);
  /** After a refusal that asks first: yes (with a reason for rule breaks), no, or null for any other refusal. */
  const askRefused = useCallback((error: AppErrorShape, confirmLabel: string) => inTurn(() => askRefusedWrite(askWithReason, error, confirmLabel)), [inTurn, askWithReason]);
  return { askBefore, askRefused, dialog };
}
