import { Callout } from '@radix-ui/themes';
import { useSyncExternalStore } from 'react';

export type ToastTone = 'success' | 'error' | 'info';
export interface Toast {
  id: number;
  tone: ToastTone;
  message: string;
}

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

/** Shows a short message at the top centre (product spec §9); errors stay longer. */
export function toast(message: string, tone: ToastTone = 'info'): void {
  const id = nextId++;
  // One toast per failure (DECISIONS #7): the same message already showing is not repeated.
  if (toasts.some((t) => t.message === message && t.tone === tone)) return;
  toasts = [...toasts.slice(-3), { id, tone, message }];
  emit();
  setTimeout(() => dismissToast(id), tone === 'error' ? 7000 : 4000);
}
toast.success = (message: string) => toast(message, 'success');
toast.error = (message: string) => toast(message, 'error');

export function dismissToast(id: number): void {
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

/** Takes every toast down at once (a test's screen is gone, and its messages with it). */
export function clearToasts(): void {
  toasts = [];
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const colors = { success: 'green', error: 'red', info: 'blue' } as const;

export function Toaster() {
  const list = useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
  return (
    <section className="sm-toaster" aria-live="polite" aria-label="Notifications">
      {list.map((t) => (
        <Callout.Root
          key={t.id}
          color={colors[t.tone]}
          variant="surface"
          role={t.tone === 'error' ? 'alert' : 'status'}
          className="sm-toast"
          onClick={() => dismissToast(t.id)}
        >
          <Callout.Text weight="medium">{t.message}</Callout.Text>
        </Callout.Root>
      ))}
    </section>
  );
}
