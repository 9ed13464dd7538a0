import type { toast as sonnerToast } from 'sonner';

// Toasts without sonner in a page's first load: sonner is fetched the first time a toast is shown
// (the lazy Toaster fetches the same module after hydration, and sonner replays toasts made before
// its Toaster subscribed). Same arguments as sonner's `toast.success`, `toast.error`, `toast.warning`.

type Show = (...args: Parameters<typeof sonnerToast.success>) => void;

const later =
  (kind: 'success' | 'error' | 'warning'): Show =>
  (...args) => {
    void import('sonner').then(({ toast }) => toast[kind](...args));
  };

export const toast = { success: later('success'), error: later('error'), warning: later('warning') };
