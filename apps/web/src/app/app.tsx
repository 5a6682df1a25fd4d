import { QueryClientProvider } from '@tanstack/react-query';
import { TOAST_DURATION_MS } from '@immopilote/contracts';
import { RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { queryClient } from '../lib/query-client';
import { router } from './router';

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
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
    </QueryClientProvider>
  );
}
