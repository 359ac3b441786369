// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import SiteHeader, { SMALL_QUERY, type SiteHeaderProps } from '@/components/islands/SiteHeader';

/** A controllable matchMedia: `small` decides whether the small-screen query matches. */
function installMatchMedia(initiallySmall: boolean) {
  let small = initiallySmall;
  const listeners = new Set<() => void>();
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return query === SMALL_QUERY ? small : false;
    },
    media: query,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  }));
  return (next: boolean) => {
    small = next;
    act(() => listeners.forEach((listener) => listener()));
  };
}

const props: SiteHeaderProps = {
  brand: 'Corrie & Larch',
  homeHref: '/',
  links: [
    { name: 'Home', path: '/', current: false },
    { name: 'Residences', path: '/residences', current: true },
  ],
  navLabel: 'Main',
  menuLabel: 'Menu',
  transparentAtTop: true,
  threshold: 100,
};

function renderHeader(overrides: Partial<SiteHeaderProps> = {}) {
  return render(
    <>
      <SiteHeader {...props} {...overrides}>
        <a href="https://wa.me/1">Chat on WhatsApp</a>
      </SiteHeader>
      <main>
        <a href="#x">Page link</a>
      </main>
    </>,
  );
}

async function scrollWindow(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  await act(async () => {
    window.dispatchEvent(new Event('scroll'));
    await new Promise((done) => requestAnimationFrame(() => done(undefined)));
  });
}

beforeEach(() => {
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SiteHeader scroll state', () => {
  it('is transparent at the top of a transparentAtTop page and solid past the threshold', async () => {
    installMatchMedia(false);
    renderHeader();
    const bar = screen.getByRole('banner');
    expect(bar.dataset['state']).toBe('transparent');
    await scrollWindow(100);
    expect(bar.dataset['state']).toBe('transparent');
    await scrollWindow(101);
    expect(bar.dataset['state']).toBe('solid');
    await scrollWindow(0);
    expect(bar.dataset['state']).toBe('transparent');
  });

  it('reads the scroll position on mount (a reload mid-page)', () => {
    installMatchMedia(false);
    Object.defineProperty(window, 'scrollY', { value: 500, configurable: true });
    renderHeader();
    expect(screen.getByRole('banner').dataset['state']).toBe('solid');
  });

  it('is always solid when not transparentAtTop, and stops listening on unmount', async () => {
    installMatchMedia(false);
    const remove = vi.spyOn(window, 'removeEventListener');
    const { unmount } = renderHeader({ transparentAtTop: false });
    expect(screen.getByRole('banner').dataset['state']).toBe('solid');
    unmount();
    expect(remove.mock.calls.some(([type]) => type === 'scroll')).toBe(false);

    cleanup();
    const second = renderHeader();
    second.unmount();
    expect(remove.mock.calls.some(([type]) => type === 'scroll')).toBe(true);
  });
});

describe('SiteHeader menu', () => {
  it('renders the brand, the links with aria-current and the chat child', () => {
    installMatchMedia(false);
    renderHeader();
    expect(screen.getByRole('link', { name: 'Corrie & Larch' })).toHaveProperty('pathname', '/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Residences' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Home' }).hasAttribute('aria-current')).toBe(false);
    expect(screen.getByRole('link', { name: 'Chat on WhatsApp' })).toBeTruthy();
  });

  it('toggles with aria-expanded, makes the page inert, and closes on Escape with focus back', async () => {
    installMatchMedia(true);
    const user = userEvent.setup();
    renderHeader();
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    const list = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(list.hasAttribute('inert')).toBe(true);

    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(list.hasAttribute('inert')).toBe(false);
    expect(document.querySelector('main')!.hasAttribute('inert')).toBe(true);

    await user.keyboard('{Escape}');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
    expect(document.querySelector('main')!.hasAttribute('inert')).toBe(false);
  });

  it('closes when a link is chosen, on a click outside, and when the viewport grows', async () => {
    const setSmall = installMatchMedia(true);
    const user = userEvent.setup();
    renderHeader();
    const button = screen.getByRole('button', { name: 'Menu' });
    const nav = screen.getByRole('navigation', { name: 'Main' });

    await user.click(button);
    within(nav)
      .getByRole('link', { name: 'Home' })
      .addEventListener('click', (event) => event.preventDefault());
    await user.click(within(nav).getByRole('link', { name: 'Home' }));
    expect(button.getAttribute('aria-expanded')).toBe('false');

    await user.click(button);
    await user.pointer({ keys: '[MouseLeft]', target: document.body });
    expect(button.getAttribute('aria-expanded')).toBe('false');

    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    setSmall(false);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById(button.getAttribute('aria-controls')!)!.hasAttribute('inert')).toBe(false);
  });
});
