import { toast as sonner } from 'sonner';

/** Spec toasts: a title and a description, one at a time, 5 s (the Toaster is configured in app/). */
export const toast = {
  success: (title: string, description?: string) => sonner.success(title, { description }),
  error: (title: string, description?: string) => sonner.error(title, { description }),
  info: (title: string, description?: string) => sonner(title, { description }),
};
