/**
 * Reusable SVG building blocks for the generated artwork: a seeded random
 * generator, a document with a definitions registry, landscape pieces
 * (sky, ridges, forests, lakes, mist, the hotel) and a tiny one-point
 * perspective camera for the interior scenes.
 */

/** Site palette (matches the design tokens). */
export const P = {
  green: '#1F3A33',
  greenDark: '#142822',
  pine: '#2F5446',
  stone: '#D8CFC0',
  stoneDark: '#A89C88',
  brass: '#B08D57',
  brassLight: '#D4B483',
  offWhite: '#F7F4EE',
  ink: '#1A1F1C',
  dusk: '#3E5663',
  mist: '#C9D3D0',
  skyWarm: '#E9DCC6',
};

/**
 * Deterministic pseudo-random generator (mulberry32).
 * @param {number} seed
 * @returns {() => number} function returning floats in [0, 1)
 */
export function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Random float in a range using the given generator.
 * @param {() => number} r
 * @param {number} min
 * @param {number} max
 */
export const between = (r, min, max) => min + (max - min) * r();

/**
 * Linear blend of two hex colours.
 * @param {string} a hex colour
 * @param {string} b hex colour
 * @param {number} t 0 returns a, 1 returns b
 * @returns {string} hex colour
 */
export function mix(a, b, t) {
  const pa = parseInt(a.slice(1), 16);
  const pb = parseInt(b.slice(1), 16);
  const ch = (p, s) => (p >> s) & 255;
  const out = [16, 8, 0].map((s) => Math.round(ch(pa, s) + (ch(pb, s) - ch(pa, s)) * t));
  return '#' + out.map((v) => v.toString(16).padStart(2, '0')).join('');
}

const f1 = (n) => Math.round(n * 10) / 10;

/**
 * Formats points as an SVG path.
 * @param {Array<[number, number]>} pts
 * @param {boolean} [close=true]
 */
export function pathD(pts, close = true) {
  return pts.map(([x, y], i) => `${i ? 'L' : 'M'}${f1(x)} ${f1(y)}`).join('') + (close ? 'Z' : '');
}

/**
 * Builds an attribute string from an object, skipping undefined values.
 * @param {Record<string, string | number | undefined>} attrs
 */
export function attrs(attrs = {}) {
  return Object.entries(attrs)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${v}"`)
    .join('');
}

/** An SVG document that collects shared definitions with unique ids. */
export class Doc {
  /**
   * @param {number} width
   * @param {number} height
   */
  constructor(width, height) {
    this.width = width;
    this.height = height;
    this.defs = [];
    this.body = [];
    this.n = 0;
    /** @type {Map<number, string>} blur filters by radius */
    this.blurs = new Map();
  }

  /** @param {string} prefix */
  id(prefix) {
    this.n += 1;
    return `${prefix}${this.n}`;
  }

  /** Appends raw SVG markup. @param {...string} parts */
  add(...parts) {
    this.body.push(...parts);
    return this;
  }

  /**
   * Registers a linear gradient.
   * @param {Array<[number, string, number?]>} stops offset, colour, opacity
   * @param {{x1?: number, y1?: number, x2?: number, y2?: number, user?: boolean}} [dir]
   *   defaults to top-to-bottom; `user` switches to userSpaceOnUse coordinates
   * @returns {string} a `url(#id)` paint reference
   */
  linear(stops, dir = {}) {
    const id = this.id('lg');
    const { x1 = 0, y1 = 0, x2 = 0, y2 = 1, user = false } = dir;
    this.defs.push(
      `<linearGradient id="${id}"${attrs({ x1, y1, x2, y2, gradientUnits: user ? 'userSpaceOnUse' : undefined })}>${stopTags(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  /**
   * Registers a radial gradient in user space.
   * @param {number} cx
   * @param {number} cy
   * @param {number} r
   * @param {Array<[number, string, number?]>} stops
   * @param {number} [sy=1] vertical squash factor
   */
  radial(cx, cy, r, stops, sy = 1) {
    const id = this.id('rg');
    const tf = sy === 1 ? undefined : `translate(0 ${f1(cy * (1 - sy))}) scale(1 ${sy})`;
    this.defs.push(
      `<radialGradient id="${id}" gradientUnits="userSpaceOnUse"${attrs({ cx: f1(cx), cy: f1(cy), r: f1(r), gradientTransform: tf })}>${stopTags(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  /**
   * Registers a clip path from SVG shape markup.
   * @param {string} shapes
   * @returns {string} a `url(#id)` reference
   */
  clip(shapes) {
    const id = this.id('cp');
    this.defs.push(`<clipPath id="${id}">${shapes}</clipPath>`);
    return `url(#${id})`;
  }

  /**
   * Registers (once per radius) a Gaussian blur filter.
   * @param {number} std blur radius in pixels
   */
  blur(std) {
    if (!this.blurs.has(std)) {
      const id = this.id('bl');
      this.defs.push(
        `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${std}"/></filter>`,
      );
      this.blurs.set(std, `url(#${id})`);
    }
    return this.blurs.get(std);
  }

  /** @returns {string} the complete SVG document */
  toString() {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${this.width}" height="${this.height}" viewBox="0 0 ${this.width} ${this.height}"><defs>${this.defs.join('')}</defs>${this.body.join('')}</svg>`;
  }
}

function stopTags(stops) {
  return stops
    .map(([o, c, op = 1]) => `<stop offset="${o}" stop-color="${c}"${op === 1 ? '' : ` stop-opacity="${op}"`}/>`)
    .join('');
}

/**
 * A filled rectangle.
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {number} h
 * @param {string} fill
 * @param {Record<string, string | number>} [extra]
 */
export function rect(x, y, w, h, fill, extra) {
  return `<rect${attrs({ x: f1(x), y: f1(y), width: f1(w), height: f1(h), fill, ...extra })}/>`;
}

/**
 * A filled polygon path.
 * @param {Array<[number, number]>} pts
 * @param {string} fill
 * @param {Record<string, string | number>} [extra]
 */
export function poly(pts, fill, extra) {
  return `<path${attrs({ d: pathD(pts), fill, ...extra })}/>`;
}

/**
 * Smooth one-dimensional value noise in [-1, 1].
 * @param {() => number} r
 * @param {number} period distance between lattice points
 * @returns {(x: number) => number}
 */
export function noise1d(r, period) {
  const lattice = Array.from({ length: 512 }, () => r() * 2 - 1);
  return (x) => {
    const t = x / period;
    const i = Math.floor(t);
    const f = t - i;
    const s = f * f * (3 - 2 * f);
    const a = lattice[((i % 512) + 512) % 512];
    const b = lattice[(((i + 1) % 512) + 512) % 512];
    return a + (b - a) * s;
  };
}

/**
 * A mountain ridge line: sharp peaks plus fractal detail.
 * @param {() => number} r seeded generator
 * @param {object} o
 * @param {number} o.x0 left edge
 * @param {number} o.x1 right edge
 * @param {number} o.base y of the ridge foot
 * @param {Array<{x: number, h: number, w: number, skew?: number}>} [o.peaks]
 *   explicit peaks (apex x, height above base, half-width, left/right asymmetry)
 * @param {number} [o.swell] height of the gentle undulating shoulder
 * @param {number} [o.detail] amplitude of the small jagged detail
 * @param {number} [o.step] sample spacing in px
 * @param {boolean} [o.shoulders] add smaller random shoulders beside each peak
 * @returns {Array<[number, number]>}
 */
export function ridgeLine(r, o) {
  const { x0, x1, base, swell = 40, detail = 8, step = 6 } = o;
  const span = x1 - x0;
  const low = noise1d(r, span / 3);
  const mid = noise1d(r, span / 18);
  const fine = noise1d(r, span / 70);
  const peaks = [];
  for (const p of o.peaks ?? []) {
    peaks.push({ ...p, e: between(r, 1.05, 1.4) });
    if (o.shoulders === false) continue;
    for (const side of [-1, 1]) {
      peaks.push({
        x: p.x + side * p.w * between(r, 0.25, 0.5),
        h: p.h * between(r, 0.4, 0.65),
        w: p.w * between(r, 0.35, 0.55),
        skew: side * 0.2,
        e: between(r, 1.1, 1.5),
      });
    }
  }
  const pts = [];
  for (let x = x0; x <= x1 + step; x += step) {
    let h = swell * (0.6 + 0.4 * low(x));
    for (const p of peaks) {
      const d = x - p.x;
      const w = d < 0 ? p.w * (1 - (p.skew ?? 0)) : p.w * (1 + (p.skew ?? 0));
      const t = Math.max(0, 1 - Math.abs(d) / w);
      h = Math.max(h, p.h * Math.pow(t, p.e));
    }
    const jag = detail * (0.75 * mid(x) + 0.25 * fine(x));
    pts.push([Math.min(x, x1), base - h - jag * Math.min(1, h / 60 + 0.2)]);
  }
  return pts;
}

/**
 * Height of a ridge line at x (linear interpolation).
 * @param {Array<[number, number]>} pts
 * @param {number} x
 */
export function ridgeY(pts, x) {
  for (let i = 1; i < pts.length; i++) {
    if (pts[i][0] >= x) {
      const [ax, ay] = pts[i - 1];
      const [bx, by] = pts[i];
      return ay + ((by - ay) * (x - ax)) / (bx - ax || 1);
    }
  }
  return pts[pts.length - 1][1];
}

/**
 * A filled mountain layer, optionally with sunlit facets and snow caps.
 * @param {Doc} doc
 * @param {() => number} r
 * @param {object} o ridgeLine options plus:
 * @param {number} o.bottom y to fill down to
 * @param {string} o.fill body colour or paint
 * @param {string} [o.lit] colour of the sunlit flanks
 * @param {number} [o.litOpacity]
 * @param {number} [o.sun] -1 for light from the left, 1 from the right
 * @param {number} [o.snowline] y above which snow lies
 * @param {string} [o.snow] snow colour in shade
 * @param {string} [o.snowLit] snow colour in sun
 * @returns {{svg: string, pts: Array<[number, number]>}}
 */
export function mountains(doc, r, o) {
  const pts = ridgeLine(r, o);
  const shape = [[o.x0, o.bottom], ...pts, [o.x1, o.bottom]];
  let svg = poly(shape, o.fill);
  const sun = o.sun ?? -1;
  const facets = (o.peaks ?? []).map((p) => {
    const apexY = ridgeY(pts, p.x);
    const depth = o.bottom - apexY;
    const spine = [];
    for (let i = 0; i <= 8; i++) {
      const t = i / 8;
      spine.push([
        p.x - sun * p.w * 0.3 * Math.min(1, t * 1.6) + between(r, -1, 1) * p.w * 0.03 * t,
        apexY + depth * t,
      ]);
    }
    return [...spine, [p.x + sun * p.w * 0.9, o.bottom], [p.x + sun * 2, apexY - 4]];
  });
  if (o.lit || o.snowline !== undefined) {
    const ridgeClip = doc.clip(poly(shape, '#000'));
    let inner = '';
    if (o.lit) {
      inner += facets.map((f) => poly(f, o.lit, { opacity: o.litOpacity ?? 0.35 })).join('');
    }
    if (o.snowline !== undefined) {
      const sn = noise1d(r, (o.x1 - o.x0) / 40);
      const line = [];
      for (let x = o.x0; x <= o.x1 + 8; x += 8) {
        line.push([x, o.snowline + sn(x) * (o.snowJag ?? 18)]);
      }
      const snowShape = [[o.x0, -9999], ...line, [o.x1, -9999]];
      inner += poly(snowShape, o.snow ?? P.mist);
      const snowClip = doc.clip(poly(snowShape, '#000'));
      inner += `<g clip-path="${snowClip}">${facets.map((f) => poly(f, o.snowLit ?? P.offWhite)).join('')}</g>`;
    }
    svg += `<g clip-path="${ridgeClip}">${inner}</g>`;
  }
  return { svg, pts };
}

/**
 * Path data for one stylised conifer standing at (x, y).
 * @param {number} x
 * @param {number} y ground level
 * @param {number} h height
 * @param {number} [slim] width / height ratio
 */
export function coniferD(x, y, h, slim = 0.3) {
  const w = h * slim;
  if (h < 14) {
    return pathD([
      [x, y - h],
      [x + w / 2, y],
      [x - w / 2, y],
    ]);
  }
  const tiers = [
    [0.0, 0.34, 0.2],
    [0.26, 0.62, 0.34],
    [0.52, 0.92, 0.5],
  ];
  const right = [];
  for (const [top, bottom, half] of tiers) {
    right.push([x + half * w * 0.45, y - h * (1 - top - 0.1 * (bottom - top))]);
    right.push([x + half * w, y - h * (1 - bottom)]);
  }
  const trunk = Math.max(1, w * 0.06);
  const pts = [
    [x, y - h],
    ...right,
    [x + trunk, y - h * 0.08],
    [x + trunk, y + 1],
    [x - trunk, y + 1],
    [x - trunk, y - h * 0.08],
    ...right.reverse().map(([px, py]) => [2 * x - px, py]),
  ];
  return pathD(pts);
}

/**
 * A band of forest along a ground line, filled solid beneath.
 * @param {() => number} r
 * @param {object} o
 * @param {number} o.x0
 * @param {number} o.x1
 * @param {(x: number) => number} o.ground ground y at x
 * @param {number} o.bottom y to fill down to
 * @param {number} o.hMin smallest tree height
 * @param {number} o.hMax tallest tree height
 * @param {number} o.spacing mean horizontal gap between trees
 * @param {string} o.fill colour or paint
 * @param {number} [o.slim] tree width / height ratio
 * @param {number} [o.sink] how far trees sit below the ground line
 * @param {(x: number) => boolean} [o.skip] return true to leave a gap
 * @returns {string}
 */
export function forest(r, o) {
  const { x0, x1, ground, bottom, hMin, hMax, spacing, fill } = o;
  const sink = o.sink ?? hMin * 0.4;
  let d = '';
  const step = 8;
  const floor = [];
  for (let x = x0; x <= x1 + step; x += step) floor.push([Math.min(x, x1), ground(Math.min(x, x1)) + sink * 0.5]);
  d += pathD([[x0, bottom], ...floor, [x1, bottom]]);
  for (let x = x0; x <= x1; x += spacing * between(r, 0.5, 1.3)) {
    if (o.skip?.(x)) continue;
    const h = between(r, hMin, hMax);
    d += coniferD(x, ground(x) + sink * between(r, 0.5, 1.2), h, o.slim ?? 0.3);
  }
  return `<path d="${d}" fill="${fill}"/>`;
}

/**
 * Trees scattered over a hillside seen from above: rows that grow with
 * distance to the viewer, with noise-driven clearings.
 * @param {() => number} r
 * @param {object} o
 * @param {number} o.x0
 * @param {number} o.x1
 * @param {number} o.y0 first row
 * @param {number} o.y1 last row
 * @param {(y: number) => number} o.size tree height for a row at y
 * @param {number} [o.cover] 0..1 share of ground that is wooded
 * @param {(x: number, y: number) => boolean} [o.where] return false to skip
 * @returns {string} path data
 */
export function woodland(r, o) {
  const gaps = noise1d(r, (o.x1 - o.x0) / 9);
  const gapsY = noise1d(r, (o.y1 - o.y0) / 5);
  const cover = o.cover ?? 0.7;
  let d = '';
  for (let y = o.y0; y < o.y1;) {
    const s = o.size(y);
    for (let x = o.x0; x < o.x1; x += s * between(r, 0.25, 0.5)) {
      const open = (gaps(x + y * 0.7) + gapsY(y)) * 0.5 + 0.5;
      if (open > cover || (o.where && !o.where(x, y))) continue;
      const jy = y + between(r, -0.3, 0.3) * s;
      d += coniferD(x, jy, s * between(r, 0.8, 1.2), 0.38);
    }
    y += s * 0.32;
  }
  return d;
}

/**
 * Vertical sky gradient filling a rectangle.
 * @param {Doc} doc
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {number} h
 * @param {Array<[number, string, number?]>} stops top to bottom
 */
export function sky(doc, x, y, w, h, stops) {
  return rect(x, y, w, h, doc.linear(stops));
}

/**
 * A soft circular or elliptical glow.
 * @param {Doc} doc
 * @param {number} cx
 * @param {number} cy
 * @param {number} rad
 * @param {string} color
 * @param {number} opacity peak opacity
 * @param {number} [sy] vertical squash
 */
export function glow(doc, cx, cy, rad, color, opacity, sy = 1) {
  const fill = doc.radial(
    cx,
    cy,
    rad,
    [
      [0, color, opacity],
      [0.35, color, opacity * 0.45],
      [1, color, 0],
    ],
    sy,
  );
  return `<ellipse cx="${f1(cx)}" cy="${f1(cy)}" rx="${f1(rad)}" ry="${f1(rad * sy)}" fill="${fill}"/>`;
}

/**
 * A horizontal band of mist that fades out above and below.
 * @param {Doc} doc
 * @param {number} x
 * @param {number} y top
 * @param {number} w
 * @param {number} h
 * @param {string} color
 * @param {number} opacity peak opacity
 */
export function mistBand(doc, x, y, w, h, color, opacity) {
  return rect(
    x,
    y,
    w,
    h,
    doc.linear([
      [0, color, 0],
      [0.55, color, opacity],
      [1, color, 0],
    ]),
  );
}

/**
 * A lake: water surface, mirrored reflection of the given scenery and a few
 * calm shimmer lines.
 * @param {Doc} doc
 * @param {() => number} r
 * @param {object} o
 * @param {number} o.x0
 * @param {number} o.x1
 * @param {number} o.y waterline
 * @param {number} o.bottom
 * @param {string} o.reflect SVG markup of the scenery above the waterline
 * @param {Array<[number, string, number?]>} o.water gradient stops top to bottom
 * @param {number} [o.reflectOpacity]
 * @param {string} [o.shimmer] colour of the shimmer lines
 * @param {Array<[number, number]>} [o.outline] custom lake outline polygon
 */
export function lake(doc, r, o) {
  const { x0, x1, y, bottom } = o;
  const shape = o.outline ?? [
    [x0, y],
    [x1, y],
    [x1, bottom],
    [x0, bottom],
  ];
  const clip = doc.clip(poly(shape, '#000'));
  const water = doc.linear(o.water, {
    x1: 0,
    y1: y,
    x2: 0,
    y2: bottom,
    user: true,
  });
  let lines = '';
  for (let i = 0; i < 14; i++) {
    const ly = y + Math.pow(between(r, 0.02, 1), 1.6) * (bottom - y);
    const lw = between(r, 0.04, 0.16) * (x1 - x0) * (0.4 + (ly - y) / (bottom - y));
    const lx = between(r, x0, x1 - lw);
    lines += rect(lx, ly, lw, Math.max(1, (ly - y) / 60), o.shimmer ?? P.offWhite, {
      opacity: between(r, 0.08, 0.22),
    });
  }
  return (
    `<g clip-path="${clip}">` +
    poly(shape, water) +
    `<g opacity="${o.reflectOpacity ?? 0.4}" transform="matrix(1 0 0 -1 0 ${f1(2 * y)})">${o.reflect}</g>` +
    rect(x0, y, x1 - x0, 3, o.shimmer ?? P.offWhite, { opacity: 0.25 }) +
    lines +
    `</g>`
  );
}

/**
 * The hotel: low, staggered timber-and-glass volumes with warm lit glazing.
 * Drawn in metre-like units around its base centre.
 * @param {Doc} doc
 * @param {object} o
 * @param {number} o.x base centre x
 * @param {number} o.y base y
 * @param {number} o.s pixels per unit (building is about 110 units wide)
 * @param {boolean} [o.snow] snow on the roofs
 * @param {number} [o.lit] 0..1 how strongly the windows glow
 * @param {string} [o.timber] cladding colour
 */
export function hotel(doc, o) {
  const lit = o.lit ?? 1;
  const timber = o.timber ?? '#7A5C3E';
  const timberDark = mix(timber, P.ink, 0.45);
  const glass = mix(P.dusk, P.ink, 0.35);
  const warm = mix(P.brassLight, '#FFE7B8', 0.4);
  const rr = rng(7);
  let g = '';

  const panes = (x, y, w, h, n, litShare) => {
    let s = rect(x, y, w, h, glass);
    const pw = w / n;
    for (let i = 0; i < n; i++) {
      const on = rr() < litShare;
      if (on) {
        s += rect(x + i * pw + 0.25, y + 0.25, pw - 0.5, h - 0.5, mix(P.brass, warm, between(rr, 0.35, 1)), {
          opacity: 0.55 + 0.45 * lit,
        });
      }
      s += rect(x + i * pw, y, 0.35, h, P.ink, { opacity: 0.8 });
    }
    return s;
  };
  const slats = (x, y, w, h) => {
    let s = rect(x, y, w, h, timber);
    for (let sx = x + 1.2; sx < x + w; sx += 1.2) s += rect(sx, y, 0.22, h, timberDark, { opacity: 0.5 });
    return s;
  };

  const plate = o.snow ? P.offWhite : mix(P.stone, P.offWhite, 0.3);
  g += glow(doc, 0, -8, 75, P.brassLight, 0.3 * lit, 0.4);
  g += poly(
    [
      [-56, 0],
      [-50, -3],
      [50, -3],
      [58, 0],
    ],
    mix(P.stoneDark, P.ink, 0.45),
  );
  // ground floor: a long run of full-height glazing between timber fins
  g += panes(-48, -11, 94, 8, 16, 0.85);
  for (let x = -48; x <= 46; x += 23.5) g += rect(x - 0.8, -11, 1.6, 8, timber);
  g += rect(-52, -12.2, 102, 1.2, plate);
  g += rect(-52, -11, 102, 0.5, P.ink, { opacity: 0.35 });
  // upper floor: set back, timber clad, with a ribbon window
  g += slats(-32, -20.5, 58, 8.3);
  g += panes(-24, -19, 40, 5, 8, 0.75);
  g += rect(-36, -21.7, 66, 1.2, plate);
  g += rect(-36, -20.5, 66, 0.5, P.ink, { opacity: 0.35 });
  g += rect(-54, -3.6, 108, 0.4, P.ink, { opacity: 0.5 });
  return `<g transform="translate(${f1(o.x)} ${f1(o.y)}) scale(${o.s})">${g}</g>`;
}

/**
 * Overlay that gently darkens the edges of the frame.
 * @param {Doc} doc
 * @param {number} [strength]
 */
export function vignette(doc, strength = 0.35) {
  const { width: w, height: h } = doc;
  const fill = doc.radial(
    w / 2,
    h / 2,
    Math.hypot(w, h) / 2,
    [
      [0.55, P.ink, 0],
      [1, P.ink, strength],
    ],
    h / w + 0.2,
  );
  return rect(0, 0, w, h, fill);
}

/**
 * A simple one-point perspective camera for room interiors. World units are
 * metres: x to the right, y up from the floor, z away from the viewer.
 * @param {object} o
 * @param {number} o.width image width
 * @param {number} o.height image height
 * @param {number} o.focal focal length in px
 * @param {number} [o.eyeX] camera x
 * @param {number} [o.eyeY] camera height
 * @param {number} [o.horizon] screen y of the horizon
 * @param {number} [o.centerX] screen x of the vanishing point
 */
export function camera(o) {
  const eyeX = o.eyeX ?? 0;
  const eyeY = o.eyeY ?? 1.5;
  const horizon = o.horizon ?? o.height / 2;
  const cx = o.centerX ?? o.width / 2;
  const cam = {
    eyeX,
    eyeY,
    /** @param {[number, number, number]} p */
    p: ([x, y, z]) => [cx + (o.focal * (x - eyeX)) / z, horizon - (o.focal * (y - eyeY)) / z],
    /** pixels per metre at depth z */
    scale: (z) => o.focal / z,
    /**
     * A flat 3D polygon.
     * @param {Array<[number, number, number]>} pts
     * @param {string} fill
     * @param {Record<string, string | number>} [extra]
     */
    quad: (pts, fill, extra) => poly(pts.map(cam.p), fill, extra),
    /**
     * Transform placing 2D artwork (metres, y down) at a world point,
     * parallel to the back wall.
     */
    at: (x, y, z) => {
      const [sx, sy] = cam.p([x, y, z]);
      return `translate(${f1(sx)} ${f1(sy)}) scale(${(o.focal / z).toFixed(3)})`;
    },
    /**
     * An axis-aligned box; only faces turned to the camera are drawn.
     * @param {{x0: number, x1: number, y0: number, y1: number, z0: number, z1: number}} b
     * @param {{front: string, top?: string, side?: string, bottom?: string}} c
     */
    box: (b, c) => {
      const { x0, x1, y0, y1, z0, z1 } = b;
      let s = '';
      if (x0 > eyeX)
        s += cam.quad(
          [
            [x0, y0, z0],
            [x0, y1, z0],
            [x0, y1, z1],
            [x0, y0, z1],
          ],
          c.side ?? c.front,
        );
      if (x1 < eyeX)
        s += cam.quad(
          [
            [x1, y0, z0],
            [x1, y1, z0],
            [x1, y1, z1],
            [x1, y0, z1],
          ],
          c.side ?? c.front,
        );
      if (y1 < eyeY)
        s += cam.quad(
          [
            [x0, y1, z0],
            [x1, y1, z0],
            [x1, y1, z1],
            [x0, y1, z1],
          ],
          c.top ?? c.front,
        );
      if (y0 > eyeY)
        s += cam.quad(
          [
            [x0, y0, z0],
            [x1, y0, z0],
            [x1, y0, z1],
            [x0, y0, z1],
          ],
          c.bottom ?? c.front,
        );
      s += cam.quad(
        [
          [x0, y0, z0],
          [x1, y0, z0],
          [x1, y1, z0],
          [x0, y1, z0],
        ],
        c.front,
      );
      return s;
    },
  };
  return cam;
}

/**
 * Places a self-contained landscape into a window opening.
 * @param {Doc} doc
 * @param {Array<[number, number]>} opening screen polygon of the glazing
 * @param {[number, number, number, number]} box x, y, w, h the landscape spans
 * @param {(doc: Doc, x: number, y: number, w: number, h: number) => string} scene
 */
export function windowView(doc, opening, box, scene) {
  const clip = doc.clip(poly(opening, '#000'));
  return `<g clip-path="${clip}">${scene(doc, ...box)}</g>`;
}
