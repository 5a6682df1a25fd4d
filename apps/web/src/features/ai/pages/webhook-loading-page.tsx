import { aiMessages, commonMessages, marketMessages } from '@immopilote/contracts';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { ApiRequestError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { evaluatePropertyTask, type WebhookTaskOutcome } from '../../market';

/** What the caller passes (000 §2, 001 §2): the task, its entity, the texts shown, and where to come back. */
export interface WebhookLoadingState {
  type: string;
  entityId: string;
  title: string;
  description: string;
  fallback: string;
}

type WebhookTask = (
  entityId: string,
  signal: AbortSignal,
  queryClient: QueryClient,
) => Promise<WebhookTaskOutcome>;

/** The tasks this screen runs, by the spec's type; the automation addresses stay on the server. */
const TASKS: Record<string, WebhookTask> = {
  evaluateProperty: evaluatePropertyTask,
};

function isState(value: unknown): value is WebhookLoadingState {
  const s = value as Partial<WebhookLoadingState> | null;
  return (
    typeof s?.type === 'string' &&
    typeof s.entityId === 'string' &&
    typeof s.title === 'string' &&
    typeof s.description === 'string' &&
    typeof s.fallback === 'string' &&
    s.fallback.startsWith('/')
  );
}

/**
 * /webhook-loading (001 §2, §4): the generic loading screen. It runs the caller's task once, then
 * shows the outcome as a toast and returns to the caller's page; « Annuler » aborts the request
 * and returns there without a toast. Without its data it says so and leaves for the dashboard.
 */
export function Component() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const raw = useLocation().state as unknown;
  const state = isState(raw) ? raw : null;
  const controller = useRef<AbortController | null>(null);
  const task = state ? TASKS[state.type] : undefined;

  useEffect(() => {
    if (!state || !task) {
      toast.error(marketMessages.loading.configTitle, marketMessages.loading.configDescription);
      navigate('/dashboard', { replace: true });
      return;
    }
    const current = new AbortController();
    controller.current = current;
    task(state.entityId, current.signal, queryClient).then(
      (outcome) => {
        if (current.signal.aborted) return;
        (outcome.ok ? toast.success : toast.error)(outcome.title, outcome.description);
        navigate(state.fallback, { replace: true });
      },
      (error: unknown) => {
        if (current.signal.aborted) return;
        if (error instanceof ApiRequestError) {
          const facts = Object.values(error.fieldErrors);
          toast.error(error.message, facts.length > 0 ? facts.join(' ') : undefined);
        } else {
          toast.error(commonMessages.genericError);
        }
        navigate(state.fallback, { replace: true });
      },
    );
    return () => current.abort();
  }, [state, task, navigate, queryClient]);

  if (!state) return null;
  return (
    <section className="mx-auto max-w-xl">
      <Card className="flex flex-col items-center gap-4 p-8 text-center">
        <Spinner label={state.title} />
        <div className="space-y-1">
          <h1 className="text-lg font-semibold text-slate-900">{state.title}</h1>
          <p className="text-sm text-slate-600">{state.description}</p>
        </div>
        <Button
          variant="secondary"
          onClick={() => {
            controller.current?.abort();
            navigate(state.fallback, { replace: true });
          }}
        >
          {aiMessages.cancel}
        </Button>
      </Card>
    </section>
  );
}
