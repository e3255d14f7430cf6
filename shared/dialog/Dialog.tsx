import {
  createContext,
  forwardRef,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import {Icon, type IconName} from '../chrome/icons';
import {useFocusTrap, useScrollLock} from './use-focus-trap';

/** Where the panel sits: a side sheet (start = left, end = right), dropped from the top, or the whole screen. */
export type DialogPlacement = 'start' | 'end' | 'top' | 'full';

export interface DialogProps {
  open: boolean;
  /** Called by Escape, the backdrop, the close button and (with `closeOnLinkClick`) a link inside. */
  onClose(): void;
  /** The heading that names the dialog (aria-labelledby). */
  title: ReactNode;
  /** Named but not shown: for a dialog whose content says what it is (a menu, a search field). */
  hideTitle?: boolean;
  /** The close button's accessible name, in the page's language. */
  closeLabel: string;
  placement: DialogPlacement;
  /**
   * The store's class root for this dialog: besides the shell's `dialog__*` classes each part carries
   * `<name>`, `<name>__backdrop`, `__panel`, `__header`, `__title`, `__close`, `__footer`, so a store
   * styles its dialog by name and themes it with the --dialog-* properties (./dialog.css).
   */
  name?: string;
  /** More classes on the outer element (e.g. a variant). */
  className?: string;
  id?: string;
  /** On the outer element; the backdrop gets `<testId>-backdrop`. */
  testId?: string;
  /** The slide's length (--dialog-ms); closing unmounts after it. */
  durationMs?: number;
  /**
   * Stays in the DOM while closed (hidden), so opening draws no new tree: the cart drawer, mounted before
   * the tap (decision 92). Otherwise it is in the DOM only while open or sliding out (decision 55).
   */
  keepMounted?: boolean;
  /** A backdrop (scrim) that closes the dialog when clicked. */
  backdrop?: boolean;
  /** Something is running: closing is refused and the close button is disabled. */
  busy?: boolean;
  /** Esc when something inside (a panel over the content) should close first; returns true if it did. */
  onEscape?(): boolean;
  /** Focused on opening; defaults to the close button, else the first focusable. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Following a link inside closes the dialog, also when the link is the page already shown. */
  closeOnLinkClick?: boolean;
  /** The shell's close button in the header; false when the content places a <DialogClose> itself. */
  closeButton?: boolean;
  closeClassName?: string;
  /** Beside the title in the header (a store's wordmark). */
  header?: ReactNode;
  /** Under the content. */
  footer?: ReactNode;
  children: ReactNode;
}

interface DialogState {
  closeLabel: string;
  busy: boolean;
  dismiss(): void;
}

const DialogContext = createContext<DialogState | null>(null);

/**
 * The one dialog shell both stores use for the cart drawer, the mobile menu and grooming's search overlay
 * (decision 149; modelled on the Hydrogen skeleton's `Aside`): a modal `role="dialog"` labelled by its
 * heading, over a backdrop, that slides in from its placement, traps focus (Tab and Shift+Tab cycle inside,
 * focus moves in after the opening frame and back to the opener after), locks the page's scroll, and
 * closes on Escape, the backdrop or the close button, none of them while `busy`. Store-neutral: words come
 * in as props, the store's parts as slots, its looks through `name` and ./dialog.css's properties.
 */
export function Dialog({
  open,
  onClose,
  title,
  hideTitle = false,
  closeLabel,
  placement,
  name,
  className,
  id,
  testId,
  durationMs = 200,
  keepMounted = false,
  backdrop = true,
  busy = false,
  onEscape,
  initialFocus,
  closeOnLinkClick = false,
  closeButton = true,
  closeClassName,
  header,
  footer,
  children,
}: DialogProps) {
  // Mounted from opening until the slide-out ends (or always); `shown` drives the CSS transition.
  const [mounted, setMounted] = useState(open || keepMounted);
  const [shown, setShown] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  if ((open || keepMounted) && !mounted) setMounted(true);
  // A kept dialog was laid out closed before the tap: it can slide at once, with no extra render.
  const isOpen = open && (keepMounted || shown);

  // Read at key/click time: the focus trap keeps the callback of the moment the dialog opened.
  const latest = useRef({busy, onEscape, onClose});
  latest.current = {busy, onEscape, onClose};
  const dismiss = useCallback(() => {
    if (!latest.current.busy) latest.current.onClose();
  }, []);
  const escape = useCallback(() => {
    const {busy, onEscape, onClose} = latest.current;
    if (busy || onEscape?.()) return;
    onClose();
  }, []);

  useEffect(() => {
    if (!mounted || keepMounted) return;
    if (open) {
      // The panel's closed position must be computed before `is-open` is added, or nothing slides.
      panel.current?.getBoundingClientRect();
      setShown(true);
      return;
    }
    setShown(false);
    // Unmount once slid out; the timer covers a hidden dialog (display: none) whose transition never runs.
    const node = panel.current;
    const done = () => setMounted(false);
    const onEnd = (event: TransitionEvent) =>
      event.target === node && event.propertyName === 'transform' && done();
    node?.addEventListener('transitionend', onEnd);
    const timer = setTimeout(done, durationMs + 150);
    return () => {
      node?.removeEventListener('transitionend', onEnd);
      clearTimeout(timer);
    };
  }, [open, mounted, keepMounted, durationMs]);

  // Following a link inside closes it, also when the link is the page already shown.
  useEffect(() => {
    const node = panel.current;
    if (!node || !closeOnLinkClick) return;
    const onClick = (event: MouseEvent) => {
      if ((event.target as Element | null)?.closest('a[href]'))
        latest.current.onClose();
    };
    node.addEventListener('click', onClick);
    return () => node.removeEventListener('click', onClick);
  }, [mounted, closeOnLinkClick]);

  useFocusTrap(panel, isOpen, escape, initialFocus ?? close);
  useScrollLock(open);

  const state = useMemo(
    () => ({closeLabel, busy, dismiss}),
    [closeLabel, busy, dismiss],
  );

  if (!mounted) return null;
  const part = (kind: string) =>
    name ? `dialog__${kind} ${name}__${kind}` : `dialog__${kind}`;
  const heading = (
    <h2
      id={titleId}
      className={`${part('title')}${hideTitle ? ' visually-hidden' : ''}`}
    >
      {title}
    </h2>
  );
  const classes = ['dialog', `dialog--${placement}`, name, className];
  if (isOpen) classes.push('is-open');
  return (
    <DialogContext.Provider value={state}>
      <div
        id={id}
        className={classes.filter(Boolean).join(' ')}
        style={{['--dialog-ms' as string]: `${durationMs}ms`}}
        aria-hidden={open ? undefined : true}
        data-testid={testId}
      >
        {backdrop && (
          <div
            className={part('backdrop')}
            data-testid={testId && `${testId}-backdrop`}
            aria-hidden="true"
            onClick={dismiss}
          />
        )}
        <div
          ref={panel}
          className={part('panel')}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          aria-busy={busy || undefined}
        >
          {hideTitle && header == null && !closeButton ? (
            heading
          ) : (
            <div className={part('header')}>
              {heading}
              {header}
              {closeButton && (
                <DialogClose
                  ref={close}
                  className={`${part('close')}${closeClassName ? ` ${closeClassName}` : ''}`}
                />
              )}
            </div>
          )}
          {children}
          {footer != null && <div className={part('footer')}>{footer}</div>}
        </div>
      </div>
    </DialogContext.Provider>
  );
}

/**
 * A close button the content places itself (e.g. inside a search form), with the dialog's label; it
 * is disabled while the dialog is busy.
 */
export const DialogClose = forwardRef<
  HTMLButtonElement,
  {className?: string; icon?: IconName}
>(function DialogClose({className, icon = 'close'}, ref) {
  const dialog = useContext(DialogContext);
  if (!dialog) throw new Error('<DialogClose> needs a <Dialog> around it');
  return (
    <button
      ref={ref}
      type="button"
      className={className}
      aria-label={dialog.closeLabel}
      onClick={dialog.dismiss}
      disabled={dialog.busy}
    >
      <Icon name={icon} size={22} />
    </button>
  );
});
