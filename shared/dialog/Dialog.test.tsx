// @vitest-environment happy-dom
import {act, useState} from 'react';
import {createRoot, type Root} from 'react-dom/client';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {Dialog, type DialogProps} from './Dialog';

(globalThis as {IS_REACT_ACT_ENVIRONMENT?: boolean}).IS_REACT_ACT_ENVIRONMENT =
  true;

type Options = Partial<
  Pick<
    DialogProps,
    'keepMounted' | 'busy' | 'onEscape' | 'closeOnLinkClick' | 'hideTitle'
  >
>;

let container: HTMLDivElement;
let root: Root;
const onClose = vi.fn();

/** A page with an opener and the dialog (two controls inside) closed. */
function Page(options: Options) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" id="opener" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog
        open={open}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        title="Your basket"
        closeLabel="Shut the basket"
        placement="end"
        name="basket"
        testId="basket"
        {...options}
      >
        <a href="/first">First link</a>
        <button type="button" id="last">
          Last button
        </button>
      </Dialog>
    </>
  );
}

const $ = <T extends Element = HTMLElement>(selector: string) =>
  document.querySelector<T>(selector);
const dialog = () => $('[role="dialog"]');
const closeButton = () => $<HTMLButtonElement>('.dialog__close')!;

function press(key: string, shiftKey = false) {
  const target = document.activeElement ?? document.body;
  act(() => {
    target.dispatchEvent(
      new KeyboardEvent('keydown', {
        key,
        shiftKey,
        bubbles: true,
        cancelable: true,
      }),
    );
  });
}

async function openPage(options: Options = {}) {
  act(() => root.render(<Page {...options} />));
  const opener = $('#opener')!;
  opener.focus();
  act(() => opener.click());
  // Focus moves in after the opening frame (decision 90).
  await act(() =>
    vi.waitFor(() => expect(document.activeElement).toBe(closeButton())),
  );
}

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  onClose.mockClear();
});

afterEach(() => {
  vi.useRealTimers();
  act(() => root.unmount());
  container.remove();
});

describe('Dialog (the one dialog shell)', () => {
  it('is not in the DOM while closed, unless kept mounted (then hidden from assistive tech)', () => {
    act(() => root.render(<Page />));
    expect(dialog()).toBeNull();
    act(() => root.render(<Page keepMounted />));
    expect(dialog()).not.toBeNull();
    expect($('[data-testid="basket"]')!.getAttribute('aria-hidden')).toBe(
      'true',
    );
  });

  it('opens as a modal dialog named by its heading, focus on the labelled close button, page scroll locked', async () => {
    await openPage();
    const panel = dialog()!;
    expect(panel.getAttribute('aria-modal')).toBe('true');
    const heading = document.getElementById(
      panel.getAttribute('aria-labelledby')!,
    );
    expect(heading?.tagName).toBe('H2');
    expect(heading?.textContent).toBe('Your basket');
    expect(closeButton().getAttribute('aria-label')).toBe('Shut the basket');
    expect(panel.className).toContain('basket__panel');
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('keeps Tab and Shift+Tab inside: past the last control to the first, before the first to the last', async () => {
    await openPage();
    const last = $('#last')!;
    last.focus();
    press('Tab');
    expect(document.activeElement).toBe(closeButton());
    press('Tab', true);
    expect(document.activeElement).toBe(last);
    // Focus that left the dialog somehow comes back in on the next Tab.
    $('#opener')!.focus();
    press('Tab');
    expect(document.activeElement).toBe(closeButton());
  });

  it('closes on Escape, gives focus back to the opener and unlocks the scroll, then leaves the DOM', async () => {
    await openPage();
    vi.useFakeTimers();
    press('Escape');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe($('#opener'));
    expect(document.body.style.overflow).toBe('');
    // No CSS here, so no transitionend: the timer after the slide (200 ms, + 150) unmounts it.
    act(() => vi.advanceTimersByTime(300));
    expect(dialog()).not.toBeNull();
    act(() => vi.advanceTimersByTime(100));
    expect(dialog()).toBeNull();
  });

  it('closes on the backdrop and the close button', async () => {
    await openPage();
    act(() => $('[data-testid="basket-backdrop"]')!.click());
    expect(onClose).toHaveBeenCalledTimes(1);
    await openPage();
    act(() => closeButton().click());
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('while busy refuses Escape, the backdrop and the close button', async () => {
    act(() => root.render(<Page busy />));
    const opener = $('#opener')!;
    opener.focus();
    act(() => opener.click());
    await vi.waitFor(() =>
      expect($('[data-testid="basket"]')!.className).toContain('is-open'),
    );
    expect(closeButton().disabled).toBe(true);
    press('Escape');
    act(() => $('[data-testid="basket-backdrop"]')!.click());
    expect(onClose).not.toHaveBeenCalled();
    expect(dialog()!.getAttribute('aria-busy')).toBe('true');
  });

  it('lets something inside take Escape first (onEscape returns true)', async () => {
    const inner = vi.fn(() => true);
    await openPage({onEscape: inner});
    press('Escape');
    expect(inner).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('with closeOnLinkClick, following a link inside closes it', async () => {
    await openPage({closeOnLinkClick: true});
    act(() => {
      $('a[href="/first"]')!.addEventListener('click', (event) =>
        event.preventDefault(),
      );
      $<HTMLAnchorElement>('a[href="/first"]')!.click();
    });
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
