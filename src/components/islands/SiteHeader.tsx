import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import styles from './SiteHeader.module.css';
import useMediaQuery from './useMediaQuery';
import useScrolledPast from './useScrolledPast';

/** Below this width the bar's links collapse behind the Menu button; matches the CSS breakpoint. */
export const SMALL_QUERY = '(max-width: 47.99rem)';

/** One link in the bar. */
export interface SiteHeaderLink {
  /** The visible name, e.g. "Residences". */
  name: string;
  /** Where it goes, e.g. "/residences". */
  path: string;
  /** Marks the link of the page being shown with aria-current="page". */
  current: boolean;
}

export interface SiteHeaderProps {
  /** The brand name, linked to the home page. */
  brand: string;
  /** The home page's address. */
  homeHref: string;
  /** The main navigation, in order. */
  links: SiteHeaderLink[];
  /** The navigation landmark's accessible name, e.g. "Main". */
  navLabel: string;
  /** The small-screen toggle's accessible name, e.g. "Menu". */
  menuLabel: string;
  /** Start transparent and turn solid once scrolled past `threshold` (the home page); otherwise always solid. */
  transparentAtTop: boolean;
  /** How far, in pixels, the page scrolls before a transparent bar turns solid. */
  threshold: number;
  /** The id the toggle's aria-controls points at. */
  menuId?: string;
  /** Actions at the end of the bar: the chat link, rendered by Astro. */
  children?: ReactNode;
}

/** Marks everything outside `keep` inert and returns how to undo it (only what it changed). */
function inertOutside(keep: Element): () => void {
  const changed: Element[] = [];
  for (let node: Element | null = keep; node?.parentElement; node = node.parentElement) {
    if (node === document.body) break;
    for (const sibling of Array.from(node.parentElement.children)) {
      if (sibling === node || sibling.hasAttribute('inert')) continue;
      sibling.setAttribute('inert', '');
      changed.push(sibling);
    }
  }
  return () => changed.forEach((element) => element.removeAttribute('inert'));
}

/**
 * The fixed top bar: brand, main navigation and the chat link, with a small-screen menu.
 * The server HTML is complete on its own (links are plain anchors); hydrating adds the scroll state and the toggle.
 */
export default function SiteHeader({
  brand,
  homeHref,
  links,
  navLabel,
  menuLabel,
  transparentAtTop,
  threshold,
  menuId = 'site-nav-list',
  children,
}: SiteHeaderProps) {
  const [open, setOpen] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  const [settled, setSettled] = useState(false);
  const scrolled = useScrolledPast(threshold, transparentAtTop);
  // False on the server and while hydrating, so the first render matches the server HTML on any screen.
  const small = useMediaQuery(SMALL_QUERY);
  const headerRef = useRef<HTMLElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const navRef = useRef<HTMLElement>(null);

  // Same commit as the first scroll reading: the CSS fallback hands over to React before anything paints.
  useLayoutEffect(() => {
    setHydrated(true);
    // Transitions wait a frame, so a page reloaded mid-scroll does not fade from transparent to solid.
    const frame = requestAnimationFrame(() => setSettled(true));
    return () => cancelAnimationFrame(frame);
  }, []);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return undefined;
    const header = headerRef.current;
    const restoreInert = header ? inertOutside(header) : () => {};
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close(true);
      }
    };
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && navRef.current?.contains(event.target)) return;
      // Focus was in the menu that is about to hide: keep it on the toggle rather than losing it to the page.
      close(navRef.current?.contains(document.activeElement) ?? false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      restoreInert();
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, close]);

  // Growing past the breakpoint closes the menu: there is nothing left to toggle.
  useEffect(() => {
    if (!small) setOpen(false);
  }, [small]);

  const solid = !transparentAtTop || scrolled || open;

  return (
    <header
      ref={headerRef}
      className={styles['header']}
      data-state={solid ? 'solid' : 'transparent'}
      data-home={transparentAtTop ? '' : undefined}
      data-hydrated={hydrated ? '' : undefined}
      data-settled={settled ? '' : undefined}
      data-open={open ? '' : undefined}
    >
      <div className={styles['bar']}>
        <a className={styles['brand']} href={homeHref} inert={open}>
          {brand}
        </a>
        <nav ref={navRef} className={styles['nav']} aria-label={navLabel}>
          <button
            ref={buttonRef}
            type="button"
            className={styles['toggle']}
            aria-expanded={open}
            aria-controls={menuId}
            onClick={() => setOpen((wasOpen) => !wasOpen)}
          >
            <span className={styles['icon']} aria-hidden="true" />
            <span className={styles['label']}>{menuLabel}</span>
          </button>
          <ul id={menuId} className={styles['list']} inert={small && !open}>
            {links.map((link) => (
              <li key={link.path}>
                <a href={link.path} aria-current={link.current ? 'page' : undefined} onClick={() => close(false)}>
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
