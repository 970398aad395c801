import { navigation } from './navigation';

/**
 * The one toast store of the site. Any remote calls toast(); the shell's single viewport renders
 * what is here. It lives in @toolverse/contracts, which federation shares as a singleton, so every
 * app sees the same store.
 */
export type ToastVariant = 'default' | 'success' | 'error';

export interface ToastOptions {
  title: string;
  description?: string;
  /** Milliseconds before it closes by itself. */
  duration?: number;
  variant?: ToastVariant;
}

export interface ToastRecord extends Required<Omit<ToastOptions, 'description'>> {
  id: number;
  description?: string;
}

/** Default duration of a toast, in milliseconds (spec: 2-3 s). */
export const TOAST_DURATION_MS = 3000;

type Listener = () => void;

const NO_TOASTS: readonly ToastRecord[] = [];
let toasts: readonly ToastRecord[] = NO_TOASTS;
let nextId = 1;
const listeners = new Set<Listener>();

function emit(next: readonly ToastRecord[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

/** Shows a toast in the shell's viewport; returns its id. */
export function toast(options: ToastOptions): number {
  const record: ToastRecord = {
    id: nextId++,
    title: options.title,
    duration: options.duration ?? TOAST_DURATION_MS,
    variant: options.variant ?? 'default',
    ...(options.description === undefined ? {} : { description: options.description }),
  };
  emit([...toasts, record]);
  return record.id;
}

export const toastStore = {
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot(): readonly ToastRecord[] {
    return toasts;
  },
  /** Toasts are raised by interaction only, so a server render has none. */
  getServerSnapshot(): readonly ToastRecord[] {
    return NO_TOASTS;
  },
  dismiss(id: number): void {
    emit(toasts.filter((record) => record.id !== id));
  },
};

/** Where a toast for the next page waits (sessionStorage): a navigation ends this page and its store. */
export const NEXT_PAGE_TOAST_KEY = 'toolverse:next-page-toast';

/**
 * Goes to `href` and shows the toast on the page it opens: a link that announces where it leads (the
 * home page's intent cards, Feeling Lucky). The toast is kept for that page in sessionStorage; the
 * shell's island loader there shows it (takeNextPageToast). Without storage, the page just opens.
 */
export function toastOnNextPage(options: ToastOptions, href: string): void {
  try {
    window.sessionStorage.setItem(NEXT_PAGE_TOAST_KEY, JSON.stringify(options));
  } catch {
    // Storage blocked: the reader still gets the page, without the announcement.
  }
  navigation.assign(href);
}

/** The toast the previous page left for this one, taken (it shows once). */
export function takeNextPageToast(): ToastOptions | null {
  let raw: string | null = null;
  try {
    raw = window.sessionStorage.getItem(NEXT_PAGE_TOAST_KEY);
    window.sessionStorage.removeItem(NEXT_PAGE_TOAST_KEY);
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    const value = JSON.parse(raw) as Partial<ToastOptions>;
    return typeof value.title === 'string' ? (value as ToastOptions) : null;
  } catch {
    return null;
  }
}
