import { P, Doc, rng, between, mix, rect, poly, glow, camera, vignette, windowView } from './svg.mjs';
import { vista } from './landscapes.mjs';

const W = 1600;
const H = 1067;

const M = {
  oak: mix(P.brass, P.stone, 0.35),
  oakDark: mix(P.brass, P.stoneDark, 0.4),
  walnut: mix(P.brass, P.ink, 0.5),
  plaster: mix(P.offWhite, P.stone, 0.25),
  frame: mix(P.ink, P.dusk, 0.25),
  fabric: mix(P.stone, P.mist, 0.4),
  leather: mix(P.ink, P.green, 0.3),
};

/**
 * Shared setup: a document, a camera and the room bounds.
 * @param {object} o camera options plus room bounds x0, x1 (walls), d (back wall depth), h (ceiling)
 */
function setup(o) {
  const doc = new Doc(W, H);
  const cam = camera({
    width: W,
    height: H,
    focal: o.focal ?? 880,
    eyeX: o.eyeX ?? 0,
    eyeY: o.eyeY ?? 1.35,
    horizon: o.horizon ?? 560,
  });
  return { doc, cam, R: { x0: o.x0, x1: o.x1, d: o.d, h: o.h, near: 0.35 } };
}

/** Floor, ceiling, side walls and back wall of the room box. */
function shell(doc, cam, R, m) {
  const { x0, x1, d, h, near } = R;
  const across = (a, b) =>
    doc.linear(
      [
        [0, a],
        [1, b],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0 },
    );
  const down = (a, b) =>
    doc.linear([
      [0, a],
      [1, b],
    ]);
  return (
    cam.quad(
      [
        [x0, h, near],
        [x1, h, near],
        [x1, h, d],
        [x0, h, d],
      ],
      down(mix(m.ceiling, P.ink, 0.35), m.ceiling),
    ) +
    cam.quad(
      [
        [x0, 0, near],
        [x1, 0, near],
        [x1, 0, d],
        [x0, 0, d],
      ],
      down(m.floor, mix(m.floor, P.ink, 0.3)),
    ) +
    cam.quad(
      [
        [x0, 0, near],
        [x0, h, near],
        [x0, h, d],
        [x0, 0, d],
      ],
      across(mix(m.left, P.ink, 0.35), m.left),
    ) +
    cam.quad(
      [
        [x1, 0, near],
        [x1, h, near],
        [x1, h, d],
        [x1, 0, d],
      ],
      across(m.right, mix(m.right, P.ink, 0.35)),
    ) +
    cam.quad(
      [
        [x0, 0, d],
        [x1, 0, d],
        [x1, h, d],
        [x0, h, d],
      ],
      m.back,
    )
  );
}

/** Thin vertical lines on a side wall (panelling, joints). */
function sideLines(cam, x, z0, z1, y0, y1, step, color, opacity, width = 0.025) {
  let s = '';
  for (let z = z0; z < z1; z += step) {
    s += cam.quad(
      [
        [x, y0, z],
        [x, y1, z],
        [x, y1, z + width],
        [x, y0, z + width],
      ],
      color,
      { opacity },
    );
  }
  return s;
}

/** Horizontal lines on a side wall (stone courses). */
function sideCourses(cam, x, z0, z1, y0, y1, step, color, opacity) {
  let s = '';
  for (let y = y0 + step; y < y1; y += step) {
    s += cam.quad(
      [
        [x, y, z0],
        [x, y, z1],
        [x, y + 0.02, z1],
        [x, y + 0.02, z0],
      ],
      color,
      { opacity },
    );
  }
  return s;
}

/** Vertical lines on a plane parallel to the back wall. */
function backLines(cam, z, x0, x1, y0, y1, step, color, opacity, width = 0.02) {
  let s = '';
  for (let x = x0 + step; x < x1 - 0.01; x += step) {
    s += cam.quad(
      [
        [x, y0, z],
        [x + width, y0, z],
        [x + width, y1, z],
        [x, y1, z],
      ],
      color,
      { opacity },
    );
  }
  return s;
}

/** Floor boards (lines running away from the viewer) and optional cross joints. */
function floorLines(cam, R, step, color, opacity, crossStep) {
  let s = '';
  for (let x = R.x0 + step; x < R.x1; x += step) {
    s += cam.quad(
      [
        [x, 0, R.near],
        [x + 0.015, 0, R.near],
        [x + 0.015, 0, R.d],
        [x, 0, R.d],
      ],
      color,
      { opacity },
    );
  }
  if (crossStep) {
    for (let z = R.d; z > 0.8; z -= crossStep) {
      s += cam.quad(
        [
          [R.x0, 0, z],
          [R.x1, 0, z],
          [R.x1, 0, z - 0.012 * z],
          [R.x0, 0, z - 0.012 * z],
        ],
        color,
        { opacity },
      );
    }
  }
  return s;
}

/** A blurred shadow or light pool lying on the floor. */
function floorPool(doc, cam, x0, x1, z0, z1, color, opacity, blur = 14, y = 0.002) {
  return cam.quad(
    [
      [x0, y, z0],
      [x1, y, z0],
      [x1, y, z1],
      [x0, y, z1],
    ],
    color,
    { opacity, filter: doc.blur(blur) },
  );
}

/**
 * A window in the back wall with a landscape, frame and mullions.
 * @returns {string}
 */
function backWindow(doc, cam, { x0, x1, y0, y1, z, view, mullions = [], transoms = [], frame = M.frame }) {
  const [ax, ay] = cam.p([x0, y1, z]);
  const [bx, by] = cam.p([x1, y0, z]);
  const horizonY = cam.p([0, cam.eyeY, z])[1];
  const wpx = bx - ax;
  const hpx = by - ay;
  let s = windowView(
    doc,
    [
      [ax, ay],
      [bx, ay],
      [bx, by],
      [ax, by],
    ],
    [ax, ay, wpx, hpx],
    (d, x, y, w, h) =>
      vista(d, x, y, w, h, {
        horizon: Math.min(0.95, (horizonY - y) / h + 0.04),
        ...view,
      }),
  );
  const t = 0.05;
  s += cam.quad(
    [
      [x0 - t, y0 - t, z],
      [x1 + t, y0 - t, z],
      [x1 + t, y0, z],
      [x0 - t, y0, z],
    ],
    frame,
  );
  s += cam.quad(
    [
      [x0 - t, y1, z],
      [x1 + t, y1, z],
      [x1 + t, y1 + t, z],
      [x0 - t, y1 + t, z],
    ],
    frame,
  );
  for (const x of [x0 - t, x1, ...mullions.map((m) => m - t / 2)]) {
    s += cam.quad(
      [
        [x, y0, z],
        [x + t, y0, z],
        [x + t, y1, z],
        [x, y1, z],
      ],
      frame,
    );
  }
  for (const y of transoms) {
    s += cam.quad(
      [
        [x0, y - t / 2, z],
        [x1, y - t / 2, z],
        [x1, y + t / 2, z],
        [x0, y + t / 2, z],
      ],
      frame,
    );
  }
  return s;
}

/** Points of a circle lying in a plane, projected. */
function circle3d(cam, center, radius, plane, n = 40) {
  const [cx, cy, cz] = center;
  return Array.from({ length: n }, (_, i) => {
    const a = (i / n) * Math.PI * 2;
    const u = Math.cos(a) * radius;
    const v = Math.sin(a) * radius;
    const pt =
      plane === 'floor' ? [cx + u, cy, cz + v] : plane === 'side' ? [cx, cy + v, cz + u] : [cx + u, cy + v, cz];
    return cam.p(pt);
  });
}

/** A hanging pendant lamp with a brass shade and a soft glow. */
function pendant(doc, cam, x, z, drop, R, shade = P.brass) {
  const y = R.h - drop;
  const [tx, ty] = cam.p([x, R.h, z]);
  const [bx, by] = cam.p([x, y, z]);
  const s = cam.scale(z);
  return (
    `<path d="M${tx} ${ty}L${bx} ${by}" stroke="${P.ink}" stroke-width="${Math.max(1, s * 0.006)}" opacity="0.7"/>` +
    glow(doc, bx, by + s * 0.12, s * 0.9, P.brassLight, 0.35) +
    `<g transform="${cam.at(x, y, z)}"><path d="M-0.2 0.14C-0.2 0.02 -0.1 -0.02 0 -0.02C0.1 -0.02 0.2 0.02 0.2 0.14Z" fill="${shade}"/><ellipse cx="0" cy="0.14" rx="0.2" ry="0.025" fill="#FFE9BF"/></g>`
  );
}

/** A potted plant with simple leaf blades, in metres at depth. */
function plant(cam, x, z, height, r) {
  let d = '';
  for (let i = 0; i < 14; i++) {
    const a = between(r, -1.1, 1.1);
    const len = height * between(r, 0.55, 1);
    const tipX = Math.sin(a) * len * 0.6;
    const tipY = -0.38 - Math.cos(a) * len;
    d += `M-0.02 -0.38Q${(tipX * 0.3).toFixed(3)} ${(tipY * 0.7).toFixed(3)} ${tipX.toFixed(3)} ${tipY.toFixed(3)}Q${(tipX * 0.6).toFixed(3)} ${(tipY * 0.6).toFixed(3)} 0.02 -0.38Z`;
  }
  return `<g transform="${cam.at(x, 0, z)}"><path d="${d}" fill="${P.pine}"/><path d="M-0.16 -0.4L0.16 -0.4L0.13 0L-0.13 0Z" fill="${P.stoneDark}"/></g>`;
}

/**
 * Spa: stone walls, a steaming plunge pool and a big window onto pines.
 * @returns {string} SVG document, 1600x1067
 */
export function spa() {
  const { doc, cam, R } = setup({
    x0: -3,
    x1: 3,
    d: 8,
    h: 3.3,
    eyeY: 1.45,
    focal: 900,
    horizon: 520,
  });
  const stone = mix(P.stone, P.stoneDark, 0.3);
  doc.add(
    shell(doc, cam, R, {
      ceiling: M.walnut,
      floor: mix(P.stoneDark, P.dusk, 0.25),
      left: stone,
      right: stone,
      back: mix(P.stone, P.stoneDark, 0.15),
    }),
  );
  doc.add(
    sideLines(cam, R.x0, 0.5, R.d, 0, R.h, 0.9, P.ink, 0.08),
    sideLines(cam, R.x1, 0.5, R.d, 0, R.h, 0.9, P.ink, 0.08),
    sideCourses(cam, R.x0, 0.5, R.d, 0, R.h, 0.45, P.ink, 0.1),
    sideCourses(cam, R.x1, 0.5, R.d, 0, R.h, 0.45, P.ink, 0.1),
    floorLines(cam, R, 0.8, P.ink, 0.12, 0.8),
  );
  for (let z = 1; z < R.d; z += 0.32) {
    doc.add(
      cam.quad(
        [
          [R.x0, R.h - 0.001, z],
          [R.x1, R.h - 0.001, z],
          [R.x1, R.h - 0.001, z + 0.04],
          [R.x0, R.h - 0.001, z + 0.04],
        ],
        P.ink,
        { opacity: 0.35 },
      ),
    );
  }
  doc.add(
    backWindow(doc, cam, {
      x0: -2.3,
      x1: 2.3,
      y0: 0.45,
      y1: 2.9,
      z: R.d,
      view: { seed: 5, time: 'day', pines: true, horizon: 0.55 },
      mullions: [0],
    }),
    floorPool(doc, cam, -2.2, 2.2, 5.8, R.d, P.offWhite, 0.25, 20),
  );
  const benchC = {
    front: mix(P.stone, P.offWhite, 0.3),
    top: mix(P.stone, P.offWhite, 0.5),
    side: P.stone,
  };
  doc.add(
    floorPool(doc, cam, R.x0, -2.3, 2, 7, P.ink, 0.3, 10),
    cam.box({ x0: R.x0, x1: -2.4, y0: 0, y1: 0.45, z0: 2, z1: 7 }, benchC),
  );
  for (const z of [4.2, 5.4]) {
    const [x, y] = cam.p([-2.6, 0.45, z]);
    const s = cam.scale(z);
    doc.add(
      glow(doc, x, y - s * 0.08, s * 0.5, P.brassLight, 0.5),
      rect(x - s * 0.04, y - s * 0.1, s * 0.08, s * 0.1, P.offWhite),
      rect(x - s * 0.006, y - s * 0.16, s * 0.012, s * 0.05, '#FFD58A'),
    );
  }

  const pool = { x0: -1.7, x1: 1.7, z0: 3.2, z1: 6.4 };
  const lip = 0.28;
  doc.add(
    cam.quad(
      [
        [pool.x0 - lip, 0.005, pool.z0 - lip],
        [pool.x1 + lip, 0.005, pool.z0 - lip],
        [pool.x1 + lip, 0.005, pool.z1 + lip],
        [pool.x0 - lip, 0.005, pool.z1 + lip],
      ],
      mix(P.stone, P.offWhite, 0.4),
    ),
    cam.quad(
      [
        [pool.x0, 0.006, pool.z1],
        [pool.x1, 0.006, pool.z1],
        [pool.x1, -0.12, pool.z1],
        [pool.x0, -0.12, pool.z1],
      ],
      mix(P.stoneDark, P.ink, 0.2),
    ),
  );
  const waterPts = [
    [pool.x0, -0.12, pool.z0],
    [pool.x1, -0.12, pool.z0],
    [pool.x1, -0.12, pool.z1],
    [pool.x0, -0.12, pool.z1],
  ];
  const wp = waterPts.map(cam.p);
  doc.add(
    cam.quad(
      waterPts,
      doc.linear(
        [
          [0, mix(P.mist, P.dusk, 0.35)],
          [1, mix(P.dusk, P.green, 0.45)],
        ],
        { x1: 0, y1: wp[2][1], x2: 0, y2: wp[0][1], user: true },
      ),
    ),
    cam.quad(
      [
        [-1.2, -0.119, 5.2],
        [1.2, -0.119, 5.2],
        [1.4, -0.119, pool.z1],
        [-1.4, -0.119, pool.z1],
      ],
      P.offWhite,
      { opacity: 0.22, filter: doc.blur(8) },
    ),
    cam.quad(
      [
        [pool.x0, 0.006, pool.z0],
        [pool.x0, -0.12, pool.z0],
        [pool.x0, -0.12, pool.z1],
        [pool.x0, 0.006, pool.z1],
      ],
      mix(P.stoneDark, P.ink, 0.3),
    ),
  );
  const r = rng(14);
  let steam = '';
  for (let i = 0; i < 12; i++) {
    const z = between(r, 3.6, 6.2);
    const [x, y] = cam.p([between(r, -1.4, 1.4), between(r, 0.1, 0.9), z]);
    const s = cam.scale(z);
    steam += `<ellipse cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" rx="${(s * between(r, 0.3, 0.7)).toFixed(1)}" ry="${(s * between(r, 0.08, 0.16)).toFixed(1)}" fill="${P.offWhite}" opacity="${between(r, 0.16, 0.32).toFixed(2)}"/>`;
  }
  doc.add(`<g filter="${doc.blur(18)}">${steam}</g>`);
  doc.add(plant(cam, 2.5, 6.8, 1.1, rng(3)));
  for (const z of [2, 3.6, 5.2, 6.8]) {
    const [x, y] = cam.p([0, R.h, z]);
    doc.add(glow(doc, x, y + 4, cam.scale(z) * 0.35, P.brassLight, 0.5, 0.5));
  }
  doc.add(vignette(doc, 0.35));
  return doc.toString();
}

/**
 * Gym: a bright, minimal room with a window wall, a bench, a dumbbell rack
 * and a rowing machine.
 * @returns {string} SVG document, 1600x1067
 */
export function gym() {
  const { doc, cam, R } = setup({
    x0: -3,
    x1: 3,
    d: 7,
    h: 3.1,
    eyeY: 1.4,
    eyeX: -0.3,
    focal: 860,
    horizon: 540,
  });
  doc.add(
    shell(doc, cam, R, {
      ceiling: P.offWhite,
      floor: mix(P.dusk, P.ink, 0.35),
      left: M.plaster,
      right: M.oak,
      back: M.plaster,
    }),
  );
  doc.add(sideLines(cam, R.x1, 0.5, R.d, 0, R.h, 0.14, M.oakDark, 0.35), floorLines(cam, R, 1, P.ink, 0.25, 1));
  doc.add(
    backWindow(doc, cam, {
      x0: -2.7,
      x1: 2.7,
      y0: 0.15,
      y1: 2.8,
      z: R.d,
      view: { seed: 21, time: 'day' },
      mullions: [-0.9, 0.9],
    }),
    floorPool(doc, cam, -2.6, 2.6, 4.6, R.d, P.offWhite, 0.16, 18),
  );

  const rack = { x0: 2.35, x1: 3, y0: 0, y1: 0.9, z0: 2.6, z1: 5.6 };
  doc.add(floorPool(doc, cam, 2.1, 3, 2.5, 5.8, P.ink, 0.3, 10));
  doc.add(
    cam.box({ ...rack, y0: 0.86, y1: 0.9 }, { front: M.frame, side: M.frame, top: mix(M.frame, P.stoneDark, 0.3) }),
  );
  for (const z of [rack.z0, rack.z1 - 0.05])
    doc.add(cam.box({ x0: 2.4, x1: 2.95, y0: 0, y1: 0.86, z0: z, z1: z + 0.05 }, { front: M.frame, side: M.frame }));
  for (const [y, size] of [
    [0.72, 0.07],
    [0.38, 0.1],
  ]) {
    doc.add(
      cam.quad(
        [
          [2.36, y - size - 0.02, rack.z0],
          [2.36, y - size - 0.02, rack.z1],
          [2.36, y - size, rack.z1],
          [2.36, y - size, rack.z0],
        ],
        M.frame,
      ),
    );
    for (let z = rack.z0 + 0.25; z < rack.z1 - 0.2; z += 0.36) {
      const bellSize = size * (0.8 + (z - rack.z0) * 0.08);
      for (const dz of [-0.09, 0.09]) {
        doc.add(poly(circle3d(cam, [2.3, y, z + dz], bellSize, 'side', 20), P.ink));
        doc.add(
          poly(circle3d(cam, [2.29, y + bellSize * 0.3, z + dz], bellSize * 0.35, 'side', 12), P.stoneDark, {
            opacity: 0.35,
          }),
        );
      }
    }
  }

  const rower =
    `<path d="M0 -0.08L2.3 -0.36L2.32 -0.3L0.02 -0.02Z" fill="${P.ink}"/>` +
    `<circle cx="2.2" cy="-0.42" r="0.26" fill="${P.ink}"/><circle cx="2.2" cy="-0.42" r="0.18" fill="${mix(P.ink, P.dusk, 0.5)}"/>` +
    `<path d="M0.7 -0.3H1.05V-0.22H0.7Z" fill="${P.ink}"/><path d="M1.55 -0.26L1.75 -0.52L1.8 -0.48L1.62 -0.22Z" fill="${P.ink}"/>` +
    `<path d="M0 -0.06H0.1V0H0ZM2.2 -0.2L2.45 0H1.95Z" fill="${P.ink}"/>` +
    `<path d="M2 -0.5L1.7 -0.55" stroke="${P.ink}" stroke-width="0.03"/><rect x="1.58" y="-0.6" width="0.16" height="0.06" rx="0.02" fill="${P.brass}"/>`;
  doc.add(
    floorPool(doc, cam, -2.4, -0.1, 5.2, 5.8, P.ink, 0.35, 10),
    `<g transform="${cam.at(-2.4, 0, 5.5)}">${rower}</g>`,
  );

  doc.add(floorPool(doc, cam, -1.15, -0.35, 2.9, 4.7, P.ink, 0.35, 10));
  for (const z of [3.1, 4.3])
    doc.add(
      cam.box({ x0: -0.8, x1: -0.7, y0: 0, y1: 0.38, z0: z, z1: z + 0.06 }, { front: M.frame }),
      cam.box({ x0: -0.95, x1: -0.55, y0: 0, y1: 0.03, z0: z - 0.05, z1: z + 0.11 }, { front: M.frame }),
    );
  doc.add(
    cam.box(
      { x0: -1.0, x1: -0.5, y0: 0.38, y1: 0.46, z0: 2.9, z1: 4.6 },
      {
        front: M.leather,
        top: mix(M.leather, P.dusk, 0.45),
        side: mix(M.leather, P.ink, 0.2),
      },
    ),
  );
  doc.add(
    cam.box(
      { x0: -2.5, x1: -1.9, y0: 0, y1: 0.01, z0: 3.4, z1: 5.2 },
      { front: P.pine, top: mix(P.pine, P.dusk, 0.2) },
    ),
  );
  doc.add(
    cam.box(
      { x0: -2.5, x1: -1.9, y0: 0, y1: 0.12, z0: 5.2, z1: 5.32 },
      { front: mix(P.pine, P.ink, 0.2), top: P.pine },
    ),
  );
  doc.add(plant(cam, -2.6, 6.5, 1.3, rng(8)));
  doc.add(vignette(doc, 0.3));
  return doc.toString();
}

/**
 * Co-working hub: a long timber table under pendant lamps, laptops, and
 * glazing onto the mountains.
 * @returns {string} SVG document, 1600x1067
 */
export function coworking() {
  const { doc, cam, R } = setup({
    x0: -3.4,
    x1: 3.4,
    d: 10,
    h: 3.4,
    eyeY: 1.55,
    focal: 950,
    horizon: 500,
  });
  doc.add(
    shell(doc, cam, R, {
      ceiling: M.oak,
      floor: M.oakDark,
      left: M.plaster,
      right: M.oak,
      back: M.plaster,
    }),
  );
  doc.add(sideLines(cam, R.x1, 0.5, R.d, 0, R.h, 0.16, M.oakDark, 0.4), floorLines(cam, R, 0.22, P.ink, 0.12));
  for (let x = R.x0 + 0.3; x < R.x1; x += 0.3) {
    doc.add(
      cam.quad(
        [
          [x, R.h - 0.001, 0.5],
          [x + 0.04, R.h - 0.001, 0.5],
          [x + 0.04, R.h - 0.001, R.d],
          [x, R.h - 0.001, R.d],
        ],
        M.walnut,
        { opacity: 0.4 },
      ),
    );
  }
  doc.add(
    backWindow(doc, cam, {
      x0: -3.3,
      x1: 3.3,
      y0: 0.1,
      y1: 3.3,
      z: R.d,
      view: { seed: 33, time: 'day' },
      mullions: [-1.1, 1.1],
    }),
    floorPool(doc, cam, -3, 3, 6.5, R.d, P.offWhite, 0.18, 20),
  );

  const table = { x0: -0.65, x1: 0.65, y0: 0.72, y1: 0.77, z0: 2.6, z1: 8.4 };
  doc.add(floorPool(doc, cam, -0.9, 0.9, 2.6, 8.4, P.ink, 0.3, 12));
  const chairs = [];
  for (let z = 3.1; z < 8.2; z += 1.1) {
    for (const side of [-1, 1]) chairs.push([side, z]);
  }
  const chair = (side, z, back) => {
    const x0 = side < 0 ? -1.25 : 0.8;
    const seat = {
      x0,
      x1: x0 + 0.45,
      y0: 0.42,
      y1: 0.46,
      z0: z - 0.22,
      z1: z + 0.22,
    };
    const c = {
      front: M.walnut,
      top: mix(P.stone, P.stoneDark, 0.3),
      side: mix(M.walnut, P.ink, 0.2),
    };
    let s = '';
    const bx = side < 0 ? x0 : x0 + 0.4;
    if (back) {
      s += cam.box({ x0: bx, x1: bx + 0.04, y0: 0.62, y1: 0.88, z0: z - 0.2, z1: z + 0.2 }, c);
      s += cam.box(
        {
          x0: bx,
          x1: bx + 0.04,
          y0: 0.46,
          y1: 0.62,
          z0: z - 0.02,
          z1: z + 0.02,
        },
        c,
      );
    } else {
      for (const lx of [x0 + 0.05, x0 + 0.37]) {
        for (const lz of [z - 0.18, z + 0.15])
          s += cam.box(
            { x0: lx, x1: lx + 0.03, y0: 0, y1: 0.42, z0: lz, z1: lz + 0.03 },
            { front: mix(M.walnut, P.ink, 0.3) },
          );
      }
      s += cam.box(seat, c);
    }
    return s;
  };
  for (const [side, z] of [...chairs].sort((a, b) => b[1] - a[1])) {
    doc.add(
      floorPool(doc, cam, side < 0 ? -1.3 : 0.8, side < 0 ? -0.8 : 1.3, z - 0.25, z + 0.25, P.ink, 0.25, 6),
      chair(side, z, false),
      chair(side, z, true),
    );
  }
  for (const z of [table.z0 + 0.15, table.z1 - 0.25]) {
    for (const x of [-0.58, 0.5])
      doc.add(
        cam.box(
          { x0: x, x1: x + 0.08, y0: 0, y1: 0.72, z0: z, z1: z + 0.08 },
          { front: M.walnut, side: mix(M.walnut, P.ink, 0.3) },
        ),
      );
  }
  doc.add(
    cam.box(table, {
      front: mix(M.oak, P.brass, 0.3),
      top: mix(M.oak, P.offWhite, 0.25),
      side: M.oakDark,
    }),
  );
  const laptop = (x, z, dir) => {
    const base = {
      x0: x - 0.16,
      x1: x + 0.16,
      y0: 0.77,
      y1: 0.785,
      z0: z - 0.12,
      z1: z + 0.12,
    };
    const screenX = dir < 0 ? x - 0.16 : x + 0.15;
    return (
      cam.box(base, {
        front: P.stoneDark,
        top: mix(P.stone, P.stoneDark, 0.4),
      }) +
      cam.box(
        {
          x0: screenX,
          x1: screenX + 0.012,
          y0: 0.785,
          y1: 1.0,
          z0: z - 0.15,
          z1: z + 0.15,
        },
        {
          front: mix(P.stoneDark, P.ink, 0.3),
          side: dir < 0 ? mix(P.stoneDark, P.mist, 0.4) : mix(P.dusk, P.mist, 0.5),
        },
      )
    );
  };
  for (const [x, z, dir] of [
    [-0.35, 3.3, 1],
    [0.35, 4.4, -1],
    [-0.35, 5.6, 1],
    [0.35, 6.6, -1],
    [-0.35, 7.6, 1],
  ].sort((a, b) => b[1] - a[1])) {
    doc.add(laptop(x, z, dir));
  }
  doc.add(
    `<g transform="${cam.at(0.2, 0.77, 3.9)}"><path d="M-0.05 0L-0.045 -0.1H0.045L0.05 0Z" fill="${P.offWhite}"/><path d="M0.045 -0.08q0.03 0 0.03 0.03t-0.03 0.03" stroke="${P.offWhite}" stroke-width="0.01" fill="none"/></g>`,
  );
  for (const z of [7.6, 5.6, 3.6]) doc.add(pendant(doc, cam, 0, z, 0.85, R));
  doc.add(plant(cam, 2.9, 8.8, 1.5, rng(4)));
  doc.add(vignette(doc, 0.3));
  return doc.toString();
}

/**
 * Residents' lounge at dusk: sofas, a fireplace glowing brass, bookshelves
 * and an evening window.
 * @returns {string} SVG document, 1600x1067
 */
export function lounge() {
  const { doc, cam, R } = setup({
    x0: -3.2,
    x1: 3.2,
    d: 7.5,
    h: 3.1,
    eyeY: 1.3,
    eyeX: 0.3,
    focal: 880,
    horizon: 560,
  });
  const back = mix(M.walnut, P.green, 0.3);
  doc.add(
    shell(doc, cam, R, {
      ceiling: mix(M.walnut, P.ink, 0.3),
      floor: mix(M.oakDark, P.ink, 0.3),
      left: mix(P.green, P.ink, 0.1),
      right: mix(M.walnut, P.ink, 0.2),
      back,
    }),
  );
  doc.add(sideLines(cam, R.x1, 0.5, R.d, 0, R.h, 0.2, P.ink, 0.25), floorLines(cam, R, 0.2, P.ink, 0.15));
  for (const z of [6.2, 4.6])
    doc.add(
      cam.box(
        { x0: R.x0, x1: R.x1, y0: R.h - 0.22, y1: R.h, z0: z, z1: z + 0.2 },
        {
          front: mix(M.walnut, P.ink, 0.15),
          bottom: mix(M.walnut, P.ink, 0.4),
        },
      ),
    );

  const shelf = { x0: -3.1, x1: -1.6 };
  doc.add(
    cam.quad(
      [
        [shelf.x0, 0, R.d],
        [shelf.x1, 0, R.d],
        [shelf.x1, 2.7, R.d],
        [shelf.x0, 2.7, R.d],
      ],
      mix(M.walnut, P.ink, 0.45),
    ),
  );
  const books = rng(12);
  const bookColors = [P.green, P.dusk, P.stone, P.brass, M.oak, P.pine, mix(P.stone, P.brass, 0.4), P.mist];
  for (let y = 0.05; y < 2.6; y += 0.52) {
    doc.add(
      cam.quad(
        [
          [shelf.x0, y, R.d],
          [shelf.x1, y, R.d],
          [shelf.x1, y + 0.04, R.d],
          [shelf.x0, y + 0.04, R.d],
        ],
        M.oak,
      ),
    );
    for (let x = shelf.x0 + 0.06; x < shelf.x1 - 0.1;) {
      const bw = between(books, 0.035, 0.07);
      const bh = between(books, 0.28, 0.42);
      if (books() < 0.12) {
        x += 0.12;
        continue;
      }
      doc.add(
        cam.quad(
          [
            [x, y + 0.04, R.d],
            [x + bw, y + 0.04, R.d],
            [x + bw, y + 0.04 + bh, R.d],
            [x, y + 0.04 + bh, R.d],
          ],
          bookColors[Math.floor(books() * bookColors.length)],
          { opacity: 0.85 },
        ),
      );
      x += bw + 0.006;
    }
  }

  const fire = { x0: -1.2, x1: 0.4 };
  doc.add(
    cam.quad(
      [
        [fire.x0, 0, R.d],
        [fire.x1, 0, R.d],
        [fire.x1, R.h, R.d],
        [fire.x0, R.h, R.d],
      ],
      mix(P.stone, P.stoneDark, 0.55),
    ),
    backLines(cam, R.d, fire.x0, fire.x1, 0, R.h, 0.4, P.ink, 0.08),
  );
  for (let y = 0.35; y < R.h; y += 0.35)
    doc.add(
      cam.quad(
        [
          [fire.x0, y, R.d],
          [fire.x1, y, R.d],
          [fire.x1, y + 0.015, R.d],
          [fire.x0, y + 0.015, R.d],
        ],
        P.ink,
        { opacity: 0.1 },
      ),
    );
  doc.add(
    cam.box(
      {
        x0: fire.x0 - 0.1,
        x1: fire.x1 + 0.1,
        y0: 0,
        y1: 0.3,
        z0: R.d - 0.45,
        z1: R.d,
      },
      { front: mix(P.stone, P.stoneDark, 0.3), top: P.stone },
    ),
  );
  const [fx0, fy0] = cam.p([-0.85, 1.05, R.d]);
  const [fx1, fy1] = cam.p([0.05, 0.32, R.d]);
  const fs = cam.scale(R.d);
  doc.add(
    rect(fx0, fy0, fx1 - fx0, fy1 - fy0, P.ink),
    glow(doc, (fx0 + fx1) / 2, fy1, fs * 0.6, '#F2B661', 0.9, 0.7),
    `<g transform="${cam.at(-0.4, 0.32, R.d)}"><path d="M-0.28 0C-0.3 -0.12 -0.2 -0.2 -0.16 -0.3C-0.12 -0.18 -0.06 -0.16 -0.04 -0.1C-0.02 -0.25 0.04 -0.35 0.02 -0.5C0.12 -0.38 0.14 -0.24 0.12 -0.12C0.16 -0.18 0.2 -0.22 0.2 -0.3C0.3 -0.18 0.3 -0.08 0.28 0Z" fill="${P.brassLight}"/><path d="M-0.14 0C-0.14 -0.08 -0.08 -0.12 -0.06 -0.18C-0.02 -0.1 0.04 -0.14 0.04 -0.24C0.1 -0.14 0.14 -0.06 0.12 0Z" fill="#FFE6B0"/><rect x="-0.34" y="-0.03" width="0.68" height="0.05" rx="0.02" fill="${M.walnut}"/></g>`,
  );

  doc.add(
    backWindow(doc, cam, {
      x0: 0.9,
      x1: 3.0,
      y0: 0.35,
      y1: 2.7,
      z: R.d,
      view: { seed: 44, time: 'dusk' },
      mullions: [1.95],
    }),
  );
  doc.add(
    rect(
      0,
      0,
      W,
      H,
      doc.radial(
        cam.p([-0.4, 0.6, R.d])[0],
        cam.p([-0.4, 0.6, R.d])[1],
        900,
        [
          [0, P.brass, 0.22],
          [0.5, P.brass, 0.12],
          [1, P.brass, 0],
        ],
        0.7,
      ),
    ),
  );

  doc.add(
    cam.quad(
      [
        [-1.7, 0.004, 2.6],
        [1.5, 0.004, 2.6],
        [1.5, 0.004, 5.6],
        [-1.7, 0.004, 5.6],
      ],
      mix(P.stone, P.stoneDark, 0.35),
    ),
  );
  doc.add(
    cam.quad(
      [
        [-1.55, 0.005, 2.75],
        [1.35, 0.005, 2.75],
        [1.35, 0.005, 5.45],
        [-1.55, 0.005, 5.45],
      ],
      mix(P.stone, P.brass, 0.2),
      { opacity: 0.4 },
    ),
  );
  const sofa = (side) => {
    const x0 = side < 0 ? -2.6 : 1.2;
    const x1 = x0 + 0.95;
    const fabric = side < 0 ? mix(P.stone, P.stoneDark, 0.15) : mix(P.green, P.pine, 0.4);
    const c = {
      front: mix(fabric, P.ink, 0.2),
      top: mix(fabric, P.offWhite, 0.15),
      side: fabric,
    };
    const backX = side < 0 ? [x0, x0 + 0.25] : [x1 - 0.25, x1];
    let s = floorPool(doc, cam, x0 - 0.1, x1 + 0.1, 2.6, 5.4, P.ink, 0.45, 10);
    s += cam.box({ x0, x1, y0: 0.05, y1: 0.45, z0: 2.8, z1: 5.2 }, c);
    s += cam.box({ x0: backX[0], x1: backX[1], y0: 0.45, y1: 0.85, z0: 2.8, z1: 5.2 }, c);
    for (const z of [5.0, 2.8]) s += cam.box({ x0, x1, y0: 0.05, y1: 0.62, z0: z, z1: z + 0.2 }, c);
    const cx = side < 0 ? x0 + 0.3 : x1 - 0.36;
    s += cam.box(
      { x0: cx, x1: cx + 0.06, y0: 0.45, y1: 0.8, z0: 3.6, z1: 4.0 },
      { front: P.brass, side: P.brass, top: P.brassLight },
    );
    return s;
  };
  doc.add(sofa(1));
  doc.add(floorPool(doc, cam, -0.7, 0.5, 3.3, 4.7, P.ink, 0.4, 8));
  doc.add(
    cam.box(
      { x0: -0.6, x1: 0.4, y0: 0, y1: 0.38, z0: 3.4, z1: 4.6 },
      {
        front: mix(M.walnut, P.ink, 0.2),
        top: M.walnut,
        side: mix(M.walnut, P.ink, 0.35),
      },
    ),
  );
  doc.add(cam.box({ x0: -0.2, x1: 0.0, y0: 0.38, y1: 0.44, z0: 3.8, z1: 4.1 }, { front: P.brass, top: P.brassLight }));
  doc.add(sofa(-1));
  const [lx, ly] = cam.p([2.7, 1.55, 2.8]);
  doc.add(
    `<g transform="${cam.at(2.7, 0, 2.8)}"><rect x="-0.01" y="-1.5" width="0.02" height="1.5" fill="${P.ink}"/><path d="M-0.18 -1.45L-0.12 -1.72H0.12L0.18 -1.45Z" fill="${P.brassLight}"/></g>`,
    glow(doc, lx, ly, 260, P.brassLight, 0.45),
  );
  doc.add(vignette(doc, 0.45));
  return doc.toString();
}

/**
 * Studio living area: sofa bed, timber panelling and a big window on peaks.
 * @returns {string} SVG document, 1600x1067
 */
export function studioLiving() {
  const { doc, cam, R } = setup({
    x0: -2.1,
    x1: 2.2,
    d: 5.4,
    h: 2.7,
    eyeY: 1.3,
    eyeX: 0.35,
    focal: 800,
    horizon: 510,
  });
  doc.add(
    shell(doc, cam, R, {
      ceiling: mix(P.offWhite, P.stone, 0.3),
      floor: M.oak,
      left: M.plaster,
      right: M.oak,
      back: M.plaster,
    }),
  );
  doc.add(sideLines(cam, R.x1, 0.4, R.d, 0, R.h, 0.12, M.oakDark, 0.45), floorLines(cam, R, 0.18, M.oakDark, 0.35));
  doc.add(
    backWindow(doc, cam, {
      x0: -1.7,
      x1: 1.85,
      y0: 0.3,
      y1: 2.5,
      z: R.d,
      view: { seed: 8, time: 'day' },
      mullions: [0.1],
    }),
    floorPool(doc, cam, -1.6, 1.8, 3.6, R.d, P.offWhite, 0.22, 16),
  );
  doc.add(
    cam.box(
      { x0: -1.75, x1: 1.9, y0: 0.25, y1: 0.3, z0: R.d - 0.2, z1: R.d },
      { front: M.oak, top: mix(M.oak, P.offWhite, 0.3) },
    ),
  );
  doc.add(
    cam.quad(
      [
        [-1.0, 0.003, 2.4],
        [1.0, 0.003, 2.4],
        [1.0, 0.003, 4.2],
        [-1.0, 0.003, 4.2],
      ],
      mix(P.mist, P.stone, 0.4),
    ),
  );

  const fabric = mix(P.pine, P.dusk, 0.2);
  const c = {
    front: mix(fabric, P.ink, 0.25),
    top: mix(fabric, P.mist, 0.25),
    side: fabric,
  };
  doc.add(floorPool(doc, cam, -2.1, -1.0, 2.0, 4.6, P.ink, 0.35, 10));
  doc.add(cam.box({ x0: -2.1, x1: -1.2, y0: 0.05, y1: 0.42, z0: 2.2, z1: 4.4 }, c));
  doc.add(cam.box({ x0: -2.1, x1: -1.85, y0: 0.42, y1: 0.82, z0: 2.2, z1: 4.4 }, c));
  doc.add(cam.box({ x0: -2.1, x1: -1.2, y0: 0.05, y1: 0.58, z0: 4.2, z1: 4.4 }, c));
  doc.add(
    cam.box(
      { x0: -1.82, x1: -1.76, y0: 0.42, y1: 0.74, z0: 3.6, z1: 4.05 },
      { front: P.brass, side: P.brassLight, top: P.brassLight },
    ),
  );
  doc.add(
    cam.box(
      { x0: -1.82, x1: -1.76, y0: 0.42, y1: 0.72, z0: 2.5, z1: 2.95 },
      { front: P.stone, side: P.stone, top: P.offWhite },
    ),
  );
  doc.add(cam.box({ x0: -2.1, x1: -1.2, y0: 0.05, y1: 0.58, z0: 2.0, z1: 2.2 }, c));

  doc.add(
    cam.box(
      { x0: 1.7, x1: 2.2, y0: 0.74, y1: 0.78, z0: 3.0, z1: 4.4 },
      { front: M.walnut, top: mix(M.walnut, P.stone, 0.3), side: M.walnut },
    ),
  );
  doc.add(cam.box({ x0: 1.95, x1: 2.03, y0: 0.78, y1: 1.06, z0: 3.3, z1: 3.5 }, { front: P.ink, side: P.ink }));
  doc.add(
    `<g transform="${cam.at(1.9, 0.78, 4.0)}"><path d="M-0.06 0L-0.04 -0.18H0.04L0.06 0Z" fill="${P.stone}"/><path d="M0 -0.18C-0.1 -0.3 -0.08 -0.4 0 -0.45C0.06 -0.38 0.08 -0.28 0 -0.18Z" fill="${P.pine}"/></g>`,
  );

  doc.add(
    poly(circle3d(cam, [-0.05, 0.004, 3.3], 0.4, 'floor'), P.ink, {
      opacity: 0.2,
      filter: doc.blur(8),
    }),
  );
  doc.add(cam.box({ x0: -0.1, x1: 0.0, y0: 0, y1: 0.4, z0: 3.25, z1: 3.35 }, { front: M.walnut }));
  doc.add(poly(circle3d(cam, [-0.05, 0.4, 3.3], 0.42, 'floor'), mix(M.walnut, P.brass, 0.2)));
  doc.add(
    `<g transform="${cam.at(0.05, 0.4, 3.2)}"><path d="M-0.06 0H0.06V-0.03H-0.06Z" fill="${P.stone}"/><path d="M-0.09 -0.03H0.08V-0.06H-0.09Z" fill="${P.dusk}"/></g>`,
  );

  const [lx, ly] = cam.p([-1.6, 1.5, 4.85]);
  doc.add(
    glow(doc, lx, ly, 180, P.brassLight, 0.4),
    `<g transform="${cam.at(-1.6, 0, 4.85)}"><rect x="-0.012" y="-1.45" width="0.024" height="1.45" fill="${P.ink}"/><path d="M-0.16 -1.35L-0.1 -1.6H0.1L0.16 -1.35Z" fill="${P.brassLight}"/><rect x="-0.14" y="-0.02" width="0.28" height="0.02" fill="${P.ink}"/></g>`,
  );
  doc.add(plant(cam, 1.75, 5.0, 0.9, rng(2)));
  doc.add(vignette(doc, 0.3));
  return doc.toString();
}

/**
 * Studio kitchenette in timber and stone, with a small table for two.
 * @returns {string} SVG document, 1600x1067
 */
export function studioKitchenette() {
  const { doc, cam, R } = setup({
    x0: -2.1,
    x1: 2.1,
    d: 5,
    h: 2.7,
    eyeY: 1.35,
    eyeX: 0.2,
    focal: 820,
    horizon: 500,
  });
  doc.add(
    shell(doc, cam, R, {
      ceiling: mix(P.offWhite, P.stone, 0.3),
      floor: mix(P.stone, P.stoneDark, 0.35),
      left: M.plaster,
      right: M.oak,
      back: M.plaster,
    }),
  );
  doc.add(sideLines(cam, R.x1, 0.4, R.d, 0, R.h, 0.12, M.oakDark, 0.45), floorLines(cam, R, 0.6, P.ink, 0.12, 0.6));
  doc.add(
    backWindow(doc, cam, {
      x0: 0.75,
      x1: 1.85,
      y0: 0.95,
      y1: 2.35,
      z: R.d,
      view: { seed: 61, time: 'day' },
    }),
    floorPool(doc, cam, 0.6, 1.9, 3.4, R.d, P.offWhite, 0.2, 14),
  );
  const run = { x0: -2.1, x1: 0.5 };
  doc.add(
    cam.quad(
      [
        [run.x0, 0.92, R.d],
        [run.x1, 0.92, R.d],
        [run.x1, 1.5, R.d],
        [run.x0, 1.5, R.d],
      ],
      mix(P.stone, P.offWhite, 0.25),
    ),
  );
  doc.add(backLines(cam, R.d - 0.001, run.x0, run.x1, 0.92, 1.5, 0.65, P.stoneDark, 0.3));
  doc.add(floorPool(doc, cam, run.x0, run.x1 + 0.1, R.d - 0.9, R.d, P.ink, 0.3, 10));
  doc.add(
    cam.box(
      { x0: run.x0, x1: run.x1, y0: 0.08, y1: 0.88, z0: R.d - 0.6, z1: R.d },
      { front: M.oak, side: M.oakDark, top: M.oak },
    ),
  );
  doc.add(
    cam.box({ x0: run.x0, x1: run.x1, y0: 0, y1: 0.08, z0: R.d - 0.55, z1: R.d }, { front: M.walnut, side: M.walnut }),
  );
  doc.add(backLines(cam, R.d - 0.601, run.x0, run.x1, 0.1, 0.86, 0.52, M.oakDark, 0.7, 0.01));
  for (let x = run.x0 + 0.26; x < run.x1; x += 0.52) {
    doc.add(
      cam.quad(
        [
          [x - 0.08, 0.8, R.d - 0.605],
          [x + 0.08, 0.8, R.d - 0.605],
          [x + 0.08, 0.815, R.d - 0.605],
          [x - 0.08, 0.815, R.d - 0.605],
        ],
        P.brass,
      ),
    );
  }
  doc.add(
    cam.box(
      {
        x0: run.x0,
        x1: run.x1 + 0.03,
        y0: 0.88,
        y1: 0.93,
        z0: R.d - 0.63,
        z1: R.d,
      },
      {
        front: mix(P.stone, P.stoneDark, 0.2),
        top: mix(P.stone, P.offWhite, 0.45),
        side: P.stone,
      },
    ),
  );
  doc.add(poly(circle3d(cam, [-0.3, 0.931, R.d - 0.3], 0.2, 'floor', 30), mix(P.stoneDark, P.ink, 0.25)));
  doc.add(
    `<g transform="${cam.at(-0.3, 0.93, R.d - 0.08)}"><path d="M-0.015 0V-0.28Q-0.015 -0.33 0.04 -0.33H0.13V-0.3H0.04Q0.015 -0.3 0.015 -0.28V0Z" fill="${P.brass}"/></g>`,
  );
  for (const x of [-1.55, -1.2])
    doc.add(
      poly(circle3d(cam, [x, 0.932, R.d - 0.32], 0.13, 'floor', 24), P.ink, {
        opacity: 0.75,
      }),
    );
  doc.add(
    cam.box(
      { x0: run.x0, x1: run.x1, y0: 1.72, y1: 1.76, z0: R.d - 0.28, z1: R.d },
      { front: M.walnut, bottom: mix(M.walnut, P.ink, 0.3), top: M.walnut },
    ),
  );
  const jars = rng(6);
  for (let x = -1.9; x < 0.3; x += between(jars, 0.18, 0.35)) {
    const jh = between(jars, 0.1, 0.24);
    const col = [P.stone, P.offWhite, P.mist, P.pine, P.brassLight][Math.floor(jars() * 5)];
    doc.add(
      cam.quad(
        [
          [x, 1.76, R.d - 0.14],
          [x + 0.1, 1.76, R.d - 0.14],
          [x + 0.1, 1.76 + jh, R.d - 0.14],
          [x, 1.76 + jh, R.d - 0.14],
        ],
        col,
      ),
    );
  }
  doc.add(
    `<g transform="${cam.at(0.1, 0.93, R.d - 0.3)}"><path d="M-0.08 0L-0.1 -0.16H0.1L0.08 0Z" fill="${P.stoneDark}"/><path d="M0 -0.16C-0.12 -0.3 -0.1 -0.42 0 -0.48C0.04 -0.38 0.14 -0.3 0 -0.16Z" fill="${P.pine}"/></g>`,
  );

  const table = [0.85, 0.74, 2.9];
  doc.add(floorPool(doc, cam, 0.35, 1.35, 2.5, 3.3, P.ink, 0.35, 8));
  const chairSvg = (flip) =>
    `<g transform="scale(${flip} 1)"><path d="M0 0L0.03 -0.45H0.42L0.45 0H0.41L0.39 -0.41H0.07L0.04 0Z" fill="${M.walnut}"/><path d="M0.02 -0.47H0.44V-0.43H0.02Z" fill="${P.stone}"/><path d="M0.4 -0.47L0.44 -0.9H0.48L0.46 -0.47Z" fill="${M.walnut}"/></g>`;
  doc.add(`<g transform="${cam.at(1.75, 0, 3.1)}">${chairSvg(-1)}</g>`);
  doc.add(cam.box({ x0: 0.8, x1: 0.9, y0: 0, y1: 0.72, z0: 2.85, z1: 2.95 }, { front: M.walnut }));
  doc.add(poly(circle3d(cam, [0.85, 0.02, 2.9], 0.24, 'floor'), M.walnut));
  doc.add(poly(circle3d(cam, table, 0.45, 'floor'), mix(M.oak, P.offWhite, 0.2)));
  const [tx, ty] = cam.p(table);
  const ts = cam.scale(table[2]);
  doc.add(
    `<ellipse cx="${tx - ts * 0.15}" cy="${ty}" rx="${ts * 0.1}" ry="${ts * 0.025}" fill="${P.offWhite}"/>`,
    `<g transform="${cam.at(1.0, 0.74, 2.9)}"><path d="M-0.03 0V-0.12H0.03V0Z" fill="${P.mist}" opacity="0.8"/><path d="M-0.006 -0.12V-0.2" stroke="${P.pine}" stroke-width="0.01"/><circle cx="0" cy="-0.21" r="0.025" fill="${P.brassLight}"/></g>`,
  );
  doc.add(`<g transform="${cam.at(-0.05, 0, 2.7)}">${chairSvg(1)}</g>`);
  doc.add(pendant(doc, cam, 0.85, 2.9, 0.95, R));
  doc.add(vignette(doc, 0.3));
  return doc.toString();
}

/**
 * Studio bathroom: stone walls, walk-in shower with brass fittings and a
 * small window.
 * @returns {string} SVG document, 1600x1067
 */
export function studioBathroom() {
  const { doc, cam, R } = setup({
    x0: -1.7,
    x1: 1.7,
    d: 4.2,
    h: 2.6,
    eyeY: 1.35,
    eyeX: 0.1,
    focal: 760,
    horizon: 560,
  });
  const stone = mix(P.stone, P.stoneDark, 0.25);
  doc.add(
    shell(doc, cam, R, {
      ceiling: mix(P.offWhite, P.stone, 0.4),
      floor: mix(P.stoneDark, P.dusk, 0.25),
      left: stone,
      right: stone,
      back: mix(P.stone, P.stoneDark, 0.1),
    }),
  );
  doc.add(
    sideCourses(cam, R.x0, 0.3, R.d, 0, R.h, 0.6, P.ink, 0.08),
    sideCourses(cam, R.x1, 0.3, R.d, 0, R.h, 0.6, P.ink, 0.08),
    sideLines(cam, R.x0, 0.3, R.d, 0, R.h, 1.2, P.ink, 0.06),
    sideLines(cam, R.x1, 0.3, R.d, 0, R.h, 1.2, P.ink, 0.06),
    backLines(cam, R.d - 0.001, R.x0, R.x1, 0, R.h, 1.2, P.ink, 0.07),
    floorLines(cam, R, 0.6, P.ink, 0.12, 0.6),
  );
  for (let y = 0.6; y < R.h; y += 0.6)
    doc.add(
      cam.quad(
        [
          [R.x0, y, R.d - 0.001],
          [R.x1, y, R.d - 0.001],
          [R.x1, y + 0.012, R.d - 0.001],
          [R.x0, y + 0.012, R.d - 0.001],
        ],
        P.ink,
        { opacity: 0.08 },
      ),
    );

  doc.add(
    backWindow(doc, cam, {
      x0: 0.3,
      x1: 1.3,
      y0: 1.65,
      y1: 2.35,
      z: R.d,
      view: { seed: 71, time: 'day', pines: true, horizon: 0.6 },
    }),
    floorPool(doc, cam, 0.2, 1.5, 3.2, R.d, P.offWhite, 0.18, 12),
  );
  doc.add(
    cam.box({ x0: 0.25, x1: 1.35, y0: 1.6, y1: 1.65, z0: R.d - 0.12, z1: R.d }, { front: P.stone, top: P.offWhite }),
  );
  doc.add(
    cam.quad(
      [
        [0.0, 0.002, R.d - 0.15],
        [1.7, 0.002, R.d - 0.15],
        [1.7, 0.002, R.d - 0.1],
        [0.0, 0.002, R.d - 0.1],
      ],
      P.brass,
    ),
  );

  const pipeX = 0.8;
  doc.add(
    cam.box(
      {
        x0: pipeX - 0.015,
        x1: pipeX + 0.015,
        y0: 1.1,
        y1: 2.2,
        z0: R.d - 0.04,
        z1: R.d - 0.01,
      },
      { front: P.brass, side: P.brassLight },
    ),
  );
  doc.add(
    cam.box(
      {
        x0: pipeX - 0.015,
        x1: pipeX + 0.015,
        y0: 2.18,
        y1: 2.21,
        z0: R.d - 0.45,
        z1: R.d - 0.02,
      },
      { front: P.brass, bottom: P.brass },
    ),
  );
  doc.add(poly(circle3d(cam, [pipeX, 2.17, R.d - 0.45], 0.14, 'floor', 30), P.brass));
  doc.add(poly(circle3d(cam, [pipeX, 2.16, R.d - 0.45], 0.12, 'floor', 30), mix(P.brass, P.ink, 0.25)));
  const [mx, my] = cam.p([pipeX, 1.1, R.d - 0.01]);
  const ms = cam.scale(R.d);
  doc.add(
    `<circle cx="${mx}" cy="${my}" r="${ms * 0.06}" fill="${P.brass}"/><rect x="${mx - ms * 0.1}" y="${my - ms * 0.012}" width="${ms * 0.1}" height="${ms * 0.024}" fill="${P.brassLight}"/>`,
  );
  const r = rng(4);
  let streaks = '';
  for (let i = 0; i < 16; i++) {
    const x = pipeX + between(r, -0.1, 0.1);
    const z = R.d - 0.45 + between(r, -0.1, 0.1);
    const [ax, ay] = cam.p([x, 2.1, z]);
    const [bx, by] = cam.p([x * 1.05, between(r, 0.3, 1.2), z]);
    streaks += `M${ax.toFixed(1)} ${ay.toFixed(1)}L${bx.toFixed(1)} ${by.toFixed(1)}`;
  }
  doc.add(`<path d="${streaks}" stroke="${P.offWhite}" stroke-width="1.5" opacity="0.25"/>`);
  const glass = [
    [0.0, 0.0, R.d - 1.3],
    [0.0, 2.1, R.d - 1.3],
    [0.0, 2.1, R.d],
    [0.0, 0.0, R.d],
  ];
  doc.add(cam.quad(glass, P.mist, { opacity: 0.22 }));
  doc.add(
    cam.quad(
      [
        [0.0, 0.0, R.d - 1.3],
        [0.0, 2.1, R.d - 1.3],
        [0.0, 2.1, R.d - 1.28],
        [0.0, 0.0, R.d - 1.28],
      ],
      P.brass,
    ),
  );
  doc.add(
    cam.quad(
      [
        [0.0, 2.08, R.d - 1.3],
        [0.0, 2.1, R.d - 1.3],
        [0.0, 2.1, R.d],
        [0.0, 2.08, R.d],
      ],
      P.brass,
    ),
  );
  doc.add(
    cam.quad(
      [
        [0.0, 0.5, R.d - 1.0],
        [0.0, 1.9, R.d - 0.6],
        [0.0, 1.9, R.d - 0.5],
        [0.0, 0.5, R.d - 0.9],
      ],
      P.offWhite,
      { opacity: 0.18 },
    ),
  );

  const vanity = { x0: R.x0, x1: R.x0 + 0.55, z0: 2.0, z1: 3.3 };
  doc.add(floorPool(doc, cam, R.x0, R.x0 + 0.7, 1.9, 3.4, P.ink, 0.25, 12, 0.002));
  doc.add(
    cam.box({ ...vanity, y0: 0.45, y1: 0.8 }, { front: M.walnut, side: mix(M.walnut, P.brass, 0.2), top: M.walnut }),
  );
  doc.add(
    cam.quad(
      [
        [vanity.x1 + 0.001, 0.62, vanity.z0 + 0.1],
        [vanity.x1 + 0.001, 0.63, vanity.z0 + 0.1],
        [vanity.x1 + 0.001, 0.63, vanity.z1 - 0.1],
        [vanity.x1 + 0.001, 0.62, vanity.z1 - 0.1],
      ],
      P.brass,
    ),
  );
  doc.add(
    cam.box(
      { ...vanity, x1: vanity.x1 + 0.03, y0: 0.8, y1: 0.86 },
      {
        front: P.stone,
        side: mix(P.stone, P.stoneDark, 0.2),
        top: mix(P.stone, P.offWhite, 0.5),
      },
    ),
  );
  const bowlC = [R.x0 + 0.3, 0.86, 2.65];
  const [bx, by] = cam.p(bowlC);
  const bs = cam.scale(bowlC[2]);
  doc.add(
    `<path d="M${bx - bs * 0.2} ${by - bs * 0.12}Q${bx - bs * 0.2} ${by} ${bx} ${by}Q${bx + bs * 0.2} ${by} ${bx + bs * 0.2} ${by - bs * 0.12}Z" fill="${P.offWhite}"/>`,
  );
  doc.add(poly(circle3d(cam, [bowlC[0], 0.98, bowlC[2]], 0.2, 'floor', 30), mix(P.offWhite, P.stone, 0.3)));
  doc.add(poly(circle3d(cam, [bowlC[0], 0.981, bowlC[2]], 0.17, 'floor', 30), mix(P.stone, P.stoneDark, 0.3)));
  doc.add(
    cam.box(
      { x0: R.x0, x1: R.x0 + 0.22, y0: 1.1, y1: 1.13, z0: 2.62, z1: 2.68 },
      { front: P.brass, top: P.brassLight, side: P.brass },
    ),
  );
  doc.add(poly(circle3d(cam, [R.x0 + 0.001, 1.65, 2.65], 0.42, 'side', 48), P.brass));
  doc.add(
    poly(
      circle3d(cam, [R.x0 + 0.002, 1.65, 2.65], 0.39, 'side', 48),
      doc.linear(
        [
          [0, mix(P.mist, P.offWhite, 0.4)],
          [1, mix(P.mist, P.stoneDark, 0.3)],
        ],
        { x1: 0, y1: 0, x2: 1, y2: 1 },
      ),
    ),
  );
  doc.add(
    cam.box(
      { x0: R.x0, x1: R.x0 + 0.08, y0: 1.02, y1: 1.04, z0: 3.6, z1: 4.0 },
      { front: P.brass, top: P.brassLight, side: P.brass },
    ),
  );
  doc.add(
    cam.box(
      {
        x0: R.x0 + 0.02,
        x1: R.x0 + 0.07,
        y0: 0.55,
        y1: 1.04,
        z0: 3.62,
        z1: 3.98,
      },
      { front: P.offWhite, side: mix(P.offWhite, P.stone, 0.3) },
    ),
  );
  doc.add(plant(cam, -0.9, 3.95, 0.8, rng(10)));
  for (const z of [1.5, 2.8]) {
    const [x, y] = cam.p([0, R.h, z]);
    doc.add(glow(doc, x, y + 3, cam.scale(z) * 0.3, P.brassLight, 0.5, 0.4));
  }
  doc.add(vignette(doc, 0.32));
  return doc.toString();
}
