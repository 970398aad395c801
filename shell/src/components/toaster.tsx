import { useSyncExternalStore } from 'react';
import * as Toast from '@radix-ui/react-toast';
import { toastStore, type ToastVariant } from '@toolverse/contracts';

const VARIANT_CLASS: Record<ToastVariant, string> = {
  default: 'border-space-600',
  success: 'border-emerald-400/60',
  error: 'border-rose-400/60',
};

/** The site's single toast viewport: shows every toast raised through shared-content's toast(). */
export function Toaster() {
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, toastStore.getServerSnapshot);
  return (
    <Toast.Provider swipeDirection="right" label="Notification">
      {toasts.map((record) => (
        <Toast.Root
          key={record.id}
          duration={record.duration}
          onOpenChange={(open) => {
            if (!open) toastStore.dismiss(record.id);
          }}
          className={`grid grid-cols-[1fr_auto] items-start gap-x-3 rounded-xl border bg-space-800 p-4 text-ink shadow-2xl ${VARIANT_CLASS[record.variant]}`}
        >
          <Toast.Title className="font-semibold">{record.title}</Toast.Title>
          {record.description && <Toast.Description className="col-start-1 text-sm text-muted">{record.description}</Toast.Description>}
          <Toast.Close aria-label="Close notification" className="col-start-2 row-start-1 rounded p-1 text-muted hover:text-ink">
            <span aria-hidden="true">×</span>
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport className="fixed bottom-4 right-4 z-50 flex w-[min(24rem,calc(100vw-2rem))] flex-col gap-2 outline-none" />
    </Toast.Provider>
  );
}
