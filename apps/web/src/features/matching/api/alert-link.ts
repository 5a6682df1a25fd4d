import { endpoints, type ProposalAnswer } from '@immopilote/contracts';
import { useCallback, useEffect, useState } from 'react';
import { call } from '../../../lib/api-client';

type AlertLink = Awaited<ReturnType<typeof call<typeof endpoints.prospecting.link>>>;

export type AlertLinkState =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'ready'; link: AlertLink };

/**
 * What an alert e-mail's link shows, without a session. The public layout has no query cache:
 * a plain effect loads it once.
 */
export function useAlertLink(token: string) {
  const [state, setState] = useState<AlertLinkState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    call(endpoints.prospecting.link, { params: { token }, signal: controller.signal }).then(
      (link) => setState({ status: 'ready', link }),
      (error: Error) => {
        if (error.name !== 'AbortError') setState({ status: 'missing' });
      },
    );
    return () => controller.abort();
  }, [token]);

  const unsubscribe = useCallback(async () => {
    await call(endpoints.prospecting.unsubscribe, { params: { token } });
    setState((s) =>
      s.status === 'ready' ? { status: 'ready', link: { ...s.link, unsubscribed: true } } : s,
    );
  }, [token]);

  const answer = useCallback(
    async (value: ProposalAnswer) => {
      const link = await call(endpoints.prospecting.answerFromMail, {
        params: { token },
        body: { answer: value },
      });
      setState({ status: 'ready', link });
    },
    [token],
  );

  return { state, unsubscribe, answer };
}
