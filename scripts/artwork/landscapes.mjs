import {
  P,
  Doc,
  rng,
  between,
  mix,
  rect,
  poly,
  sky,
  glow,
  mistBand,
  mountains,
  ridgeY,
  forest,
  lake,
  hotel,
  vignette,
  camera,
  noise1d,
  pathD,
  ridgeLine,
  woodland,
} from './svg.mjs';

/**
 * A compact mountain view sized to any box, for windows in interiors.
 * @param {Doc} doc
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {number} h
 * @param {object} [o]
 * @param {number} [o.seed]
 * @param {"day" | "dusk" | "night"} [o.time]
 * @param {number} [o.horizon] base of the far ridges as a fraction of h
 * @param {boolean} [o.pines] add close pines in front
 * @returns {string}
 */
export function vista(doc, x, y, w, h, o = {}) {
  const r = rng(o.seed ?? 11);
  const time = o.time ?? 'day';
  const hz = y + h * (o.horizon ?? 0.72);
  const s = Math.max(w, h);
  const tones = {
    day: {
      sky: [
        [0, mix(P.dusk, P.mist, 0.55)],
        [0.6, P.mist],
        [1, P.skyWarm],
      ],
      far: mix(P.mist, P.dusk, 0.3),
      mid: mix(P.dusk, P.pine, 0.45),
      near: P.pine,
      snow: P.offWhite,
      glow: P.offWhite,
    },
    dusk: {
      sky: [
        [0, mix(P.dusk, P.greenDark, 0.35)],
        [0.55, mix(P.dusk, P.brassLight, 0.35)],
        [1, P.brassLight],
      ],
      far: mix(P.dusk, P.mist, 0.3),
      mid: mix(P.dusk, P.green, 0.55),
      near: P.greenDark,
      snow: mix(P.skyWarm, P.brassLight, 0.3),
      glow: P.brassLight,
    },
    night: {
      sky: [
        [0, mix(P.ink, P.dusk, 0.3)],
        [0.7, mix(P.dusk, P.ink, 0.2)],
        [1, mix(P.dusk, P.brass, 0.3)],
      ],
      far: mix(P.dusk, P.ink, 0.2),
      mid: mix(P.green, P.ink, 0.3),
      near: P.ink,
      snow: mix(P.mist, P.dusk, 0.35),
      glow: P.brass,
    },
  }[time];
  let g = sky(doc, x, y, w, h, tones.sky);
  g += glow(doc, x + w * 0.62, hz - h * 0.1, s * 0.6, tones.glow, 0.45);
  const far = mountains(doc, r, {
    x0: x,
    x1: x + w,
    base: hz,
    bottom: y + h,
    swell: h * 0.12,
    detail: h * 0.02,
    step: Math.max(2, w / 200),
    peaks: [
      { x: x + w * 0.28, h: h * 0.42, w: w * 0.3, skew: 0.1 },
      { x: x + w * 0.66, h: h * 0.52, w: w * 0.34, skew: -0.15 },
      { x: x + w * 0.95, h: h * 0.34, w: w * 0.22 },
    ],
    fill: tones.far,
    lit: tones.snow,
    litOpacity: 0.25,
    snowline: hz - h * 0.36,
    snowJag: h * 0.025,
    snow: mix(tones.snow, tones.far, 0.35),
    snowLit: tones.snow,
  });
  g += far.svg;
  g += mistBand(doc, x, hz - h * 0.16, w, h * 0.22, tones.glow, 0.25);
  g += mountains(doc, r, {
    x0: x,
    x1: x + w,
    base: hz + h * 0.1,
    bottom: y + h,
    swell: h * 0.1,
    detail: h * 0.02,
    step: Math.max(2, w / 200),
    peaks: [{ x: x + w * 0.1, h: h * 0.2, w: w * 0.35 }],
    fill: tones.mid,
  }).svg;
  if (o.pines) {
    g += forest(r, {
      x0: x - 10,
      x1: x + w + 10,
      ground: (px) => y + h * 0.93 - Math.sin(((px - x) / w) * 3.1) * h * 0.04,
      bottom: y + h + 5,
      hMin: h * 0.12,
      hMax: h * 0.4,
      spacing: w * 0.035,
      fill: tones.near,
    });
  } else {
    g += forest(r, {
      x0: x - 10,
      x1: x + w + 10,
      ground: () => y + h * 0.96,
      bottom: y + h + 5,
      hMin: h * 0.03,
      hMax: h * 0.09,
      spacing: w * 0.012,
      fill: tones.near,
    });
  }
  return g;
}

/**
 * The dawn valley shared by the hero and share images.
 * @param {number} w
 * @param {number} h
 * @returns {string} SVG document
 */
function dawnValley(w, h) {
  const doc = new Doc(w, h);
  const r = rng(2024);
  const X = (u) => u * w;
  const Y = (v) => v * h;
  const k = h / 1350;
  const waterline = Y(0.7);

  doc.add(
    sky(doc, 0, 0, w, waterline, [
      [0, mix(P.dusk, P.ink, 0.4)],
      [0.42, P.dusk],
      [0.72, mix(P.mist, P.dusk, 0.35)],
      [0.9, P.skyWarm],
      [1, mix(P.skyWarm, P.brassLight, 0.5)],
    ]),
    glow(doc, X(0.72), Y(0.52), X(0.45), P.brassLight, 0.5, 0.6),
    glow(doc, X(0.72), Y(0.52), X(0.1), '#FFF3DC', 0.7),
  );

  let scenery = '';
  scenery += mountains(doc, r, {
    x0: 0,
    x1: w,
    base: Y(0.63),
    bottom: waterline + 4,
    swell: Y(0.05),
    detail: 22 * k,
    peaks: [
      { x: X(0.2), h: Y(0.16), w: X(0.16) },
      { x: X(0.46), h: Y(0.25), w: X(0.17), skew: 0.1 },
      { x: X(0.63), h: Y(0.33), w: X(0.15), skew: -0.1 },
      { x: X(0.86), h: Y(0.28), w: X(0.16) },
    ],
    fill: mix(P.dusk, P.mist, 0.5),
    lit: P.brassLight,
    litOpacity: 0.22,
    sun: 1,
    snowline: Y(0.44),
    snowJag: 16 * k,
    snow: mix(P.mist, P.dusk, 0.3),
    snowLit: mix(P.skyWarm, P.offWhite, 0.3),
  }).svg;
  scenery += mistBand(doc, 0, Y(0.52), w, Y(0.14), P.skyWarm, 0.55);
  scenery += mountains(doc, r, {
    x0: 0,
    x1: w,
    base: Y(0.68),
    bottom: waterline + 4,
    swell: Y(0.03),
    detail: 8 * k,
    peaks: [
      { x: X(0.33), h: Y(0.1), w: X(0.16) },
      { x: X(0.95), h: Y(0.12), w: X(0.2) },
    ],
    fill: mix(P.dusk, P.pine, 0.35),
    lit: P.brassLight,
    litOpacity: 0.18,
    sun: 1,
  }).svg;
  scenery += forest(r, {
    x0: X(0.2),
    x1: X(0.8),
    ground: () => waterline - 2,
    bottom: waterline + 4,
    hMin: 6 * k,
    hMax: 16 * k,
    spacing: 7 * k,
    fill: mix(P.pine, P.dusk, 0.35),
  });

  const leftSlope = mountains(doc, r, {
    x0: -X(0.05),
    x1: X(0.42),
    base: waterline + 2,
    bottom: h,
    swell: 0,
    detail: 6 * k,
    peaks: [{ x: -X(0.06), h: Y(0.42), w: X(0.46), skew: -0.2 }],
    fill: mix(P.green, P.dusk, 0.25),
  });
  scenery += leftSlope.svg;
  scenery += forest(r, {
    x0: 0,
    x1: X(0.38),
    ground: (x) => ridgeY(leftSlope.pts, x) + 12 * k,
    bottom: h,
    hMin: 16 * k,
    hMax: 40 * k,
    spacing: 9 * k,
    fill: mix(P.green, P.greenDark, 0.35),
  });

  const shelf = (x) => {
    const t = Math.min(1, Math.max(0, (x - X(0.5)) / X(0.5)));
    return waterline - Y(0.15) * Math.pow(t, 0.9) + 2;
  };
  scenery += poly(
    [
      [X(0.48), waterline + 2],
      ...Array.from({ length: 41 }, (_, i) => {
        const x = X(0.5) + (X(0.5) * i) / 40;
        return [x, shelf(x)];
      }),
      [w, h],
      [X(0.48), h],
    ],
    mix(P.pine, P.dusk, 0.2),
  );
  scenery += forest(r, {
    x0: X(0.5),
    x1: w,
    ground: shelf,
    bottom: waterline + 40 * k,
    hMin: 14 * k,
    hMax: 34 * k,
    spacing: 10 * k,
    fill: mix(P.pine, P.green, 0.5),
    skip: (x) => x > X(0.58) && x < X(0.86),
  });
  const hx = X(0.7);
  const hy = shelf(hx) + 16 * k;
  scenery += poly(
    [
      [hx - 200 * k, hy + 30 * k],
      [hx - 190 * k, hy - 2 * k],
      [hx + 180 * k, hy - 2 * k],
      [hx + 210 * k, hy + 30 * k],
    ],
    mix(P.pine, P.dusk, 0.2),
  );
  scenery += hotel(doc, { x: hx, y: hy, s: 2.9 * k });
  scenery += forest(r, {
    x0: X(0.5),
    x1: w,
    ground: (x) => shelf(x) + 26 * k + (x > X(0.6) && x < X(0.84) ? 8 * k : 0),
    bottom: waterline + 60 * k,
    hMin: 12 * k,
    hMax: 30 * k,
    spacing: 8 * k,
    fill: mix(P.green, P.pine, 0.35),
    skip: (x) => x > X(0.61) && x < X(0.83) && r() < 0.7,
  });

  doc.add(scenery);
  doc.add(
    lake(doc, r, {
      x0: 0,
      x1: w,
      y: waterline,
      bottom: h,
      reflect: scenery,
      reflectOpacity: 0.42,
      water: [
        [0, mix(P.skyWarm, P.dusk, 0.35)],
        [0.5, mix(P.dusk, P.green, 0.4)],
        [1, P.greenDark],
      ],
      shimmer: P.brassLight,
    }),
    glow(doc, X(0.72), waterline + Y(0.04), X(0.16), P.brassLight, 0.35, 0.2),
  );

  doc.add(
    forest(r, {
      x0: -20,
      x1: w + 20,
      ground: (x) => Y(0.95) - Math.pow(Math.abs(x / w - 0.5) * 2, 2) * Y(0.1),
      bottom: h + 10,
      hMin: 30 * k,
      hMax: 70 * k,
      spacing: 14 * k,
      fill: P.greenDark,
    }),
    forest(r, {
      x0: -40,
      x1: X(0.14),
      ground: (x) => Y(0.98) - (1 - x / X(0.14)) * Y(0.05),
      bottom: h + 10,
      hMin: 120 * k,
      hMax: 260 * k,
      spacing: 40 * k,
      fill: mix(P.greenDark, P.ink, 0.4),
    }),
    forest(r, {
      x0: X(0.93),
      x1: w + 40,
      ground: () => Y(0.99),
      bottom: h + 10,
      hMin: 140 * k,
      hMax: 240 * k,
      spacing: 45 * k,
      fill: mix(P.greenDark, P.ink, 0.4),
    }),
  );
  doc.add(
    rect(
      0,
      0,
      w,
      h,
      doc.linear(
        [
          [0, mix(P.ink, P.dusk, 0.3), 0.5],
          [0.45, mix(P.ink, P.dusk, 0.3), 0.15],
          [0.7, P.ink, 0],
        ],
        { x1: 0, y1: 0, x2: 1, y2: 0 },
      ),
    ),
    rect(
      0,
      0,
      w,
      Y(0.2),
      doc.linear([
        [0, P.ink, 0.35],
        [1, P.ink, 0],
      ]),
    ),
    vignette(doc, 0.3),
  );
  return doc.toString();
}

/**
 * Hero: a wide valley at dawn with the hotel on the slope, calm on the left.
 * @returns {string} SVG document, 2400x1350
 */
export function hero() {
  return dawnValley(2400, 1350);
}

/**
 * Share image: the hero composition redrawn at 1200x630.
 * @returns {string} SVG document
 */
export function og() {
  return dawnValley(1200, 630);
}

/**
 * Infinity pool: a one-point view along the water to an edge that meets
 * the lake and the peaks.
 * @returns {string} SVG document, 1600x1067
 */
export function infinityPool() {
  const w = 1600;
  const h = 1067;
  const doc = new Doc(w, h);
  const r = rng(77);
  const horizon = 560;
  const cam = camera({ width: w, height: h, focal: 1100, eyeY: 1.0, horizon });
  const edgeZ = 16;
  const edgeY = cam.p([0, 0, edgeZ])[1];

  let land = sky(doc, 0, 0, w, horizon + 60, [
    [0, mix(P.dusk, P.mist, 0.25)],
    [0.55, P.mist],
    [0.85, P.skyWarm],
    [1, mix(P.skyWarm, P.brassLight, 0.4)],
  ]);
  land += glow(doc, w * 0.58, horizon - 40, 700, P.brassLight, 0.55, 0.6);
  land += mountains(doc, r, {
    x0: 0,
    x1: w,
    base: horizon - 10,
    bottom: horizon + 60,
    swell: 40,
    detail: 8,
    peaks: [
      { x: 260, h: 210, w: 300 },
      { x: 760, h: 330, w: 330, skew: -0.1 },
      { x: 1300, h: 260, w: 320, skew: 0.15 },
    ],
    fill: mix(P.mist, P.dusk, 0.45),
    lit: P.skyWarm,
    litOpacity: 0.4,
    sun: 1,
    snowline: horizon - 230,
    snowJag: 14,
    snow: mix(P.mist, P.dusk, 0.2),
    snowLit: P.offWhite,
  }).svg;
  land += mistBand(doc, 0, horizon - 110, w, 140, P.skyWarm, 0.6);
  land += mountains(doc, r, {
    x0: 0,
    x1: w,
    base: horizon + 8,
    bottom: horizon + 60,
    swell: 30,
    detail: 6,
    peaks: [
      { x: 80, h: 120, w: 380 },
      { x: 1520, h: 140, w: 420 },
    ],
    fill: mix(P.dusk, P.pine, 0.5),
  }).svg;
  land += forest(r, {
    x0: 0,
    x1: w,
    ground: (x) => horizon + 12 - Math.max(0, 1 - Math.abs(x - 800) / 800) * 4,
    bottom: horizon + 60,
    hMin: 5,
    hMax: 13,
    spacing: 6,
    fill: mix(P.pine, P.dusk, 0.4),
  });
  doc.add(land);
  const lakeY = horizon + 14;
  doc.add(
    lake(doc, r, {
      x0: 0,
      x1: w,
      y: lakeY,
      bottom: edgeY + 2,
      reflect: land,
      reflectOpacity: 0.35,
      water: [
        [0, mix(P.skyWarm, P.mist, 0.4)],
        [1, mix(P.mist, P.dusk, 0.4)],
      ],
    }),
  );

  const poolX = 3.2;
  const water = [
    [-poolX, 0, 0.6],
    [poolX, 0, 0.6],
    [poolX, 0, edgeZ],
    [-poolX, 0, edgeZ],
  ];
  doc.add(
    cam.quad(
      water,
      doc.linear(
        [
          [0, mix(P.mist, P.dusk, 0.35)],
          [0.25, mix(P.dusk, P.pine, 0.3)],
          [1, mix(P.green, P.dusk, 0.3)],
        ],
        { x1: 0, y1: edgeY, x2: 0, y2: h, user: true },
      ),
    ),
  );
  const waterClip = doc.clip(cam.quad(water, '#000'));
  doc.add(`<g clip-path="${waterClip}"><g opacity="0.3" transform="matrix(1 0 0 -1 0 ${2 * lakeY})">${land}</g>`);
  for (let i = 0; i < 16; i++) {
    const z = between(r, 1.2, edgeZ - 1);
    const x = between(r, -poolX, poolX - 1);
    const len = between(r, 0.6, 2.2);
    doc.add(
      cam.quad(
        [
          [x, 0, z],
          [x + len, 0, z],
          [x + len, 0, z + 0.04 * z],
          [x, 0, z + 0.04 * z],
        ],
        P.offWhite,
        { opacity: between(r, 0.1, 0.25) },
      ),
    );
  }
  doc.add('</g>');
  doc.add(
    cam.quad(
      [
        [-poolX, 0, edgeZ],
        [poolX, 0, edgeZ],
        [poolX, 0, edgeZ + 0.3],
        [-poolX, 0, edgeZ + 0.3],
      ],
      P.offWhite,
      { opacity: 0.6 },
    ),
  );

  const deck = mix(P.stone, P.skyWarm, 0.3);
  const deckShade = mix(P.stone, P.stoneDark, 0.6);
  for (const side of [-1, 1]) {
    const inner = side * poolX;
    const outer = side * 9;
    doc.add(
      cam.quad(
        [
          [inner, 0.05, 0.5],
          [outer, 0.05, 0.5],
          [outer, 0.05, edgeZ + 0.3],
          [inner, 0.05, edgeZ + 0.3],
        ],
        doc.linear([
          [0, deck],
          [1, mix(deck, P.stoneDark, 0.35)],
        ]),
      ),
      cam.quad(
        [
          [inner, 0.05, 0.5],
          [inner, -0.05, 0.5],
          [inner, -0.05, edgeZ],
          [inner, 0.05, edgeZ],
        ],
        deckShade,
      ),
    );
    for (let z = 1.2; z < edgeZ; z += 1.2) {
      doc.add(
        cam.quad(
          [
            [inner, 0.05, z],
            [outer, 0.05, z],
            [outer, 0.05, z + 0.02 * z],
            [inner, 0.05, z + 0.02 * z],
          ],
          P.stoneDark,
          { opacity: 0.35 },
        ),
      );
    }
    doc.add(
      cam.quad(
        [
          [inner + side * 0.35, 0.05, 0.5],
          [inner + side * 0.37, 0.05, 0.5],
          [inner + side * 0.37, 0.05, edgeZ + 0.3],
          [inner + side * 0.35, 0.05, edgeZ + 0.3],
        ],
        P.stoneDark,
        { opacity: 0.5 },
      ),
    );
  }

  const lounger = (x, z) => {
    const shadow = cam.quad(
      [
        [x - 0.1, 0.06, z - 0.35],
        [x + 2.1, 0.06, z - 0.35],
        [x + 2.3, 0.06, z + 0.45],
        [x + 0.1, 0.06, z + 0.45],
      ],
      P.ink,
      { opacity: 0.18, filter: doc.blur(6) },
    );
    const profile = pathD([
      [0, -0.32],
      [1.45, -0.32],
      [1.95, -0.85],
      [2.05, -0.8],
      [1.6, -0.24],
      [0, -0.24],
    ]);
    const legs = `${rect(0.1, -0.3, 0.06, 0.3, P.ink)}${rect(1.45, -0.3, 0.06, 0.3, P.ink)}`;
    return (
      shadow +
      `<g transform="${cam.at(x, 0.05, z)}"><path d="${profile}" fill="${mix(P.offWhite, P.stone, 0.2)}"/><path d="${profile}" fill="none" stroke="${P.stoneDark}" stroke-width="0.02"/>${legs}${rect(0.2, -0.42, 1.1, 0.1, P.brassLight)}</g>`
    );
  };
  doc.add(lounger(3.8, 7.5), lounger(3.8, 4.6));
  doc.add(
    `<g transform="${cam.at(-5.6, 0.05, 5)}">${poly(
      [
        [0, 0],
        [1.3, 0],
        [1.3, -0.5],
        [0, -0.5],
      ],
      P.stoneDark,
    )}${grasses(rng(5), 1.3, 0.9)}</g>`,
  );
  doc.add(vignette(doc, 0.28));
  return doc.toString();
}

function grasses(r, width, height) {
  let d = '';
  for (let i = 0; i < 34; i++) {
    const x = between(r, 0.05, width - 0.05);
    const hh = between(r, 0.4, 1) * height;
    const lean = between(r, -0.25, 0.25);
    d += pathD([
      [x - 0.02, -0.48],
      [x + lean, -0.48 - hh],
      [x + 0.02, -0.48],
    ]);
  }
  return `<path d="${d}" fill="${mix(P.pine, P.brass, 0.2)}"/>`;
}

/**
 * The valley and village from above, shared by the summer and winter views.
 * @param {"summer" | "winter"} season
 * @returns {string} SVG document, 1600x1067
 */
function valleyFromAbove(season) {
  const w = 1600;
  const h = 1067;
  const winter = season === 'winter';
  const doc = new Doc(w, h);
  const r = rng(808);
  const hz = 300;

  const C = winter
    ? {
        sky: [
          [0, mix(P.ink, P.dusk, 0.55)],
          [0.5, P.dusk],
          [0.85, mix(P.dusk, P.brassLight, 0.45)],
          [1, P.brassLight],
        ],
        far: mix(P.mist, P.dusk, 0.35),
        farSnow: mix(P.mist, P.dusk, 0.1),
        farLit: mix(P.offWhite, P.brassLight, 0.35),
        mid: mix(P.mist, P.dusk, 0.55),
        slope: mix(P.mist, P.dusk, 0.3),
        floorTop: mix(P.mist, P.dusk, 0.35),
        floorBottom: mix(P.mist, P.offWhite, 0.2),
        field: [P.offWhite, mix(P.mist, P.offWhite, 0.5), P.mist],
        trees: mix(P.greenDark, P.dusk, 0.3),
        treesNear: P.greenDark,
        river: mix(P.dusk, P.ink, 0.3),
        roof: P.offWhite,
        wall: mix(P.stoneDark, P.dusk, 0.5),
        glow: P.brassLight,
      }
    : {
        sky: [
          [0, mix(P.dusk, '#9FB6C4', 0.45)],
          [0.6, mix(P.mist, '#DCE6EA', 0.4)],
          [1, P.skyWarm],
        ],
        far: mix(P.mist, P.dusk, 0.4),
        farSnow: mix(P.mist, P.dusk, 0.15),
        farLit: P.offWhite,
        mid: mix(P.dusk, P.pine, 0.45),
        slope: mix(P.pine, P.stoneDark, 0.25),
        floorTop: mix(P.pine, P.mist, 0.35),
        floorBottom: mix(P.pine, P.brass, 0.25),
        field: [
          mix(P.pine, P.brassLight, 0.35),
          mix(P.pine, P.stone, 0.3),
          mix(P.pine, P.brass, 0.45),
          mix(P.pine, P.mist, 0.25),
        ],
        trees: P.green,
        treesNear: P.greenDark,
        river: mix(P.mist, P.dusk, 0.3),
        roof: mix(P.dusk, P.ink, 0.3),
        wall: P.offWhite,
        glow: P.brassLight,
      };

  doc.add(sky(doc, 0, 0, w, hz + 80, C.sky));
  doc.add(glow(doc, w * 0.35, hz, 700, winter ? P.brassLight : P.offWhite, winter ? 0.6 : 0.5, 0.5));
  doc.add(
    mountains(doc, r, {
      x0: 0,
      x1: w,
      base: hz + 40,
      bottom: hz + 120,
      swell: 40,
      detail: 8,
      peaks: [
        { x: 180, h: 190, w: 260 },
        { x: 560, h: 250, w: 280, skew: 0.1 },
        { x: 980, h: 300, w: 260 },
        { x: 1400, h: 230, w: 300, skew: -0.1 },
      ],
      fill: C.far,
      lit: C.farLit,
      litOpacity: 0.35,
      sun: -1,
      snowline: winter ? hz + 20 : hz - 140,
      snowJag: 14,
      snow: C.farSnow,
      snowLit: C.farLit,
    }).svg,
    mistBand(doc, 0, hz - 20, w, 100, winter ? P.brassLight : P.offWhite, 0.3),
  );

  const floorY = hz + 125;
  doc.add(
    mountains(doc, r, {
      x0: 0,
      x1: w,
      base: floorY + 2,
      bottom: floorY + 30,
      swell: 20,
      detail: 5,
      peaks: [{ x: w * 0.5, h: 60, w: 320 }],
      shoulders: false,
      fill: C.mid,
    }).svg,
    rect(
      0,
      floorY,
      w,
      h - floorY,
      doc.linear([
        [0, C.floorTop],
        [1, C.floorBottom],
      ]),
    ),
  );

  const fr = rng(31);
  let fields = '';
  for (let y = floorY + 4, gap = 8; y < h; y += gap, gap *= 1.22) {
    for (let x = -40, wd; x < w; x += wd) {
      wd = between(fr, 50, 170) * (gap / 24 + 0.5);
      const c = C.field[Math.floor(fr() * C.field.length)];
      const sk = between(fr, -0.4, 0.4) * gap;
      fields += poly(
        [
          [x, y],
          [x + wd - 2, y],
          [x + wd - 2 + sk, y + gap - 1.5],
          [x + sk, y + gap - 1.5],
        ],
        c,
        { opacity: winter ? 0.22 : 0.5 },
      );
    }
  }
  doc.add(fields);

  const riverN = noise1d(rng(12), 1);
  const riverAt = (t) => w * 0.5 + Math.sin(t * 4.6 + 0.4) * 50 * (0.2 + t * 2.2) + riverN(t * 4) * 14 * t;
  const river = [];
  for (let i = 0; i <= 48; i++) {
    const t = i / 48;
    const y = floorY + 12 + t * (h - floorY);
    river.push([riverAt(t), y, 2 + t * t * 34]);
  }
  doc.add(
    poly(
      [...river.map(([x, y, wd]) => [x - wd, y]), ...[...river].reverse().map(([x, y, wd]) => [x + wd, y])],
      C.river,
    ),
    lake(doc, r, {
      x0: w * 0.3,
      x1: w * 0.7,
      y: floorY,
      bottom: floorY + 26,
      outline: [
        [w * 0.38, floorY + 1],
        [w * 0.62, floorY + 1],
        [w * 0.58, floorY + 14],
        [w * 0.5, floorY + 20],
        [w * 0.42, floorY + 14],
      ],
      reflect: '',
      water: [
        [0, winter ? mix(P.dusk, P.brassLight, 0.4) : P.mist],
        [1, winter ? P.dusk : mix(P.mist, P.dusk, 0.35)],
      ],
    }),
  );

  const village = rng(9);
  const houses = [];
  for (let i = 0; i < 60; i++) {
    const a = village() * Math.PI * 2;
    const d = Math.sqrt(village());
    const y = h * 0.68 + Math.sin(a) * d * 60;
    const x = w * 0.5 + Math.cos(a) * d * 190;
    const t = (y - floorY - 12) / (h - floorY);
    if (Math.abs(x - riverAt(t)) < 12 + t * t * 34 + 10) continue;
    houses.push([x, y]);
  }
  houses.sort((a, b) => a[1] - b[1]);
  for (const [x, y] of houses) {
    const s = 0.5 + ((y - floorY) / (h - floorY)) * 1.3;
    const hw = between(village, 9, 14) * s;
    const hh = 6 * s;
    doc.add(
      rect(x - hw / 2 + 2 * s, y - hh + 3 * s, hw, hh, P.ink, {
        opacity: 0.25,
      }),
      rect(x - hw / 2, y - hh, hw, hh, C.wall),
      poly(
        [
          [x - hw / 2 - 1.5 * s, y - hh],
          [x - hw / 2 + 3 * s, y - hh - 5 * s],
          [x + hw / 2 + 3 * s, y - hh - 5 * s],
          [x + hw / 2 + 1.5 * s, y - hh],
        ],
        C.roof,
      ),
    );
    if (winter && village() < 0.8) {
      doc.add(rect(x - hw / 4, y - hh * 0.65, 2.2 * s, 2.2 * s, '#FFE2A8'));
    }
  }
  {
    const tx = w * 0.5 + 70;
    const ty = h * 0.665;
    doc.add(
      rect(tx - 4, ty - 30, 8, 30, C.wall),
      poly(
        [
          [tx - 5, ty - 30],
          [tx, ty - 46],
          [tx + 5, ty - 30],
        ],
        C.roof,
      ),
    );
  }
  if (winter) doc.add(glow(doc, w * 0.5, h * 0.67, 300, P.brassLight, 0.4, 0.35));

  const slope = (side, seed) => {
    const sr = rng(seed);
    const farX = side < 0 ? w * 0.4 : w * 0.6;
    const edgeX = side < 0 ? -20 : w + 20;
    const footX = side < 0 ? w * 0.12 : w * 0.9;
    const ridge = ridgeLine(sr, {
      x0: side < 0 ? edgeX : farX,
      x1: side < 0 ? farX : edgeX,
      base: floorY + 4,
      swell: 0,
      detail: 7,
      step: 5,
      shoulders: false,
      peaks: [{ x: edgeX, h: side < 0 ? 230 : 250, w: Math.abs(farX - edgeX) * 1.02 }],
    });
    const foot = [];
    for (let i = 0; i <= 20; i++) {
      const t = i / 20;
      const wob = Math.sin(t * Math.PI * 2.2 + seed) * 26 * t;
      foot.push([
        farX + (footX - farX) * Math.pow(t, 0.8) - side * (Math.sin(t * Math.PI) * 60 + wob),
        floorY + 4 + t * (h - floorY),
      ]);
    }
    const ridgeIn = side < 0 ? ridge : [...ridge].reverse();
    const outline = [[edgeX, h + 10], ...ridgeIn, ...foot, [footX, h + 10]];
    return { ridge, outline };
  };
  const left = slope(-1, 41);
  const right = slope(1, 42);
  const slopeFill = (lit) =>
    doc.linear(
      winter
        ? [
            [0, lit ? mix(P.offWhite, P.brassLight, 0.25) : mix(P.mist, P.dusk, 0.3)],
            [0.4, lit ? mix(P.mist, P.offWhite, 0.3) : mix(P.mist, P.dusk, 0.45)],
            [1, lit ? mix(P.mist, P.dusk, 0.35) : mix(P.mist, P.dusk, 0.6)],
          ]
        : [
            [0, lit ? mix(P.pine, P.brassLight, 0.35) : mix(P.pine, P.stoneDark, 0.3)],
            [0.35, lit ? mix(P.pine, P.brass, 0.25) : P.pine],
            [1, lit ? P.pine : mix(P.pine, P.green, 0.6)],
          ],
    );
  const hx = w * 0.74;
  const hy = h * 0.53;
  for (const [sl, lit, seed] of [
    [left, true, 71],
    [right, false, 72],
  ]) {
    const clip = doc.clip(poly(sl.outline, '#000'));
    const trees = woodland(rng(seed), {
      x0: lit ? -20 : w * 0.58,
      x1: lit ? w * 0.42 : w + 20,
      y0: hz - 20,
      y1: h + 60,
      size: (y) => 5 + Math.pow(Math.max(0, y - hz) / (h - hz), 1.5) * 40,
      cover: winter ? 0.55 : 0.62,
      where: (x, y) => y > ridgeY(sl.ridge, x) + 28 && Math.hypot((x - hx) / 2.6, y - hy) > 46,
    });
    let pistes = '';
    if (winter && !lit) {
      for (const [top, bottom, wd] of [
        [w * 0.86, w * 0.8, 5],
        [w * 0.92, w * 0.88, 6],
        [w * 0.97, w * 0.95, 5],
      ]) {
        const yTop = ridgeY(sl.ridge, top) + 8;
        const yEnd = h * (0.62 + (top / w - 0.8) * 1.2);
        const pts = [];
        for (let i = 0; i <= 16; i++) {
          const t = i / 16;
          pts.push([
            top + (bottom - top) * t + Math.sin(t * 7 + top) * 14 * t,
            yTop + t * (yEnd - yTop),
            wd * (1 + t * 2.5),
          ]);
        }
        pistes += poly(
          [...pts.map(([x, y, pw]) => [x - pw, y]), ...[...pts].reverse().map(([x, y, pw]) => [x + pw, y])],
          mix(P.offWhite, P.mist, 0.2),
        );
      }
    }
    doc.add(
      `<g clip-path="${clip}">`,
      poly(sl.outline, slopeFill(lit)),
      `<path d="${trees}" fill="${lit ? C.trees : mix(C.trees, P.ink, 0.25)}"/>`,
      pistes,
      `</g>`,
      `<path d="${pathD(sl.outline)}" fill="none" stroke="${winter ? P.dusk : P.greenDark}" stroke-width="3" opacity="0.25"/>`,
    );
  }
  if (winter) {
    const top = [w * 0.85, ridgeY(right.ridge, w * 0.85) + 10];
    const bottom = [w * 0.77, h * 0.8];
    doc.add(
      `<path d="${pathD([top, bottom], false)}" stroke="${P.ink}" stroke-width="1.4" opacity="0.55" fill="none"/>`,
    );
    for (let i = 0; i <= 5; i++) {
      const t = i / 5;
      const x = top[0] + (bottom[0] - top[0]) * t;
      const y = top[1] + (bottom[1] - top[1]) * t;
      doc.add(rect(x - 1, y, 2, 8 + t * 10, P.ink, { opacity: 0.55 }));
    }
  }

  doc.add(
    poly(
      [
        [hx - 80, hy + 4],
        [hx + 78, hy + 4],
        [hx + 70, hy + 12],
        [hx - 72, hy + 12],
      ],
      winter ? P.offWhite : mix(P.pine, P.stone, 0.35),
    ),
    hotel(doc, {
      x: hx,
      y: hy + 6,
      s: 1.5,
      snow: winter,
      lit: winter ? 1 : 0.45,
    }),
  );
  if (winter) doc.add(glow(doc, hx, hy, 180, P.brassLight, 0.4, 0.5));

  doc.add(
    forest(rng(55), {
      x0: -30,
      x1: w * 0.16,
      ground: (x) => h * 0.96 + x * 0.15,
      bottom: h + 10,
      hMin: 50,
      hMax: 120,
      spacing: 22,
      fill: winter ? P.greenDark : mix(P.greenDark, P.green, 0.3),
    }),
    forest(rng(56), {
      x0: w * 0.86,
      x1: w + 30,
      ground: (x) => h * 0.96 + (w - x) * 0.15,
      bottom: h + 10,
      hMin: 50,
      hMax: 130,
      spacing: 22,
      fill: P.greenDark,
    }),
  );
  doc.add(vignette(doc, winter ? 0.4 : 0.25));
  return doc.toString();
}

/**
 * The valley and village from above in summer.
 * @returns {string} SVG document, 1600x1067
 */
export function locationValley() {
  return valleyFromAbove('summer');
}

/**
 * The same valley under snow at dusk, pistes on the slope, hotel aglow.
 * @returns {string} SVG document, 1600x1067
 */
export function locationWinter() {
  return valleyFromAbove('winter');
}
