import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';

/** Toasts last 3 s unless a caller asks otherwise (docs/requirements.md, grooming: constants). */
export const DEFAULT_TOAST_MS = 3000;

export type ToastTone = 'info' | 'success' | 'error';

export interface Toast {
  id: number;
  message: string;
  tone: ToastTone;
}

interface ToastApi {
  show(
    message: string,
    options?: {tone?: ToastTone; durationMs?: number},
  ): void;
}

const ToastContext = createContext<ToastApi | null>(null);

export function ToastProvider({children}: {children: ReactNode}) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);

  const show = useCallback<ToastApi['show']>((message, options = {}) => {
    const id = nextId.current++;
    setToasts((current) => [
      ...current,
      {id, message, tone: options.tone ?? 'info'},
    ]);
    setTimeout(
      () => setToasts((current) => current.filter((t) => t.id !== id)),
      options.durationMs ?? DEFAULT_TOAST_MS,
    );
  }, []);

  const api = useMemo(() => ({show}), [show]);
  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className="toasts" role="status" aria-live="polite">
        {toasts.map((toast) => (
          <p key={toast.id} className={`toast toast--${toast.tone}`}>
            {toast.message}
          </p>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() needs a <ToastProvider> above it');
  return api;
}
