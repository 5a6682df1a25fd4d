import { shellMessages } from '@immopilote/contracts';
import { useEffect } from 'react';
import { Navigate, Outlet } from 'react-router';
import { Logo } from '../../components/ui/logo';
import { pathWithoutSession, useMe } from '../../features/auth';
import { registerServiceWorker } from '../../lib/service-worker';

/**
 * The inspection editor's frame (issue 31): full width for one hand on a phone, and usable with no
 * network. Unlike the signed-in shell it does not wait for the session: the editor opens from the
 * device's copy at once, offline too; the API still checks every call. Someone the server says is
 * signed out goes to the login page.
 */
export function Component() {
  const me = useMe();
  useEffect(registerServiceWorker, []);
  if (me.data === null) return <Navigate to={pathWithoutSession()} replace />;
  return (
    <div className="min-h-screen bg-slate-50">
      <a
        href="#contenu"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        {shellMessages.skipToContent}
      </a>
      <header className="flex h-14 items-center border-b border-slate-200 bg-white px-4">
        <Logo to="/dashboard" />
      </header>
      <main id="contenu" tabIndex={-1} className="mx-auto max-w-3xl px-4 pt-4 pb-8 sm:px-6">
        <Outlet />
      </main>
    </div>
  );
}
