// @vitest-environment happy-dom
import {act} from 'react';
import {createRoot, type Root} from 'react-dom/client';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {useLazyModule} from './use-lazy-module';

(globalThis as {IS_REACT_ACT_ENVIRONMENT?: boolean}).IS_REACT_ACT_ENVIRONMENT =
  true;

let container: HTMLDivElement;
let root: Root;
let idle: Array<() => void>;

beforeEach(() => {
  vi.useFakeTimers();
  idle = [];
  // The browser's idle callbacks run only when a test says the main thread is idle.
  vi.stubGlobal('requestIdleCallback', (fn: () => void) => idle.push(fn));
  vi.stubGlobal('cancelIdleCallback', () => {});
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** A lazily imported "drawer" whose import the test resolves by hand. */
function lazyDrawer() {
  let resolve!: (value: {Drawer: string}) => void;
  const load = vi.fn(
    () => new Promise<{Drawer: string}>((done) => (resolve = done)),
  );
  function Page({now = false, soon = false}) {
    const module = useLazyModule(load, {now, soon});
    return <p>{module ? module.Drawer : 'not mounted'}</p>;
  }
  return {load, Page, arrive: () => resolve({Drawer: 'drawer mounted'})};
}

describe('useLazyModule', () => {
  it('on a page that expects it soon, fetches the code on hydration but mounts it only when the browser is idle', async () => {
    const {load, Page, arrive} = lazyDrawer();
    act(() => root.render(<Page soon />));
    // Fetched before any idle time and before the 3 s settle delay: a tap right after hydration finds it.
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => arrive());
    expect(container.textContent).toBe('not mounted');
    await act(async () => idle.forEach((fn) => fn()));
    expect(container.textContent).toBe('drawer mounted');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('without `soon`, waits for the page to settle (3 s) before fetching anything', async () => {
    const {load, Page, arrive} = lazyDrawer();
    act(() => root.render(<Page />));
    expect(load).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(3000));
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => arrive());
    expect(container.textContent).toBe('drawer mounted');
  });

  it("starts the fetch in the first tap's own event, before React renders anything for it", () => {
    const {load, Page} = lazyDrawer();
    act(() => root.render(<Page />));
    act(() => {
      window.dispatchEvent(new Event('pointerdown'));
      // Inside act nothing has rendered yet: the call came from the event listener itself.
      expect(load).toHaveBeenCalledTimes(1);
    });
  });

  it('opened (`now`), mounts as soon as the code arrives, and a failed import is tried again on the next open', async () => {
    let attempt = 0;
    const load = vi.fn(() =>
      ++attempt === 1
        ? Promise.reject(new Error('chunk failed'))
        : Promise.resolve({Drawer: 'drawer mounted'}),
    );
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    function Page({now}: {now: boolean}) {
      const module = useLazyModule(load, {now});
      return <p>{module ? module.Drawer : 'not mounted'}</p>;
    }
    await act(async () => root.render(<Page now />));
    expect(container.textContent).toBe('not mounted');
    expect(error).toHaveBeenCalledOnce();
    await act(async () => root.render(<Page now={false} />));
    await act(async () => root.render(<Page now />));
    expect(load).toHaveBeenCalledTimes(2);
    expect(container.textContent).toBe('drawer mounted');
    error.mockRestore();
  });
});
