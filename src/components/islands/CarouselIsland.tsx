import {
  createContext,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { Swiper, SwiperSlide } from 'swiper/react';
import styles from './CarouselIsland.module.css';
import useMediaQuery from './useMediaQuery';

/** Pixels between slides; the pre-hydration row uses the same gap (1rem), so Swiper taking over moves nothing. */
const GAP_PX = 16;
const SPEED_MS = 450;

/** One slide's image, already resolved by `astro:assets` into plain, serialisable values. */
export interface CarouselSlide {
  /** The fallback (JPEG) URL and `srcset`. */
  src: string;
  srcset: string;
  /** Modern formats, best first, e.g. AVIF then WebP. */
  sources: { type: string; srcset: string }[];
  /** Intrinsic size, so the browser reserves the space before the image loads. */
  width: number;
  height: number;
  alt: string;
}

export interface CarouselProps {
  /** The carousel's accessible name, from content, e.g. "Amenities". */
  label: string;
  slides: CarouselSlide[];
  /** The images' `sizes` attribute. */
  sizes: string;
  /** Load the first image eagerly (a carousel near the top of the page). */
  eager?: boolean;
  previousLabel: string;
  nextLabel: string;
  /** Each slide's accessible name; `{n}` and `{total}` are filled in, e.g. "{n} of {total}". */
  slideLabel: string;
}

/** The pointer pressed now, if any, and where: seen from the moment this module arrives, before any island hydrates. */
let press: { target: EventTarget | null; x: number; y: number } | null = null;
if (typeof window !== 'undefined') {
  window.addEventListener('pointerdown', (e) => (press = { target: e.target, x: e.clientX, y: e.clientY }), true);
  for (const type of ['pointerup', 'pointercancel']) window.addEventListener(type, () => (press = null), true);
}

/** The Previous and Next names for the browser's own scroll buttons, while the row still scrolls natively. */
const RowScrolls = createContext<{ label: string; previous: string; next: string } | null>(null);

/** Swiper's wrapper: until Swiper takes over, a scrolling row keyboard users can focus (WCAG 2.1.1), named as the carousel. */
function SlideRow({ className, children }: { className?: string; children?: ReactNode }) {
  const names = useContext(RowScrolls);
  return (
    <div
      className={className}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus to be scrolled by keyboard
      tabIndex={names ? 0 : undefined}
      // The focus stop is named, as the carousel is: a screen reader would otherwise announce a nameless one.
      role={names ? 'group' : undefined}
      aria-label={names?.label}
      data-previous={names?.previous}
      data-next={names?.next}
    >
      {children}
    </div>
  );
}

/**
 * Focus on the carousel's buttons never falls to the page: `refocus` names the button to take it in the next commit (by
 * name: Swiper calls `onSwiper` before the refs are set), and a button about to disable hands it to the other.
 */
function useButtonFocus(swiper: SwiperInstance | null, index: number, last: number) {
  const refs = { previous: useRef<HTMLButtonElement>(null), next: useRef<HTMLButtonElement>(null) };
  const refocus = useRef<keyof typeof refs | null>(null);
  // In the commit that disables the button (or shows both), before paint, so focus never rests on the page body.
  // Never scrolling the page while a pointer is pressed: the button would slip from under it before the release.
  useLayoutEffect(() => {
    if (!swiper || !refocus.current) return;
    const target = refs[refocus.current].current;
    refocus.current = null;
    if (target && !target.disabled) target.focus({ preventScroll: press !== null });
  }, [index, swiper]);
  const beforeMove = (to: number) => {
    const focused = document.activeElement;
    if (to === last && focused === refs.next.current) refocus.current = 'previous';
    if (to === 0 && focused === refs.previous.current) refocus.current = 'next';
  };
  return { refs, refocus, beforeMove };
}

/**
 * Swiper takes over a row the visitor may be using: it carries on from the slide scrolled to, focus the row held goes
 * to the button that leads on, and a mouse press on the row's own button is finished on the island's.
 */
function useRowHandover(last: number, { refs, refocus }: ReturnType<typeof useButtonFocus>) {
  const found = useRef({ start: 0, focused: false });
  const onBeforeInit = ({ wrapperEl: row }: SwiperInstance) => {
    const start = row.clientWidth > 0 ? Math.round(row.scrollLeft / (row.clientWidth + GAP_PX)) : 0;
    found.current = { start: Math.min(start, last), focused: document.activeElement === row };
  };
  /** A mouse pressed on the row's own button as Swiper took over is released on the island's: the island sends the click. */
  const finishClick = ({ x, y }: NonNullable<typeof press>) => {
    const released = new AbortController();
    const onRelease = (event: Event) => {
      released.abort();
      if (event.type !== 'pointerup') return;
      const button = [refs.previous.current, refs.next.current].find((b) => b?.contains(event.target as Node));
      const box = button?.getBoundingClientRect();
      const pressedThere = box && x >= box.left && x <= box.right && y >= box.top && y <= box.bottom;
      if (pressedThere && !button!.disabled) button!.click();
    };
    for (const type of ['pointerup', 'pointercancel'])
      window.addEventListener(type, onRelease, { signal: released.signal });
  };
  const takeOver = (swiper: SwiperInstance) => {
    const { start, focused } = found.current;
    if (press?.target === swiper.wrapperEl) finishClick(press);
    if (start > 0) swiper.slideTo(start, 0);
    if (focused) refocus.current = start === last ? 'previous' : 'next';
  };
  return { onBeforeInit, takeOver };
}

/** A screen reader's cursor scrolls Swiper's clipped box to a slide out of view: that slide becomes Swiper's. */
function useFollowScrolledSlide(swiper: SwiperInstance | null, last: number) {
  useEffect(() => {
    if (!swiper) return undefined;
    const box = swiper.el;
    const follow = () => {
      if (!box.scrollLeft) return;
      const to = swiper.activeIndex + Math.round(box.scrollLeft / (swiper.width + GAP_PX));
      box.scrollLeft = 0;
      swiper.slideTo(Math.min(Math.max(to, 0), last), 0);
    };
    box.addEventListener('scroll', follow);
    return () => box.removeEventListener('scroll', follow);
  }, [swiper, last]);
}

/**
 * A WAI-ARIA APG carousel on Swiper's core: Previous and Next that disable at the ends, arrow keys on the focused
 * carousel only, no motion when reduced. Before Swiper takes over, the slides are a scroll-snapping row.
 */
export default function Carousel({
  label,
  slides,
  sizes,
  eager = false,
  previousLabel,
  nextLabel,
  slideLabel,
}: CarouselProps) {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [index, setIndex] = useState(0);
  /** What the live region says: the slide moved to. Empty until the first move, so hydrating says nothing. */
  const [spoken, setSpoken] = useState('');
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const last = slides.length - 1;
  const buttonFocus = useButtonFocus(swiper, index, last);
  const handover = useRowHandover(last, buttonFocus);
  useFollowScrolledSlide(swiper, last);

  const go = (target: number) => {
    const to = Math.min(Math.max(target, 0), last);
    if (!swiper || to === swiper.activeIndex) return;
    buttonFocus.beforeMove(to);
    swiper.slideTo(to);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    go(index + (event.key === 'ArrowRight' ? 1 : -1));
  };

  const onSwiper = (instance: SwiperInstance) => {
    handover.takeOver(instance);
    setIndex(instance.activeIndex);
    setSwiper(instance);
  };

  const slideLabelOf = (n: number) =>
    slideLabel.replace('{n}', String(n + 1)).replace('{total}', String(slides.length));

  // The slides only move sideways, which no screen reader announces: the live region below says where they are. A
  // change before Swiper is set here is the row's, carried on from, which the visitor has already seen.
  const onSlideChange = ({ activeIndex }: SwiperInstance) => {
    setIndex(activeIndex);
    if (swiper) setSpoken(`${slideLabelOf(activeIndex)}: ${slides[activeIndex]!.alt}`);
  };

  const arrows = [
    { ref: buttonFocus.refs.previous, name: previousLabel, step: -1, disabled: index === 0, path: 'M15 5l-7 7 7 7' },
    { ref: buttonFocus.refs.next, name: nextLabel, step: 1, disabled: index >= last, path: 'M9 5l7 7-7 7' },
  ];

  return (
    // The keydown listener catches keys from the buttons inside; the region is not itself a control.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      className={styles['carousel']}
      aria-roledescription="carousel"
      aria-label={label}
      data-ready={swiper ? '' : undefined}
      onKeyDown={onKeyDown}
    >
      <RowScrolls.Provider value={swiper ? null : { label, previous: previousLabel, next: nextLabel }}>
        <Swiper
          className={styles['viewport']}
          wrapperTag={SlideRow as unknown as string}
          slidesPerView={1}
          spaceBetween={GAP_PX}
          speed={reducedMotion ? 0 : SPEED_MS}
          loop={false}
          onBeforeInit={handover.onBeforeInit}
          onSwiper={onSwiper}
          onSlideChange={onSlideChange}
        >
          {slides.map((slide, n) => (
            <SwiperSlide
              key={slide.src}
              className={styles['slide']}
              role="group"
              aria-roledescription="slide"
              aria-label={slideLabelOf(n)}
            >
              <picture>
                {slide.sources.map((source) => (
                  <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes} />
                ))}
                <img
                  className={styles['image']}
                  src={slide.src}
                  srcSet={slide.srcset}
                  sizes={sizes}
                  width={slide.width}
                  height={slide.height}
                  alt={slide.alt}
                  loading={eager && n === 0 ? 'eager' : 'lazy'}
                  decoding="async"
                  draggable={false}
                />
              </picture>
            </SwiperSlide>
          ))}
        </Swiper>
      </RowScrolls.Provider>
      <div className={styles['controls']}>
        {arrows.map(({ ref, name, step, disabled, path }) => (
          <button
            key={step}
            ref={ref}
            type="button"
            className={styles['button']}
            aria-label={name}
            disabled={disabled}
            onClick={() => go(index + step)}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d={path} fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
          </button>
        ))}
        <p className={styles['position']} aria-hidden="true" data-total={slides.length}>
          <span>
            {index + 1} / {slides.length}
          </span>
        </p>
      </div>
      <div className="visually-hidden" role="status">
        {spoken}
      </div>
    </section>
  );
}
