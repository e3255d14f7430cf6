import {useEffect, useRef, useState, type ReactNode} from 'react';
import {useFocusTrap, useScrollLock} from './use-focus-trap';
import {MOBILE_MENU_ANIMATION_MS} from './constants';
import {Icon} from './icons';

export interface MobileMenuProps {
  open: boolean;
  onClose(): void;
  /** The dialog's accessible name ("Blade & Balm menu", "मेन्यू"). */
  label: string;
  /** The close button's accessible name. */
  closeLabel: string;
  /** Beside the close button (the store's wordmark). */
  header?: ReactNode;
  /** The store's menu: its links, groups or drill-down levels. */
  children: ReactNode;
  /** Under the menu (promo, account and help links). */
  footer?: ReactNode;
}

/**
 * The slide-in menu shell both stores use below the desktop breakpoint: a modal dialog that slides in
 * (MOBILE_MENU_ANIMATION_MS), traps focus, locks the page's scroll, closes on Escape, the backdrop,
 * the close button or any link followed inside it, and gives focus back to what opened it.
 * It is rendered only while open (and while it slides out): the server never renders it and a
 * closed menu is not in the DOM (decision 55).
 */
export function MobileMenu({
  open,
  onClose,
  label,
  closeLabel,
  header,
  children,
  footer,
}: MobileMenuProps) {
  // Mounted from opening until the slide-out ends; `shown` drives the CSS transition.
  const [mounted, setMounted] = useState(open);
  const [shown, setShown] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  const close = useRef<HTMLButtonElement>(null);

  if (open && !mounted) setMounted(true);

  useEffect(() => {
    if (!mounted) return;
    if (open) {
      // The panel's closed position must be computed before `is-open` is added, or nothing slides.
      panel.current?.getBoundingClientRect();
      setShown(true);
      return;
    }
    setShown(false);
    // Unmount once slid out; the timer covers a hidden menu (desktop width) whose transition never runs.
    const node = panel.current;
    const done = () => setMounted(false);
    const onEnd = (event: TransitionEvent) =>
      event.target === node && event.propertyName === 'transform' && done();
    node?.addEventListener('transitionend', onEnd);
    const timer = setTimeout(done, MOBILE_MENU_ANIMATION_MS + 150);
    return () => {
      node?.removeEventListener('transitionend', onEnd);
      clearTimeout(timer);
    };
  }, [open, mounted]);

  useFocusTrap(panel, shown && open, onClose, close);
  useScrollLock(open);

  // Following a link inside the menu closes it, also when the link is the page already shown.
  useEffect(() => {
    const node = panel.current;
    if (!node) return;
    const onClick = (event: MouseEvent) => {
      if ((event.target as Element | null)?.closest('a[href]')) onClose();
    };
    node.addEventListener('click', onClick);
    return () => node.removeEventListener('click', onClick);
  }, [mounted, onClose]);

  if (!mounted) return null;
  return (
    <div
      id="mobile-menu"
      className={`mobile-menu${shown && open ? ' is-open' : ''}`}
      style={{['--menu-ms' as string]: `${MOBILE_MENU_ANIMATION_MS}ms`}}
    >
      <div
        className="mobile-menu__backdrop"
        onClick={onClose}
        aria-hidden="true"
      />
      <div
        className="mobile-menu__panel"
        role="dialog"
        aria-modal="true"
        aria-label={label}
        ref={panel}
      >
        <div className="mobile-menu__top">
          {header}
          <button
            ref={close}
            type="button"
            className="icon-button mobile-menu__close"
            onClick={onClose}
            aria-label={closeLabel}
          >
            <Icon name="close" size={22} />
          </button>
        </div>
        {children}
        {footer && <div className="mobile-menu__footer">{footer}</div>}
      </div>
    </div>
  );
}
