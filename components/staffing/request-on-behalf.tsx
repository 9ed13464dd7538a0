'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '@/components/ui/toast';
import { callAction } from '@/components/ui/call-action';
import { replaceInCache } from '@/lib/schedule';
import type { MemberOption } from '@/lib/people';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { requestItemAdditionAction } from '@/lib/staffing/actions';
import type { ScheduleItem } from '@/lib/schedule';
import { PersonPicker } from './person-picker';

/**
 * Sends "asks to join" for someone who is not on the item, as if they had asked from their phone.
 * The action comes as a prop (like AssignmentPanel's `assign`), so what imports this feature's
 * surface (the requests inbox) can render in a component test without the server code.
 */
export function RequestOnBehalf({ organizationId, item, people, requestAddition }: { organizationId: string; item: ScheduleItem; people: readonly MemberOption[]; requestAddition: typeof requestItemAdditionAction }) {
  const queryClient = useQueryClient();
  const [userId, setUserId] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const onItem = new Set(item.members.flatMap((m) => (m.userId ? [m.userId] : [])));

  const send = async () => {
    if (!userId) return setProblem('Choose the person who asks to join.');
    setSending(true);
    setProblem(null);
    const result = await callAction(() => requestAddition({ organizationId, itemId: item.id, userId }));
    setSending(false);
    if (!result.ok) return setProblem(result.error.fieldErrors?.userId?.[0] ?? result.error.message);
    await replaceInCache(queryClient, organizationId, { item: result.data });
    toast.success(`Request sent for ${people.find((p) => p.userId === userId)?.fullName ?? 'them'}`);
    setUserId(null);
  };

  return (
    <div className="space-y-2" aria-label="Ask on a worker's behalf" role="group">
      <p className="text-sm text-slate-600">The request then waits in the approvals inbox like one made from the app.</p>
      <PersonPicker
        organizationId={organizationId}
        itemId={item.id}
        people={people.filter((p) => !onItem.has(p.userId))}
        selected={userId ? [userId] : []}
        onChange={(ids) => setUserId(ids[0] ?? null)}
        multiple={false}
        label="Who asks to join: search people by name or title"
      />
      {problem && <Alert tone="danger">{problem}</Alert>}
      <div className="flex justify-end">
        <Button variant="secondary" size="sm" loading={sending} onClick={() => void send()}>
          Send join request
        </Button>
      </div>
    </div>
  );
}
