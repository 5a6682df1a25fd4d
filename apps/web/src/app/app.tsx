import { commonMessages, TOAST_DURATION_MS } from '@immopilote/contracts';
import { useEffect } from 'react';
import { type DataRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';

/**
 * Only what every page needs lives here. TanStack Query is provided by the auth and signed-in
 * layouts (see `with-query-client.tsx`) so the public pages do not download it. The router is a
 * browser router in the page and a memory router when prerendering (`entry-server.tsx`).
 */
export function App({ router }: { router: DataRouter }) {
  // Marks the page interactive: a prerendered page is visible before its buttons work (end-to-end
  // tests wait for this before clicking).
  useEffect(() => {
    document.documentElement.dataset.ready = '';
  }, []);
  return (
    <>
      <RouterProvider router={router} />
      <Toaster
        position="bottom-right"
        offset={{ bottom: 'var(--toast-offset-bottom)' }}
        mobileOffset={{ bottom: 'var(--toast-offset-bottom)' }}
        visibleToasts={1}
        duration={TOAST_DURATION_MS}
        richColors
        closeButton
        hotkey={['F8']}
        containerAriaLabel="Notifications"
        toastOptions={{ closeButtonAriaLabel: commonMessages.closeNotification }}
      />
    </>
  );
}
