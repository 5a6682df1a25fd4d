import { TOAST_DURATION_MS } from '@immopilote/contracts';
import { RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { router } from './router';

/**
 * Only what every page needs lives here. TanStack Query is provided by the auth and signed-in
 * layouts (see `with-query-client.tsx`) so the public pages do not download it.
 */
export function App() {
  return (
    <>
      <RouterProvider router={router} />
      <Toaster
        position="bottom-right"
        visibleToasts={1}
        duration={TOAST_DURATION_MS}
        richColors
        closeButton
        hotkey={['F8']}
        containerAriaLabel="Notifications"
      />
    </>
  );
}
