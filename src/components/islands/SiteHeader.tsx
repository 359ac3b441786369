import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import styles from './SiteHeader.module.css';
import useMediaQuery from './useMediaQuery';

/** Below this width the bar's links collapse behind the Menu button (the CSS breakpoint): they fit one row from 64rem. */
export const SMALL_QUERY = '(max-width: 63.99rem)';
const MENU_ID = 'site-nav-list';

export interface SiteHeaderProps {
  /** The brand name, linked to the home page. */
  brand: string;
  /** The main navigation, in order; `current` marks the page being shown with aria-current="page". */
  links: { name: string; path: string; current: boolean }[];
  /** Transparent at the top, solid past 100px of scroll (the home page; its CSS does it); else always solid. */
  transparentAtTop: boolean;
  /** Actions at the end of the bar: the chat link, rendered by Astro. */
  children?: ReactNode;
}

/** Marks everything outside `keep` inert and returns how to undo it (only what it changed). */
function inertOutside(keep: Element): () => void {
  const changed: Element[] = [];
  for (let node: Element | null = keep; node?.parentElement && node !== document.body; node = node.parentElement) {
    for (const sibling of Array.from(node.parentElement.children)) {
      if (sibling === node || sibling.hasAttribute('inert')) continue;
      sibling.setAttribute('inert', '');
      changed.push(sibling);
    }
  }
  return () => changed.forEach((element) => element.removeAttribute('inert'));
}

/** Whether the list is shown as an open popover; false where the browser has no Popover API. */
function isOpen(list: HTMLElement | null): boolean {
  try {
    return list?.matches(':popover-open') ?? false;
  } catch {
    return false;
  }
}

/**
 * The fixed top bar: brand, main navigation and the chat link, with a small-screen Menu. The Menu is a popover
 * (`popovertarget`), which opens and closes it before hydration too, so the popover is the one truth for "open": the
 * island follows its `toggle` events and adds the page behind made inert, focus back on the button, closing on a
 * link or past the breakpoint. The scroll state is the CSS's, before hydration and after.
 */
export default function SiteHeader({ brand, links, transparentAtTop, children }: SiteHeaderProps) {
  const [open, setOpen] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  // False on the server and while hydrating, so the first render matches the server HTML on any screen.
  const small = useMediaQuery(SMALL_QUERY);
  const headerRef = useRef<HTMLElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  // Before the first paint: a menu opened by the tap that hydrated us stays open.
  useLayoutEffect(() => {
    const list = listRef.current!;
    setHydrated(true);
    setOpen(isOpen(list));

    let focusWasInside = false;
    const onBeforeToggle = (event: Event) => {
      if ((event as ToggleEvent).newState === 'closed') focusWasInside = list.contains(document.activeElement);
    };
    const onToggle = () => {
      const nowOpen = isOpen(list);
      setOpen(nowOpen);
      // A light dismiss, or a link chosen, would leave focus on the page body: give it back to the button.
      if (!nowOpen && focusWasInside && !headerRef.current?.contains(document.activeElement)) {
        buttonRef.current?.focus();
      }
      focusWasInside = false;
    };
    list.addEventListener('beforetoggle', onBeforeToggle);
    list.addEventListener('toggle', onToggle);
    return () => {
      list.removeEventListener('beforetoggle', onBeforeToggle);
      list.removeEventListener('toggle', onToggle);
    };
  }, []);

  const close = useCallback(() => {
    if (isOpen(listRef.current)) listRef.current?.hidePopover();
  }, []);

  // Growing past the breakpoint closes the menu. Asked of the browser: `small` reads false while hydrating.
  useEffect(() => {
    if (!window.matchMedia(SMALL_QUERY).matches) close();
  }, [small, close]);

  useEffect(() => {
    if (open && headerRef.current) return inertOutside(headerRef.current);
    return undefined;
  }, [open]);

  return (
    <header
      ref={headerRef}
      className={styles['header']}
      data-state={transparentAtTop ? 'transparent' : 'solid'}
      data-home={transparentAtTop ? '' : undefined}
      data-hydrated={hydrated ? '' : undefined}
    >
      <div className={styles['bar']}>
        <a className={styles['brand']} href="/" inert={open}>
          {brand}
        </a>
        <nav className={styles['nav']} aria-label="Main">
          {/* Until hydrated, the browser states "expanded" from the popover; a server aria-expanded would contradict it. */}
          <button
            ref={buttonRef}
            type="button"
            className={styles['toggle']}
            popoverTarget={MENU_ID}
            aria-controls={MENU_ID}
            aria-expanded={hydrated ? open : undefined}
          >
            <span className={styles['icon']} aria-hidden="true" />
            <span className={styles['label']}>Menu</span>
          </button>
          <ul ref={listRef} id={MENU_ID} className={styles['list']} popover="auto">
            {links.map((link) => (
              <li key={link.path}>
                <a href={link.path} aria-current={link.current ? 'page' : undefined} onClick={close}>
                  {link.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles['actions']} inert={open}>
          {children}
        </div>
      </div>
    </header>
  );
}
