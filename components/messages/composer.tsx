'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useController, useForm, useWatch } from 'react-hook-form';
import { toast } from '@/components/ui/toast';
import { callAction } from '@/components/ui/call-action';
import { lazyZodResolver } from '@/components/ui/forms/lazy-zod-resolver';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardFooter, CardHeader } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import type { sendMessageAction } from '@/lib/messages/actions';
import type { AppErrorShape } from '@/lib/errors';
import { CARD_CONTENT_LIMIT, cardContentOf } from '@/lib/messages/card-content';
import { newSendKey } from '@/lib/messages/send-key';
import type { ConversationView, MessagingCapabilities, SendOutcome, TemplateView } from '@/lib/messages/types';
import { fetchHistory, HISTORY_QUERY_KEY } from './history-query';
import { ContentFields } from './composer-content-fields';
import { TargetFields } from './composer-target-fields';
import { EveryoneConfirm } from './everyone-confirm';
import { savedConversationLabel, targetLabel } from './labels';
import { emptyValues, unreachable, type FormValues } from './composer-form';
import { MessagePreview } from './message-preview';

export type ComposerProps = {
  templates: readonly TemplateView[];
  conversations: readonly ConversationView[];
  capabilities: MessagingCapabilities;
  /** Admins may save a conversation (in /messages/setup) when none is there to choose. */
  canSaveConversations: boolean;
  /** Sends the message (the server action, passed in by the page). */
  send: typeof sendMessageAction;
};

// Shown only after a send: not part of the page's first load.
const OutcomeSummary = lazy(() => import('./outcome-summary').then((m) => ({ default: m.OutcomeSummary })));

const subscribeToNothing = () => () => undefined;

/**
 * The composer: a template, its fields (checked with a schema built from the template's keys), a
 * live preview, the conversations, Send. A send key is made when the composer opens; every submit
 * of this message carries it, so a double click, a retry after a lost answer or a second tab
 * replaying it never sends twice. The key changes only when a new message is started.
 */
export function Composer({ templates, conversations, capabilities, canSaveConversations, send }: ComposerProps) {
  const queryClient = useQueryClient();
  const templatesById = useMemo(() => new Map(templates.map((t) => [t.templateId, t])), [templates]);
  const [sendKey, setSendKey] = useState(newSendKey);
  const [outcome, setOutcome] = useState<SendOutcome | null>(null);
  const [problem, setProblem] = useState<AppErrorShape | null>(null);
  const [pending, setPending] = useState(false);
  // The everyone conversations a Send waits on a yes for.
  const [askEveryone, setAskEveryone] = useState<string[] | null>(null);
  // True once hydrated (tests wait for it before typing: the form is wired up only then).
  const ready = useSyncExternalStore(subscribeToNothing, () => true, () => false);

  // The schema is built from the chosen template's keys (fetched after the page, see lazyZodResolver).
  const composerResolver = useMemo(
    () => lazyZodResolver<FormValues>(() => import('@/lib/messages/send-schema').then((m) => (values) => m.composerFormSchema(templatesById.get(values.templateId)))),
    [templatesById],
  );
  useEffect(() => composerResolver.preload(), [composerResolver]);
  const form = useForm<FormValues>({ resolver: composerResolver.resolver, defaultValues: emptyValues(templates.length === 1 ? templates[0] : undefined) });
  const { errors } = form.formState;
  const templateId = useWatch({ control: form.control, name: 'templateId' });
  const values = useWatch({ control: form.control, name: 'values' }) ?? {};
  const template = templatesById.get(templateId);
  const contentLength = template ? cardContentOf(template, values).length : 0;
  const targets = useController({ control: form.control, name: 'savedConversationIds' });
  const chosen = new Set(targets.field.value);

  // The rows of this message as the history's poll last read them (a Retry there shows here too).
  const history = useQuery({ queryKey: HISTORY_QUERY_KEY, queryFn: ({ signal }) => fetchHistory(signal), enabled: false });
  const latest = new Map((history.data?.rows ?? []).map((r) => [r.id, r]));
  const shown = outcome && {
    ...outcome,
    rows: outcome.rows.map((r) => {
      const fresher = latest.get(r.id);
      return fresher && Date.parse(fresher.updatedAt) >= Date.parse(r.updatedAt) ? fresher : r;
    }),
  };

  // A message that was submitted and did not go everywhere stays on screen with its key: sending
  // it again would send nothing new. Starting a new message is an explicit choice.
  // So is one whose key was already used for other content: only a new message (a new key) goes on.
  const locked = (outcome !== null && outcome.rows.some((r) => r.state !== 'sent')) || problem?.kind === 'conflict';

  const startNew = (keepValues: boolean) => {
    setSendKey(newSendKey());
    setOutcome(null);
    setProblem(null);
    if (!keepValues) form.reset(emptyValues(templatesById.get(form.getValues('templateId'))));
  };

  const fail = (error: AppErrorShape) => {
    let placed = 0;
    for (const [key, messages] of Object.entries(error.fieldErrors ?? {})) {
      const message = messages[0];
      if (!message) continue;
      // 'values.title', 'templateId', 'targets', 'values' (the whole content) ...
      form.setError(key as keyof FormValues, { type: 'server', message }, { shouldFocus: placed === 0 });
      placed += 1;
    }
    if (placed === 0 || error.kind !== 'invalid_input') setProblem(error);
  };

  // Send, or (to an everyone conversation, unless that was confirmed) ask first.
  const submitWith = (everyoneConfirmed: boolean) => form.handleSubmit(async () => {
    // A second click before this one is answered carries the same key: the server sends nothing new.
    if (locked) return;
    const everyone = conversations.filter((c) => c.everyone && form.getValues('savedConversationIds').includes(c.id));
    if (everyone.length > 0 && !everyoneConfirmed) {
      setAskEveryone(everyone.map(savedConversationLabel));
      return;
    }
    setPending(true);
    setProblem(null);
    const raw = form.getValues();
    const current = templatesById.get(raw.templateId);
    const keys = new Set(current?.keys.map((k) => k.key));
    const input = { ...raw, values: Object.fromEntries(Object.entries(raw.values ?? {}).filter(([k]) => keys.has(k))), sendKey };
    const result = await callAction(() => send(input));
    setPending(false);
    void queryClient.invalidateQueries({ queryKey: HISTORY_QUERY_KEY });
    if (!result.ok) {
      // Nothing was written (or we cannot tell): the key stays, so sending again cannot double it.
      fail(result.error.kind === 'unavailable' && !result.error.fieldErrors ? unreachable : result.error);
      return;
    }
    const sent = result.data.rows.filter((r) => r.state === 'sent');
    setOutcome(result.data);
    if (sent.length === result.data.rows.length) {
      toast.success(sent.length === 1 ? 'Message sent' : `Message sent to ${sent.length} conversations`, { description: sent.map(targetLabel).join(', ') });
      setSendKey(newSendKey());
      form.reset(emptyValues(current));
    }
  });
  const onSubmit = submitWith(false);

  const toggle = (id: string, on: boolean) => {
    const next = on ? [...targets.field.value, id] : targets.field.value.filter((v) => v !== id);
    targets.field.onChange(next);
    form.clearErrors('targets' as keyof FormValues);
  };

  const targetCount = targets.field.value.length;

  return (
    <div className="grid grid-cols-1 items-start gap-6 xl:grid-cols-5">
      <Card className="xl:col-span-3" role="region" aria-labelledby="composer-title">
        <CardHeader title={<span id="composer-title">New message</span>} description="A card made from a template, sent into one or more conversations." />
        <form onSubmit={onSubmit} noValidate aria-label="New message" data-ready={ready}>
          <fieldset disabled={locked} className="contents">
            <CardBody className="space-y-6">
              {!capabilities.canSend && (
                <Alert tone="warning" title="Sending is disabled">
                  {capabilities.sendBlockedReason}
                </Alert>
              )}
              <Field label="Template" required error={errors.templateId?.message}>
                <Select
                  placeholder="Choose a template…"
                  options={templates.map((t) => ({ value: t.templateId, label: t.displayName }))}
                  {...form.register('templateId', { onChange: () => form.clearErrors('values') })}
                />
              </Field>

              {template && <ContentFields form={form} template={template} values={values} />}

              <TargetFields form={form} conversations={conversations} capabilities={capabilities} chosen={chosen} onToggle={toggle} canSaveConversations={canSaveConversations} />

              {askEveryone && (
                <EveryoneConfirm
                  names={askEveryone}
                  onCancel={() => setAskEveryone(null)}
                  onSend={() => {
                    setAskEveryone(null);
                    void submitWith(true)();
                  }}
                />
              )}
              {problem && (
                <Alert tone={problem.retryable ? 'warning' : 'danger'} title={problem === unreachable ? 'Not known whether it was sent' : 'Not sent'}>
                  {problem.message}
                </Alert>
              )}
              {shown && (
                <Suspense fallback={null}>
                  <OutcomeSummary outcome={shown} />
                </Suspense>
              )}
            </CardBody>
          </fieldset>
          <CardFooter className="justify-between">
            <span className={cn('text-xs tabular-nums', contentLength > CARD_CONTENT_LIMIT ? 'font-medium text-red-600' : 'text-slate-500')} data-testid="content-length">
              {contentLength} / {CARD_CONTENT_LIMIT} characters
            </span>
            <div className="flex items-center gap-2">
              {/* Keys: without them React reuses the clicked "Edit as a new message" <button> as the
                  Send button, which becomes type=submit while its click is still being dispatched,
                  so the browser submitted the form: the edit was sent without a Send click. */}
              {locked ? (
                <>
                  <Button key="edit-as-new" onClick={() => startNew(true)}>
                    Edit as a new message
                  </Button>
                  <Button key="start-new" variant="primary" onClick={() => startNew(false)}>
                    Start a new message
                  </Button>
                </>
              ) : (
                <Button key="send" type="submit" variant="primary" loading={pending} disabled={!capabilities.canSend} title={capabilities.sendBlockedReason ?? undefined}>
                  {targetCount > 1 ? `Send to ${targetCount} conversations` : 'Send'}
                </Button>
              )}
            </div>
          </CardFooter>
        </form>
      </Card>

      <MessagePreview template={template} values={values} />
    </div>
  );
}
