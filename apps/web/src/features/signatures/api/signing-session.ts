import {
  endpoints,
  type SignatureCodeChannel,
  type SigningSession,
  type SigningSignInput,
} from '@immopilote/contracts';
import { useCallback, useEffect, useState } from 'react';
import { ApiRequestError, call, endpointUrl } from '../../../lib/api-client';

export type SigningState =
  | { status: 'loading' }
  | { status: 'failed'; httpStatus: number; message: string }
  | { status: 'ready'; session: SigningSession }
  | { status: 'done'; session: SigningSession; outcome: 'signed' | 'refused'; everyoneSigned: boolean };

const failure = (error: unknown): SigningState => ({
  status: 'failed',
  httpStatus: error instanceof ApiRequestError ? error.status : 0,
  message: error instanceof Error ? error.message : '',
});

/**
 * The signing page's conversation with the API, by the secret in its address (no session, no
 * query cache: the page sits outside the signed-in layouts). Each answer replaces the session the
 * page shows, so a wrong code's attempts left, a lock or an expiry appear at once.
 */
export function useSigningSession(token: string) {
  const [state, setState] = useState<SigningState>({ status: 'loading' });

  const reload = useCallback(
    async (signal?: AbortSignal) => {
      try {
        const session = await call(endpoints.signing.session, { params: { token }, signal });
        setState({ status: 'ready', session });
      } catch (error) {
        if ((error as Error).name !== 'AbortError') setState(failure(error));
      }
    },
    [token],
  );

  useEffect(() => {
    const controller = new AbortController();
    void reload(controller.signal);
    return () => controller.abort();
  }, [reload]);

  const sendCode = useCallback(
    (channel: SignatureCodeChannel) =>
      call(endpoints.signing.sendCode, { params: { token }, body: { channel } }),
    [token],
  );

  /** A wrong code throws its French message; the session is read again for the attempts left. */
  const verifyCode = useCallback(
    async (code: string) => {
      try {
        const session = await call(endpoints.signing.verifyCode, { params: { token }, body: { code } });
        setState({ status: 'ready', session });
      } catch (error) {
        await reload();
        throw error;
      }
    },
    [token, reload],
  );

  const finish = useCallback(
    (session: SigningSession, result: { state: 'signed' | 'refused'; requestStatus: string }) =>
      setState({
        status: 'done',
        session,
        outcome: result.state,
        everyoneSigned: result.requestStatus === 'sealing' || result.requestStatus === 'completed',
      }),
    [],
  );

  const sign = useCallback(
    async (session: SigningSession, input: SigningSignInput) => {
      const result = await call(endpoints.signing.sign, { params: { token }, body: input });
      finish(session, result);
    },
    [token, finish],
  );

  const refuse = useCallback(
    async (session: SigningSession, reason: string) => {
      const result = await call(endpoints.signing.refuse, { params: { token }, body: { reason } });
      finish(session, result);
    },
    [token, finish],
  );

  return { state, reload, sendCode, verifyCode, sign, refuse };
}

/** The document, read by pdf.js and offered for download: the API checks the verified code. */
export const signingDocumentUrl = (token: string) =>
  endpointUrl(endpoints.signing.document, { params: { token } });
