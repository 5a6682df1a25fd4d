import { homeFor } from '@immopilote/contracts';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useMe } from '../api/get-me';

/** /login and /signup are for visitors: someone already signed in goes where the gating rule sends them. */
export function useRedirectSignedIn() {
  const me = useMe();
  const navigate = useNavigate();
  useEffect(() => {
    if (me.data) void navigate(homeFor(me.data), { replace: true });
  }, [me.data, navigate]);
}
