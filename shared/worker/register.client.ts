/**
 * Background-worker registration and messaging (docs/requirements.md, grooming: behaviour, calls, constants).
 * Browser-only: call from an effect, never during render or on the server.
 */

export const DEFAULT_WORKER_SCRIPT = '/service-worker.js';
export const DEFAULT_WORKER_SCOPE = '/';
export const WORKER_MESSAGE_TIMEOUT_MS = 3000;
export const SKIP_WAITING_MESSAGE = {type: 'SKIP_WAITING'} as const;

/** Anything a message can be posted to with transferred ports (a ServiceWorker). */
export interface MessageTargetLike {
  postMessage(message: unknown, transfer: Transferable[]): void;
}

export interface InstallingWorkerLike extends MessageTargetLike {
  readonly state: string;
  addEventListener(type: 'statechange', listener: () => void): void;
}

export interface RegistrationLike {
  readonly active?: MessageTargetLike | null;
  readonly waiting: MessageTargetLike | null;
  readonly installing: InstallingWorkerLike | null;
  addEventListener(type: 'updatefound', listener: () => void): void;
}

export interface ServiceWorkerContainerLike {
  register(
    scriptURL: string,
    options?: {scope?: string},
  ): Promise<RegistrationLike>;
}

export interface RegisterOptions {
  script?: string;
  scope?: string;
  /** Defaults to the browser's navigator; tests pass a fake. */
  navigator?: {readonly serviceWorker?: ServiceWorkerContainerLike};
}

/**
 * Registers the worker and activates a waiting one at once. The worker only caches static assets
 * (never documents or data), so a new version can take over an open page without mixing up HTML.
 * Registration is an enhancement: without support, or when the browser refuses (private mode, an
 * insecure origin), this logs and resolves null instead of failing the page.
 */
export async function registerServiceWorker({
  script = DEFAULT_WORKER_SCRIPT,
  scope = DEFAULT_WORKER_SCOPE,
  navigator = globalThis.navigator,
}: RegisterOptions = {}): Promise<RegistrationLike | null> {
  if (!navigator || !('serviceWorker' in navigator) || !navigator.serviceWorker)
    return null;
  let registration: RegistrationLike;
  try {
    registration = await navigator.serviceWorker.register(script, {scope});
  } catch (error) {
    console.warn('[worker] registration failed', error);
    return null;
  }
  // A browser that blocks workers (a test browser, some embedded views) may answer with no registration.
  if (!registration) return null;
  if (registration.waiting)
    registration.waiting.postMessage(SKIP_WAITING_MESSAGE, []);
  // An update found while this page stays open would otherwise wait until every tab closes.
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && registration.waiting)
        registration.waiting.postMessage(SKIP_WAITING_MESSAGE, []);
    });
  });
  return registration;
}

export class WorkerMessageTimeoutError extends Error {
  readonly timeoutMs: number;

  constructor(timeoutMs: number) {
    super(`The background worker did not reply within ${timeoutMs} ms`);
    this.name = 'WorkerMessageTimeoutError';
    this.timeoutMs = timeoutMs;
  }
}

/**
 * Posts `message` with a private MessageChannel port and resolves with the worker's reply.
 * A worker can be stopped, busy installing or an old version that ignores the message, so an
 * unanswered message rejects after `timeoutMs` instead of hanging its caller.
 */
export function messageWorker<Reply = unknown>(
  worker: MessageTargetLike,
  message: unknown,
  timeoutMs: number = WORKER_MESSAGE_TIMEOUT_MS,
): Promise<Reply> {
  return new Promise<Reply>((resolve, reject) => {
    const channel = new MessageChannel();
    const finish = () => {
      clearTimeout(timer);
      // An open port keeps its channel alive (and a Node test process running).
      channel.port1.close();
    };
    const timer = setTimeout(() => {
      finish();
      reject(new WorkerMessageTimeoutError(timeoutMs));
    }, timeoutMs);
    channel.port1.onmessage = (event: MessageEvent) => {
      finish();
      resolve(event.data as Reply);
    };
    channel.port1.onmessageerror = () => {
      finish();
      reject(
        new Error(
          'The background worker replied with a message that could not be read',
        ),
      );
    };
    try {
      worker.postMessage(message, [channel.port2]);
    } catch (error) {
      finish();
      reject(error);
    }
  });
}
