import {afterEach, describe, expect, it, vi} from 'vitest';
import {
  DEFAULT_WORKER_SCOPE,
  DEFAULT_WORKER_SCRIPT,
  SKIP_WAITING_MESSAGE,
  WORKER_MESSAGE_TIMEOUT_MS,
  WorkerMessageTimeoutError,
  messageWorker,
  registerServiceWorker,
  type InstallingWorkerLike,
  type MessageTargetLike,
  type RegistrationLike,
} from './register.client';

function fakeWorker(state = 'installed') {
  const posted: unknown[] = [];
  const listeners: Array<() => void> = [];
  const worker: InstallingWorkerLike & {state: string} = {
    state,
    postMessage: (message) => posted.push(message),
    addEventListener: (_type, listener) => listeners.push(listener),
  };
  return {
    worker,
    posted,
    changeState: (next: string) => (
      (worker.state = next),
      listeners.forEach((l) => l())
    ),
  };
}

function fakeRegistration(waiting: MessageTargetLike | null = null) {
  let onUpdateFound: (() => void) | undefined;
  const registration: {
    -readonly [K in keyof RegistrationLike]: RegistrationLike[K];
  } = {
    waiting,
    installing: null,
    addEventListener: (_type, listener) => (onUpdateFound = listener),
  };
  return {registration, updateFound: () => onUpdateFound?.()};
}

afterEach(() => vi.restoreAllMocks());

describe('registerServiceWorker', () => {
  it('registers /service-worker.js with scope / by default', async () => {
    const register = vi.fn(async () => fakeRegistration().registration);
    await registerServiceWorker({navigator: {serviceWorker: {register}}});
    expect(DEFAULT_WORKER_SCRIPT).toBe('/service-worker.js');
    expect(DEFAULT_WORKER_SCOPE).toBe('/');
    expect(register).toHaveBeenCalledWith('/service-worker.js', {scope: '/'});
  });

  it('takes another script (the gum store serves /sw.js)', async () => {
    const register = vi.fn(async () => fakeRegistration().registration);
    await registerServiceWorker({
      script: '/sw.js',
      navigator: {serviceWorker: {register}},
    });
    expect(register).toHaveBeenCalledWith('/sw.js', {scope: '/'});
  });

  it('does nothing without service worker support', async () => {
    expect(await registerServiceWorker({navigator: {}})).toBeNull();
  });

  it('tells a waiting worker to skip waiting', async () => {
    const waiting = fakeWorker();
    const {registration} = fakeRegistration(waiting.worker);
    expect(
      await registerServiceWorker({
        navigator: {serviceWorker: {register: async () => registration}},
      }),
    ).toBe(registration);
    expect(waiting.posted).toEqual([{type: 'SKIP_WAITING'}]);
    expect(SKIP_WAITING_MESSAGE).toEqual({type: 'SKIP_WAITING'});
  });

  it('tells an update found later to skip waiting once it is installed', async () => {
    const fake = fakeRegistration();
    await registerServiceWorker({
      navigator: {serviceWorker: {register: async () => fake.registration}},
    });
    const update = fakeWorker('installing');
    fake.registration.installing = update.worker;
    fake.updateFound();
    update.changeState('installed');
    expect(update.posted).toEqual([]); // not waiting yet: the first worker of a scope activates by itself
    fake.registration.waiting = update.worker;
    update.changeState('installed');
    expect(update.posted).toEqual([{type: 'SKIP_WAITING'}]);
  });

  it('resolves null and warns when the browser refuses', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const refused = new DOMException('insecure', 'SecurityError');
    const result = await registerServiceWorker({
      navigator: {
        serviceWorker: {
          register: async () => {
            throw refused;
          },
        },
      },
    });
    expect(result).toBeNull();
    expect(warn).toHaveBeenCalledWith('[worker] registration failed', refused);
  });
});

describe('messageWorker', () => {
  /** A worker that answers on the transferred port, like the generated service worker does. */
  const echoWorker: MessageTargetLike = {
    postMessage(message, [port]) {
      (port as MessagePort).postMessage({echo: message});
    },
  };

  it('waits 3 s by default', () => {
    expect(WORKER_MESSAGE_TIMEOUT_MS).toBe(3000);
  });

  it('resolves with the reply on the channel', async () => {
    await expect(messageWorker(echoWorker, {type: 'PING'})).resolves.toEqual({
      echo: {type: 'PING'},
    });
  });

  it('rejects when no reply comes in time', async () => {
    const silent: MessageTargetLike = {postMessage: () => {}};
    const started = Date.now();
    const error = await messageWorker(silent, {type: 'PING'}, 30).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(WorkerMessageTimeoutError);
    expect((error as WorkerMessageTimeoutError).timeoutMs).toBe(30);
    expect(Date.now() - started).toBeGreaterThanOrEqual(25);
  });

  it('times out after exactly the default 3000 ms', async () => {
    vi.useFakeTimers({toFake: ['setTimeout', 'clearTimeout']});
    try {
      const pending = messageWorker({postMessage: () => {}}, {type: 'PING'});
      const outcome = vi.fn();
      pending.then(outcome, outcome);
      await vi.advanceTimersByTimeAsync(2999);
      expect(outcome).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(outcome).toHaveBeenCalledWith(
        expect.any(WorkerMessageTimeoutError),
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('rejects at once when posting fails', async () => {
    const gone: MessageTargetLike = {
      postMessage() {
        throw new DOMException('redundant', 'InvalidStateError');
      },
    };
    await expect(messageWorker(gone, {type: 'PING'})).rejects.toThrow(
      'redundant',
    );
  });
});
