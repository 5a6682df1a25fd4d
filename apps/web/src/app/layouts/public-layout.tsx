import { publicMessages } from '@immopilote/contracts';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { PublicFooter, PublicHeader } from '../../features/public';

/** Public pages: fixed header, content fading in over 0.5 s (none with reduced motion), footer. */
export function Component() {
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-screen flex-col bg-white text-slate-900">
      <a
        href="#contenu"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-medium text-brand-700 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {publicMessages.header.skipToContent}
      </a>
      <PublicHeader />
      <main id="contenu" key={pathname} className="flex-1 pt-16">
        <Outlet />
      </main>
      <PublicFooter />
      <ScrollRestoration />
    </div>
  );
}
