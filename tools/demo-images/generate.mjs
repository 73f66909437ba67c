#!/usr/bin/env node
/**
 * Generates the demo illustration images of the fictional "TermoFort" PVC windows company.
 *
 * Every image is built in code as a flat vector SVG string and rendered with sharp into
 * content-service/media/. No external assets are used; the output is deterministic.
 *
 *   node generate.mjs            # all images
 *   node generate.mjs blog win-  # only files whose name contains "blog" or "win-"
 *   OUT_DIR=/tmp/draft node generate.mjs  # write somewhere else (default: content-service/media)
 */
import sharp from "sharp";
import { mkdir, stat } from "node:fs/promises";
import nodePath from "node:path";
import { fileURLToPath } from "node:url";

const HERE = nodePath.dirname(fileURLToPath(import.meta.url));
const OUT = process.env.OUT_DIR
  ? nodePath.resolve(process.env.OUT_DIR)
  : nodePath.resolve(HERE, "../../content-service/media");

// ---------------------------------------------------------------------------------------------
// Palette
// ---------------------------------------------------------------------------------------------
const C = {
  red: "#C42026",
  redD: "#9c1a1f",
  redL: "#e0555a",
  redP: "#f7dcdc",
  navy: "#1f3a5f",
  navyD: "#152a46",
  navyL: "#3e608c",
  navyP: "#dfe7f1",
  ink: "#18222f",
  white: "#ffffff",
  pvc: "#fbfcfd",
  g50: "#f5f7f9",
  g100: "#eef1f4",
  g150: "#e6eaee",
  g200: "#dce2e8",
  g300: "#c6ced7",
  g400: "#9ca7b3",
  g500: "#707d8b",
  g600: "#505c69",
  sky0: "#f3f9fd",
  sky1: "#e4f1fa",
  sky2: "#cfe5f6",
  sky3: "#a9d1ef",
  sky4: "#7fb6e0",
  sky5: "#5b9bd0",
  leaf: "#6aa37a",
  leafD: "#4a8160",
  leafL: "#9dc9a4",
  leafP: "#cfe3d4",
  trunk: "#8d6d55",
  oak: "#e8dccb",
  oakD: "#d7c6ae",
  warm: "#ffe7b8",
  warmD: "#f5c879",
  amber: "#e9b44c",
  skin: "#f0c7a2",
  foam: "#f2dc92",
  brick: "#b8735f",
};
const FONT = "'Liberation Sans', Arial, 'DejaVu Sans', sans-serif";
const SERIF = "'Liberation Serif', 'DejaVu Serif', serif";
const COND = "'DejaVu Sans Condensed', 'Liberation Sans Narrow', 'DejaVu Sans', sans-serif";

// ---------------------------------------------------------------------------------------------
// Small utilities
// ---------------------------------------------------------------------------------------------
const f = (n) => (typeof n === "number" ? Math.round(n * 100) / 100 : n);
const clamp = (v, a, b) => Math.max(a, Math.min(b, v));
function rng(seed = 1) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const A = (o = {}) =>
  Object.entries(o)
    .filter(([, v]) => v !== undefined && v !== null && v !== false)
    .map(([k, v]) => `${k.replace(/[A-Z]/g, (m) => "-" + m.toLowerCase())}="${f(v)}"`)
    .join(" ");

const rect = (x, y, w, h, o = {}) =>
  `<rect x="${f(x)}" y="${f(y)}" width="${f(Math.max(0, w))}" height="${f(Math.max(0, h))}" ${A(o)}/>`;
const circ = (cx, cy, r, o = {}) => `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(Math.max(0, r))}" ${A(o)}/>`;
const ell = (cx, cy, rx, ry, o = {}) => `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" ${A(o)}/>`;
const line = (x1, y1, x2, y2, o = {}) => `<line x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}" ${A(o)}/>`;
const path = (d, o = {}) => `<path d="${d}" ${A(o)}/>`;
const pts = (p) => p.map((q) => `${f(q[0])},${f(q[1])}`).join(" ");
const poly = (p, o = {}) => `<polygon points="${pts(p)}" ${A(o)}/>`;
const pline = (p, o = {}) => `<polyline points="${pts(p)}" ${A({ fill: "none", ...o })}/>`;
const grp = (inner, o = {}) => `<g ${A(o)}>${[inner].flat(Infinity).filter(Boolean).join("")}</g>`;
const text = (x, y, s, o = {}) => `<text x="${f(x)}" y="${f(y)}" ${A(o)}>${s}</text>`;
/** rectangular ring (frame) */
const ring = (x, y, w, h, t, o = {}) =>
  path(
    `M${f(x)} ${f(y)}h${f(w)}v${f(h)}h${f(-w)}z M${f(x + t)} ${f(y + t)}h${f(w - 2 * t)}v${f(h - 2 * t)}h${f(-(w - 2 * t))}z`,
    { fillRule: "evenodd", ...o },
  );

const stopsStr = (stops) =>
  stops
    .map((s, i, a) => {
      const [o, c, op] = Array.isArray(s) ? s : [a.length === 1 ? 0 : i / (a.length - 1), s];
      return `<stop offset="${f(o)}" stop-color="${c}"${op != null ? ` stop-opacity="${op}"` : ""}/>`;
    })
    .join("");

class Scene {
  constructor(w, h) {
    this.w = w;
    this.h = h;
    this.defs = [];
    this.out = [];
    this.n = 0;
    this.blurs = {};
  }
  id(p) {
    return `${p}${++this.n}`;
  }
  add(...a) {
    for (const s of a.flat(Infinity)) if (s) this.out.push(s);
    return this;
  }
  /** linear gradient in bounding-box units; dir = [x1,y1,x2,y2] */
  lin(stops, dir = [0, 0, 0, 1]) {
    const id = this.id("g");
    const [x1, y1, x2, y2] = dir;
    this.defs.push(
      `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopsStr(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }
  rad(stops, cx = 0.5, cy = 0.5, r = 0.5) {
    const id = this.id("r");
    this.defs.push(`<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stopsStr(stops)}</radialGradient>`);
    return `url(#${id})`;
  }
  clip(shape) {
    const id = this.id("c");
    this.defs.push(`<clipPath id="${id}">${shape}</clipPath>`);
    return `url(#${id})`;
  }
  mask(inner) {
    const id = this.id("m");
    this.defs.push(
      `<mask id="${id}" maskUnits="userSpaceOnUse" x="0" y="0" width="${this.w}" height="${this.h}">${inner}</mask>`,
    );
    return `url(#${id})`;
  }
  blur(sd) {
    if (!this.blurs[sd]) {
      const id = this.id("b");
      this.defs.push(
        `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${sd}"/></filter>`,
      );
      this.blurs[sd] = `url(#${id})`;
    }
    return this.blurs[sd];
  }
  /** square line mesh pattern (mosquito net) */
  mesh(step, color, width = 1) {
    const id = this.id("p");
    this.defs.push(
      `<pattern id="${id}" patternUnits="userSpaceOnUse" width="${step}" height="${step}"><path d="M0 ${width / 2}H${step}M${width / 2} 0V${step}" stroke="${color}" stroke-width="${width}" fill="none"/></pattern>`,
    );
    return `url(#${id})`;
  }
  svg() {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${this.w}" height="${this.h}" viewBox="0 0 ${this.w} ${this.h}"><defs>${this.defs.join("")}</defs>${this.out.join("")}</svg>`;
  }
}

// ---------------------------------------------------------------------------------------------
// Nature & outside views (drawn into a rectangle r = {x,y,w,h}; callers clip them)
// ---------------------------------------------------------------------------------------------
function cloud(x, y, s = 1, op = 0.9, fill = "#fff") {
  return grp(
    [
      circ(x + 42 * s, y, 28 * s),
      circ(x + 80 * s, y - 14 * s, 38 * s),
      circ(x + 120 * s, y + 2 * s, 26 * s),
      rect(x + 10 * s, y, 138 * s, 26 * s, { rx: 13 * s }),
    ],
    { fill, opacity: op },
  );
}
function tree(x, gy, s = 1, col = C.leaf, kind = "round") {
  if (kind === "pine") {
    return grp([
      rect(x - 4 * s, gy - 22 * s, 8 * s, 22 * s, { fill: C.trunk }),
      poly(
        [
          [x, gy - 120 * s],
          [x + 34 * s, gy - 18 * s],
          [x - 34 * s, gy - 18 * s],
        ],
        { fill: col },
      ),
    ]);
  }
  if (kind === "tall") {
    return grp([
      rect(x - 4 * s, gy - 40 * s, 8 * s, 40 * s, { fill: C.trunk }),
      ell(x, gy - 92 * s, 26 * s, 62 * s, { fill: col }),
    ]);
  }
  return grp([
    rect(x - 4.5 * s, gy - 44 * s, 9 * s, 44 * s, { fill: C.trunk }),
    circ(x, gy - 70 * s, 32 * s, { fill: col }),
    circ(x - 20 * s, gy - 52 * s, 22 * s, { fill: col }),
    circ(x + 21 * s, gy - 50 * s, 22 * s, { fill: col }),
  ]);
}
function hills(x, y, w, amp, rnd, n = 4, depth = 400) {
  const seg = w / n;
  let d = `M${f(x)} ${f(y)}`;
  for (let k = 0; k < n; k++) {
    d += ` Q${f(x + (k + 0.5) * seg)} ${f(y - amp * (0.5 + rnd()))} ${f(x + (k + 1) * seg)} ${f(y - amp * 0.25 * rnd())}`;
  }
  return d + ` L${f(x + w)} ${f(y + depth)} L${f(x)} ${f(y + depth)} Z`;
}
function viewSky(S, r, o = {}) {
  const { top = C.sky3, bottom = C.sky0, clouds = 2, seed = 3 } = o;
  const rnd = rng(seed);
  const s = clamp(r.w / 800, 0.35, 1.3);
  const out = [rect(r.x, r.y, r.w, r.h, { fill: S.lin([top, bottom]) })];
  for (let i = 0; i < clouds; i++) {
    out.push(
      cloud(
        r.x + r.w * (0.08 + 0.8 * rnd()) - 60 * s,
        r.y + r.h * (0.14 + 0.28 * rnd()),
        s * (0.7 + 0.5 * rnd()),
        0.85,
      ),
    );
  }
  return out;
}
function viewGreen(S, r, o = {}) {
  const rnd = rng((o.seed ?? 7) + 11);
  const s = clamp(r.w / 800, 0.4, 1.3) * (o.scale ?? 1);
  const gy = r.y + r.h * (o.horizon ?? 0.7);
  const out = viewSky(S, r, { clouds: o.clouds ?? 2, seed: o.seed, top: o.top, bottom: o.bottom });
  if (o.sun) {
    const sx = r.x + r.w * 0.8,
      sy = r.y + r.h * 0.2;
    out.push(circ(sx, sy, 80 * s, { fill: "#fff7d6", opacity: 0.45 }), circ(sx, sy, 44 * s, { fill: "#fff1c2" }));
  }
  out.push(path(hills(r.x, gy - 10 * s, r.w, 60 * s, rnd, 3), { fill: "#d4e6da" }));
  out.push(path(hills(r.x, gy, r.w, 34 * s, rnd, 5), { fill: "#bcd9c3" }));
  for (let x = r.x - 20 * s; x < r.x + r.w + 40 * s; x += (46 + 70 * rnd()) * s) {
    const k = rnd();
    out.push(
      tree(
        x,
        gy + 8 * s,
        (0.6 + 0.7 * rnd()) * s,
        k > 0.6 ? C.leafL : k > 0.25 ? C.leaf : C.leafD,
        k > 0.8 ? "tall" : "round",
      ),
    );
  }
  out.push(rect(r.x, gy, r.w, r.y + r.h - gy, { fill: S.lin(["#abd0a2", "#8fbe8a"]) }));
  if (o.flowers) {
    for (let i = 0; i < 26; i++) {
      const fx = r.x + rnd() * r.w,
        fy = gy + 10 * s + rnd() * (r.y + r.h - gy - 10 * s);
      out.push(circ(fx, fy, (3 + 3 * rnd()) * s, { fill: [C.white, "#ffd36e", C.redL][i % 3] }));
    }
  }
  return out;
}
function viewCity(S, r, o = {}) {
  const rnd = rng((o.seed ?? 5) + 3);
  const s = clamp(r.w / 800, 0.4, 1.3);
  const out = viewSky(S, r, { clouds: o.clouds ?? 2, seed: o.seed, top: o.top, bottom: o.bottom });
  const layers = [
    { fill: "#d6e4f0", hmin: 0.25, hmax: 0.55, win: null },
    { fill: "#bacde0", hmin: 0.12, hmax: 0.38, win: "#dbe7f2" },
  ];
  for (const L of layers) {
    for (let x = r.x - 10; x < r.x + r.w;) {
      const bw = (60 + 90 * rnd()) * s,
        bh = r.h * (L.hmin + (L.hmax - L.hmin) * rnd());
      out.push(rect(x, r.y + r.h - bh, bw - 6 * s, bh + 2, { fill: L.fill }));
      if (L.win) {
        for (let wy = r.y + r.h - bh + 12 * s; wy < r.y + r.h - 8 * s; wy += 18 * s) {
          for (let wx = x + 10 * s; wx < x + bw - 20 * s; wx += 16 * s)
            out.push(rect(wx, wy, 7 * s, 9 * s, { fill: L.win }));
        }
      }
      x += bw;
    }
  }
  return out;
}
function viewEvening(S, r, o = {}) {
  const rnd = rng((o.seed ?? 9) + 1);
  const s = clamp(r.w / 800, 0.4, 1.3);
  const out = [
    rect(r.x, r.y, r.w, r.h, {
      fill: S.lin([
        [0, "#29476f"],
        [0.45, "#6a7fa6"],
        [0.78, "#e8a57f"],
        [1, "#f7d0a0"],
      ]),
    }),
  ];
  out.push(circ(r.x + r.w * 0.32, r.y + r.h * 0.78, 48 * s, { fill: "#ffdca6", opacity: 0.9 }));
  for (let x = r.x - 10; x < r.x + r.w;) {
    const bw = (50 + 80 * rnd()) * s,
      bh = r.h * (0.12 + 0.3 * rnd());
    out.push(rect(x, r.y + r.h - bh, bw - 5 * s, bh + 2, { fill: "#34496b" }));
    for (let wy = r.y + r.h - bh + 12 * s; wy < r.y + r.h - 6 * s; wy += 17 * s) {
      for (let wx = x + 9 * s; wx < x + bw - 18 * s; wx += 15 * s)
        if (rnd() > 0.55) out.push(rect(wx, wy, 6 * s, 8 * s, { fill: "#ffd88f" }));
    }
    x += bw;
  }
  return out;
}
function snow(S, n, seed = 1, area = { x: 0, y: 0, w: S.w, h: S.h }) {
  const rnd = rng(seed);
  const out = [];
  for (let i = 0; i < n; i++) {
    out.push(
      circ(area.x + rnd() * area.w, area.y + rnd() * area.h, 1.5 + rnd() * 3.5, {
        fill: "#fff",
        opacity: 0.55 + 0.45 * rnd(),
      }),
    );
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Windows, doors and interior furniture
// ---------------------------------------------------------------------------------------------
function glassFx(g, o = {}) {
  const { tint = C.sky2, tintOp = 0.14, refl = 0.17 } = o;
  const { x, y, w, h } = g;
  return [
    rect(x, y, w, h, { fill: tint, opacity: tintOp }),
    poly(
      [
        [x + w * 0.5, y],
        [x + w * 0.7, y],
        [x + w * 0.22, y + h],
        [x + w * 0.02, y + h],
      ],
      { fill: "#fff", opacity: refl },
    ),
    poly(
      [
        [x + w * 0.76, y],
        [x + w * 0.83, y],
        [x + w * 0.35, y + h],
        [x + w * 0.28, y + h],
      ],
      { fill: "#fff", opacity: refl * 0.75 },
    ),
  ];
}
function handle(cx, cy, s = 1, o = {}) {
  const col = o.color ?? C.pvc,
    edge = o.edge ?? C.g400;
  const st = { fill: col, stroke: edge, strokeWidth: Math.max(0.8, s * 0.35) };
  const parts = [
    rect(cx - 5 * s + 1.2 * s, cy - 15 * s + 2 * s, 10 * s, 48 * s, { fill: C.ink, opacity: 0.1, rx: 4 * s }),
    rect(cx - 5 * s, cy - 15 * s, 10 * s, 30 * s, { rx: 4 * s, ...st }),
    rect(cx - 3.6 * s, cy - 2 * s, 7.2 * s, 36 * s, { rx: 3.6 * s, ...st }),
    circ(cx, cy, 3.8 * s, st),
  ];
  return o.dir === "left" ? grp(parts, { transform: `rotate(90 ${f(cx)} ${f(cy)})` }) : grp(parts);
}
function openMarks(g, t) {
  const { x, y, w, h } = g;
  const st = { stroke: C.g400, strokeWidth: 1.4, strokeDasharray: "7 6", opacity: 0.75, fill: "none" };
  const out = [];
  if (t === "tt" || t === "turnL")
    out.push(
      pline(
        [
          [x, y],
          [x + w, y + h / 2],
          [x, y + h],
        ],
        st,
      ),
    );
  if (t === "ttR" || t === "turnR")
    out.push(
      pline(
        [
          [x + w, y],
          [x, y + h / 2],
          [x + w, y + h],
        ],
        st,
      ),
    );
  if (t === "tt" || t === "ttR" || t === "tilt")
    out.push(
      pline(
        [
          [x, y + h],
          [x + w / 2, y],
          [x + w, y + h],
        ],
        st,
      ),
    );
  return out;
}
/** build sash/fixed panes in a rectangular area (columns separated by mullions) */
function panesIn(area, cols, mw) {
  const list = cols.map((c) => (typeof c === "string" ? { t: c, r: 1 } : c));
  const tot = list.reduce((a, c) => a + c.r, 0);
  const avail = area.w - mw * (list.length - 1);
  const panes = [],
    bars = [];
  let x = area.x;
  list.forEach((c, i) => {
    const pw = (avail * c.r) / tot;
    panes.push({ x, y: area.y, w: pw, h: area.h, t: c.t });
    x += pw;
    if (i < list.length - 1) {
      bars.push([x, area.y, mw, area.h]);
      x += mw;
    }
  });
  return { panes, bars };
}
function drawPanes(panes, cfg) {
  const { sw, frame, edge, marks, handles = true, glass } = cfg;
  const under = [],
    over = [];
  for (const p of panes) {
    const ins = p.t === "fixed" ? 4 : sw;
    p.g = { x: p.x + ins, y: p.y + ins, w: p.w - 2 * ins, h: p.h - 2 * ins };
    under.push(glassFx(p.g, glass));
    if (p.t === "fixed") {
      over.push(rect(p.g.x - 2, p.g.y - 2, p.g.w + 4, p.g.h + 4, { fill: "none", stroke: frame, strokeWidth: 4 }));
      over.push(rect(p.g.x, p.g.y, p.g.w, p.g.h, { fill: "none", stroke: edge, strokeWidth: 1.2 }));
      continue;
    }
    over.push(ring(p.x - 1, p.y - 1, p.w + 2, p.h + 2, sw + 1, { fill: frame, stroke: edge, strokeWidth: 1.2 }));
    over.push(rect(p.g.x, p.g.y, p.g.w, p.g.h, { fill: "none", stroke: edge, strokeWidth: 1.2, opacity: 0.8 }));
    if (marks) over.push(openMarks(p.g, p.t));
    if (handles) {
      const s = clamp(sw / 11, 0.6, 2.4);
      const hc = { color: cfg.handleColor ?? C.pvc, edge: cfg.handleEdge ?? C.g400 };
      if (p.t === "tt" || p.t === "turnL") over.push(handle(p.x + p.w - sw / 2, p.y + p.h / 2 - 14 * s, s, hc));
      else if (p.t === "ttR" || p.t === "turnR") over.push(handle(p.x + sw / 2, p.y + p.h / 2 - 14 * s, s, hc));
      else if (p.t === "tilt") over.push(handle(p.x + p.w / 2 + 14 * s, p.y + sw / 2, s, { ...hc, dir: "left" }));
    }
  }
  return { under, over };
}
/**
 * Rectangular PVC window. o.cols: pane types ('tt','ttR','turnL','turnR','tilt','fixed' or {t,r});
 * o.transom: height of a fixed top light; o.bottom: height of a fixed bottom light.
 */
function win(S, x, y, w, h, o = {}) {
  const fw = o.fw ?? Math.round(clamp(Math.min(w, h) * 0.05, 9, 26));
  const sw = o.sw ?? Math.round(fw * 0.9);
  const mw = o.mw ?? Math.round(fw * 1.05);
  const frame = o.frame ?? C.pvc,
    edge = o.edge ?? C.g300;
  const view = o.view ?? ((S2, r) => viewSky(S2, r));
  const out = [];
  if (o.shadow !== false)
    out.push(rect(x + 6, y + 12, w, h, { fill: C.ink, opacity: o.shadowOp ?? 0.16, filter: S.blur(12) }));
  const inner = { x: x + fw, y: y + fw, w: w - 2 * fw, h: h - 2 * fw };
  out.push(grp(view(S, inner), { clipPath: S.clip(rect(inner.x, inner.y, inner.w, inner.h)) }));
  if (o.inside) out.push(o.inside(inner));
  const panes = [],
    bars = [];
  let area = { ...inner };
  if (o.transom) {
    panes.push({ x: area.x, y: area.y, w: area.w, h: o.transom, t: "fixed" });
    bars.push([area.x, area.y + o.transom, area.w, mw]);
    area = { ...area, y: area.y + o.transom + mw, h: area.h - o.transom - mw };
  }
  if (o.bottom) {
    const bcols = o.bottomCols ?? 1;
    const b = panesIn(
      { x: area.x, y: area.y + area.h - o.bottom, w: area.w, h: o.bottom },
      Array(bcols).fill("fixed"),
      mw,
    );
    panes.push(...b.panes);
    bars.push(...b.bars, [area.x, area.y + area.h - o.bottom - mw, area.w, mw]);
    area = { ...area, h: area.h - o.bottom - mw };
  }
  const m = panesIn(area, o.cols ?? ["tt"], mw);
  panes.push(...m.panes);
  bars.push(...m.bars);
  const d = drawPanes(panes, {
    sw,
    frame,
    edge,
    marks: o.marks,
    handles: o.handles,
    glass: o.glass,
    handleColor: o.handleColor,
    handleEdge: o.handleEdge,
  });
  out.push(d.under);
  out.push(ring(x, y, w, h, fw, { fill: frame, stroke: edge, strokeWidth: 1.2 }));
  out.push(rect(inner.x, inner.y, inner.w, inner.h, { fill: "none", stroke: edge, strokeWidth: 1.5 }));
  for (const b of bars) out.push(rect(...b, { fill: frame, stroke: edge, strokeWidth: 1.2 }));
  out.push(d.over);
  return grp(out);
}
/** Window with a semicircular fanlight on top. */
function archWin(S, x, y, w, h, o = {}) {
  const fw = o.fw ?? Math.round(clamp(w * 0.05, 10, 24));
  const sw = Math.round(fw * 0.9),
    mw = Math.round(fw * 1.05);
  const frame = o.frame ?? C.pvc,
    edge = o.edge ?? C.g300;
  const R = w / 2,
    cx = x + R,
    cy = y + R,
    ri = R - fw;
  const outerD = `M${f(x)} ${f(y + h)}V${f(cy)}A${f(R)} ${f(R)} 0 0 1 ${f(x + w)} ${f(cy)}V${f(y + h)}Z`;
  const innerD = `M${f(x + fw)} ${f(y + h - fw)}V${f(cy)}A${f(ri)} ${f(ri)} 0 0 1 ${f(x + w - fw)} ${f(cy)}V${f(y + h - fw)}Z`;
  const out = [];
  out.push(path(outerD, { fill: C.ink, opacity: 0.16, filter: S.blur(12), transform: "translate(6 12)" }));
  const view = o.view ?? ((S2, r) => viewSky(S2, r));
  const clipInner = S.clip(path(innerD));
  out.push(grp(view(S, { x: x + fw, y: y + fw, w: w - 2 * fw, h: h - 2 * fw }), { clipPath: clipInner }));
  // fanlight glass
  const fanD = `M${f(x + fw)} ${f(cy)}A${f(ri)} ${f(ri)} 0 0 1 ${f(x + w - fw)} ${f(cy)}Z`;
  out.push(grp(glassFx({ x: x + fw, y: y + fw, w: w - 2 * fw, h: ri }), { clipPath: S.clip(path(fanD)) }));
  const area = { x: x + fw, y: cy + mw, w: w - 2 * fw, h: y + h - fw - cy - mw };
  const m = panesIn(area, o.cols ?? ["tt", "ttR"], mw);
  const d = drawPanes(m.panes, { sw, frame, edge, marks: o.marks, glass: o.glass });
  out.push(d.under);
  // fan bars
  const fan = [];
  for (const a of [45, 90, 135]) {
    const rad = (a * Math.PI) / 180;
    const ex = cx - Math.cos(rad) * ri,
      ey = cy - Math.sin(rad) * ri;
    fan.push(
      line(cx, cy, ex, ey, { stroke: edge, strokeWidth: mw * 0.62 + 2.4 }),
      line(cx, cy, ex, ey, { stroke: frame, strokeWidth: mw * 0.62 }),
    );
  }
  out.push(grp(fan, { clipPath: S.clip(path(fanD)) }));
  out.push(circ(cx, cy, ri * 0.26, { fill: frame, stroke: edge, strokeWidth: 1.2 }));
  out.push(rect(area.x - 1, cy - 1, area.w + 2, mw + 2, { fill: frame, stroke: edge, strokeWidth: 1.2 }));
  out.push(path(outerD + " " + innerD, { fill: frame, stroke: edge, strokeWidth: 1.2, fillRule: "evenodd" }));
  for (const b of m.bars) out.push(rect(...b, { fill: frame, stroke: edge, strokeWidth: 1.2 }));
  out.push(d.over);
  return grp(out);
}
/** Door: style 'entrance' (solid leaf, glass strip), 'balcony' (glass top, panel bottom) */
function door(S, x, y, w, h, o = {}) {
  const { style = "entrance", frame = C.pvc, edge = C.g300, hinge = "left" } = o;
  const leafCol = o.leaf ?? frame;
  const fw = o.fw ?? 14,
    sw = o.sw ?? 18;
  const out = [];
  if (o.shadow !== false) out.push(rect(x + 6, y + 12, w, h - 12, { fill: C.ink, opacity: 0.16, filter: S.blur(12) }));
  const lx = x + fw,
    ly = y + fw,
    lw = w - 2 * fw,
    lh = h - fw - 6;
  const handleX = hinge === "left" ? lx + lw - sw / 2 : lx + sw / 2;
  if (style === "balcony") {
    const gh = lh * 0.62;
    const gl = { x: lx + sw, y: ly + sw, w: lw - 2 * sw, h: gh - sw };
    const view = o.view ?? ((S2, r) => viewSky(S2, r));
    out.push(grp(view(S, o.viewRect ?? gl), { clipPath: S.clip(rect(gl.x, gl.y, gl.w, gl.h)) }));
    out.push(glassFx(gl, o.glass));
    out.push(ring(lx, ly, lw, gh + sw, sw, { fill: leafCol, stroke: edge, strokeWidth: 1.2 }));
    out.push(rect(lx, ly + gh, lw, lh - gh, { fill: leafCol, stroke: edge, strokeWidth: 1.2 }));
    out.push(
      rect(lx + sw + 10, ly + gh + sw + 12, lw - 2 * sw - 20, lh - gh - 2 * sw - 24, {
        fill: "none",
        stroke: edge,
        strokeWidth: 1.5,
        rx: 3,
      }),
    );
    if (o.marks) out.push(openMarks(gl, hinge === "left" ? "tt" : "ttR"));
    out.push(handle(handleX, ly + lh * 0.5, clamp(sw / 11, 1, 2), { color: C.pvc, edge: C.g400 }));
  } else {
    out.push(rect(lx, ly, lw, lh, { fill: leafCol, stroke: edge, strokeWidth: 1.2 }));
    const gx = hinge === "left" ? lx + lw * 0.22 : lx + lw * 0.62;
    const gl = { x: gx, y: ly + lh * 0.1, w: lw * 0.16, h: lh * 0.72 };
    out.push(rect(gl.x - 4, gl.y - 4, gl.w + 8, gl.h + 8, { fill: o.trim ?? C.g300 }));
    out.push(rect(gl.x, gl.y, gl.w, gl.h, { fill: S.lin(["#e9f1f8", "#c9dbea"]) }));
    out.push(glassFx(gl, { refl: 0.35 }));
    // grooves
    for (let i = 1; i <= 4; i++) {
      const yy = ly + (lh * i) / 5;
      const x0 = hinge === "left" ? gl.x + gl.w + 14 : lx + 16;
      const x1 = hinge === "left" ? lx + lw - 16 : gl.x - 14;
      out.push(line(x0, yy, x1, yy, { stroke: o.groove ?? C.navyD, strokeWidth: 3, opacity: 0.55 }));
      out.push(line(x0, yy + 3, x1, yy + 3, { stroke: "#fff", strokeWidth: 1.5, opacity: 0.15 }));
    }
    const hx = hinge === "left" ? lx + lw - 22 : lx + 22;
    out.push(rect(hx - 5 + 3, ly + lh * 0.28 + 4, 10, lh * 0.42, { rx: 5, fill: C.ink, opacity: 0.25 }));
    out.push(rect(hx - 5, ly + lh * 0.28, 10, lh * 0.42, { rx: 5, fill: S.lin(["#f4f6f8", "#aeb8c3"], [0, 0, 1, 0]) }));
  }
  out.push(
    path(
      `M${f(x)} ${f(y + h)}V${f(y)}H${f(x + w)}V${f(y + h)}H${f(x + w - fw)}V${f(y + fw)}H${f(x + fw)}V${f(y + h)}Z`,
      { fill: frame, stroke: edge, strokeWidth: 1.2 },
    ),
  );
  out.push(rect(x - 4, y + h - 6, w + 8, 6, { fill: C.g400 }));
  return grp(out);
}
function opening(x, y, w, h, d, o = {}) {
  const t = o.top ?? "#d9dfe6",
    l = o.left ?? "#eceff3",
    r = o.right ?? "#e2e7ec";
  // the left reveal may run deeper than the right one (door + window block)
  const hl = o.hLeft ?? h;
  return grp([
    poly(
      [
        [x - d, y - d],
        [x + w + d, y - d],
        [x + w, y],
        [x, y],
      ],
      { fill: t },
    ),
    poly(
      [
        [x - d, y - d],
        [x, y],
        [x, y + hl],
        [x - d, y + hl],
      ],
      { fill: l },
    ),
    poly(
      [
        [x + w + d, y - d],
        [x + w, y],
        [x + w, y + h],
        [x + w + d, y + h],
      ],
      { fill: r },
    ),
    path(`M${x - d} ${y + hl}V${y - d}H${x + w + d}V${y + h}H${x - d}Z`, {
      fill: "none",
      stroke: "#d2d9e0",
      strokeWidth: 1.2,
    }),
  ]);
}
function sill(S, x, y, w, o = {}) {
  const depth = o.depth ?? 20,
    thick = o.thick ?? 12;
  return grp([
    rect(x + 6, y + depth + thick, w - 12, 16, { fill: C.ink, opacity: 0.12, filter: S.blur(6) }),
    rect(x, y, w, depth, { fill: o.top ?? "#fdfdfe" }),
    rect(x, y + depth, w, thick, { fill: o.front ?? "#e6eaef", rx: 2 }),
    line(x, y + depth, x + w, y + depth, { stroke: C.g300, strokeWidth: 1 }),
  ]);
}
function pot(x, gy, s, col) {
  return grp([
    poly(
      [
        [x - 34 * s, gy - 58 * s],
        [x + 34 * s, gy - 58 * s],
        [x + 25 * s, gy],
        [x - 25 * s, gy],
      ],
      { fill: col },
    ),
    rect(x - 37 * s, gy - 66 * s, 74 * s, 12 * s, { rx: 3 * s, fill: col }),
    rect(x - 37 * s, gy - 54 * s, 74 * s, 4 * s, { fill: C.ink, opacity: 0.12 }),
  ]);
}
function plant(x, gy, s = 1, o = {}) {
  const kind = o.kind ?? "leafy",
    potCol = o.pot ?? C.red;
  const top = gy - 62 * s;
  const out = [];
  if (kind === "snake") {
    const L = [
      [-22, 150, -8],
      [-6, 200, 2],
      [10, 175, 10],
      [24, 130, 16],
      [2, 120, -4],
    ];
    L.forEach(([dx, hh, lean], i) => {
      const bx = x + dx * s,
        H = hh * s,
        ww = 11 * s;
      out.push(
        path(
          `M${f(bx - ww)} ${f(top)} Q${f(bx - ww)} ${f(top - H * 0.6)} ${f(bx + lean * s)} ${f(top - H)} Q${f(bx + ww)} ${f(top - H * 0.6)} ${f(bx + ww)} ${f(top)} Z`,
          { fill: i % 2 ? C.leafD : C.leaf },
        ),
      );
    });
  } else if (kind === "round") {
    out.push(line(x, top, x, top - 70 * s, { stroke: C.leafD, strokeWidth: 4 * s }));
    out.push(
      circ(x, top - 92 * s, 54 * s, { fill: C.leaf }),
      circ(x - 22 * s, top - 104 * s, 26 * s, { fill: C.leafL, opacity: 0.7 }),
    );
  } else {
    const n = 9;
    for (let i = 0; i < n; i++) {
      const a = -70 + (140 * i) / (n - 1);
      const L = (70 + 40 * Math.sin(i * 1.7 + 1) ** 2) * s;
      const rad = (a * Math.PI) / 180;
      const cx = x + Math.sin(rad) * L * 0.55,
        cy = top - Math.cos(rad) * L * 0.55;
      out.push(line(x, top, cx, cy, { stroke: C.leafD, strokeWidth: 2.5 * s }));
      out.push(
        ell(cx, cy, 15 * s, L * 0.42, {
          fill: i % 2 ? C.leafD : C.leaf,
          transform: `rotate(${f(a)} ${f(cx)} ${f(cy)})`,
        }),
      );
    }
  }
  out.push(pot(x, gy, s, potCol));
  return grp(out);
}
function roomBase(S, o = {}) {
  const { floorY = 690, wallTop = "#f5f7f9", wallBot = "#e7ebef", floorA = C.oak, floorB = C.oakD } = o;
  S.add(rect(0, 0, S.w, S.h, { fill: S.lin([wallTop, wallBot]) }));
  S.add(rect(0, floorY, S.w, S.h - floorY, { fill: S.lin([floorA, floorB]) }));
  const vx = S.w / 2,
    vy = floorY - 600,
    k = (S.h - vy) / (floorY - vy);
  for (let i = -12; i <= 12; i++) {
    const xt = vx + i * 110;
    S.add(line(xt, floorY, vx + (xt - vx) * k, S.h, { stroke: "#c9b79f", strokeWidth: 1.2, opacity: 0.55 }));
  }
  S.add(
    rect(0, floorY - 14, S.w, 14, { fill: "#fbfcfd" }),
    line(0, floorY - 14, S.w, floorY - 14, { stroke: C.g200, strokeWidth: 1.5 }),
  );
}
function radiator(x, y, w, h) {
  const out = [rect(x, y, w, h, { rx: 6, fill: "#f7f9fb", stroke: C.g300, strokeWidth: 1.2 })];
  for (let xx = x + 14; xx < x + w - 8; xx += 18)
    out.push(line(xx, y + 8, xx, y + h - 8, { stroke: C.g300, strokeWidth: 2 }));
  return grp(out);
}
function curtain(S, x, y, w, h, col, side = "left") {
  const out = [];
  const n = 5,
    fw = w / n;
  const tie = y + h * 0.62;
  const d =
    side === "left"
      ? `M${f(x)} ${f(y)}H${f(x + w)}C${f(x + w)} ${f(y + h * 0.4)} ${f(x + w * 0.45)} ${f(tie - 30)} ${f(x + w * 0.45)} ${f(tie)}C${f(x + w * 0.45)} ${f(tie + 40)} ${f(x + w * 0.9)} ${f(y + h * 0.85)} ${f(x + w)} ${f(y + h)}H${f(x)}Z`
      : `M${f(x + w)} ${f(y)}H${f(x)}C${f(x)} ${f(y + h * 0.4)} ${f(x + w * 0.55)} ${f(tie - 30)} ${f(x + w * 0.55)} ${f(tie)}C${f(x + w * 0.55)} ${f(tie + 40)} ${f(x + w * 0.1)} ${f(y + h * 0.85)} ${f(x)} ${f(y + h)}H${f(x + w)}Z`;
  out.push(path(d, { fill: col }));
  const clipStripes = [];
  for (let i = 0; i < n; i++)
    clipStripes.push(rect(x + i * fw + fw * 0.55, y, fw * 0.25, h, { fill: "#000", opacity: 0.06 }));
  out.push(grp(clipStripes, { clipPath: S.clip(path(d)) }));
  return out;
}
function armchair(x, gy, s = 1, col = C.navy) {
  return grp([
    ell(x + 110 * s, gy, 130 * s, 10 * s, { fill: C.ink, opacity: 0.12 }),
    rect(x + 20 * s, gy - 40 * s, 8 * s, 40 * s, { fill: "#9c7b5e" }),
    rect(x + 192 * s, gy - 40 * s, 8 * s, 40 * s, { fill: "#9c7b5e" }),
    rect(x + 10 * s, gy - 200 * s, 200 * s, 150 * s, { rx: 34 * s, fill: col }),
    rect(x, gy - 120 * s, 220 * s, 80 * s, { rx: 26 * s, fill: col }),
    rect(x + 34 * s, gy - 118 * s, 152 * s, 34 * s, { rx: 14 * s, fill: "#fff", opacity: 0.12 }),
    rect(x - 6 * s, gy - 140 * s, 44 * s, 100 * s, {
      rx: 20 * s,
      fill: col,
      stroke: C.ink,
      strokeOpacity: 0.12,
      strokeWidth: 2,
    }),
    rect(x + 182 * s, gy - 140 * s, 44 * s, 100 * s, {
      rx: 20 * s,
      fill: col,
      stroke: C.ink,
      strokeOpacity: 0.12,
      strokeWidth: 2,
    }),
  ]);
}
function floorLamp(S, x, gy, s = 1, glow = true) {
  const out = [];
  if (glow)
    out.push(
      circ(x, gy - 330 * s, 180 * s, {
        fill: S.rad([
          [0, "#ffe3a6", 0.75],
          [1, "#ffe3a6", 0],
        ]),
      }),
    );
  out.push(ell(x, gy - 3 * s, 34 * s, 7 * s, { fill: C.ink }));
  out.push(line(x, gy, x, gy - 300 * s, { stroke: C.ink, strokeWidth: 5 * s }));
  out.push(
    poly(
      [
        [x - 34 * s, gy - 300 * s],
        [x + 34 * s, gy - 300 * s],
        [x + 22 * s, gy - 370 * s],
        [x - 22 * s, gy - 370 * s],
      ],
      { fill: "#fff2d4" },
    ),
  );
  return grp(out);
}
function cup(x, gy, s = 1, col = C.white) {
  return grp([
    path(
      `M${f(x - 14 * s)} ${f(gy - 30 * s)}h${f(28 * s)}l-3 ${f(28 * s)}a4 4 0 0 1 -4 2h${f(-14 * s)}a4 4 0 0 1 -4 -2z`,
      { fill: col, stroke: C.g300, strokeWidth: 1 },
    ),
    path(`M${f(x + 13 * s)} ${f(gy - 24 * s)}a${f(8 * s)} ${f(8 * s)} 0 0 1 0 ${f(14 * s)}`, {
      fill: "none",
      stroke: C.g300,
      strokeWidth: 3 * s,
    }),
  ]);
}
function books(x, gy, s = 1) {
  return grp([
    rect(x, gy - 14 * s, 90 * s, 14 * s, { rx: 2, fill: C.navy }),
    rect(x + 6 * s, gy - 27 * s, 80 * s, 13 * s, { rx: 2, fill: C.g300 }),
    rect(x + 2 * s, gy - 38 * s, 76 * s, 11 * s, { rx: 2, fill: C.red }),
  ]);
}

// ---------------------------------------------------------------------------------------------
// Buildings
// ---------------------------------------------------------------------------------------------
/** modern two-storey house in local coordinates: ground at y=0, x in [0, 760] */
function modernHouse(S) {
  const out = [];
  const wall = "#f7f8fa",
    dark = "#3b4654";
  out.push(ell(380, 4, 430, 16, { fill: C.ink, opacity: 0.1, filter: S.blur(6) }));
  // right wooden block (lower)
  out.push(rect(470, -250, 290, 250, { fill: "#d9bf9c" }));
  for (let x = 482; x < 760; x += 16) out.push(line(x, -250, x, 0, { stroke: "#c6a67f", strokeWidth: 2 }));
  out.push(rect(460, -262, 310, 14, { fill: dark }));
  // lower main block
  out.push(rect(40, -250, 440, 250, { fill: wall }));
  // upper block (cantilever)
  out.push(rect(0, -520, 560, 270, { fill: wall }));
  out.push(rect(0, -250, 560, 8, { fill: C.g200 }));
  out.push(rect(-14, -534, 588, 16, { fill: dark }));
  const green = (S2, r) => viewSky(S2, r, { clouds: 1, seed: 12, top: "#b9daf2", bottom: "#eef6fc" });
  out.push(
    win(S, 50, -470, 440, 180, {
      cols: ["tt", "fixed", "fixed", "ttR"],
      frame: dark,
      edge: "#2c353f",
      view: green,
      fw: 10,
      sw: 9,
      shadowOp: 0.1,
      handleColor: "#d7dde3",
      handleEdge: "#7d8894",
    }),
  );
  // lower: sliding glazing + door
  out.push(
    win(S, 70, -215, 270, 200, {
      cols: ["fixed", "turnL"],
      frame: dark,
      edge: "#2c353f",
      view: green,
      fw: 10,
      sw: 9,
      shadowOp: 0.1,
      handleColor: "#d7dde3",
      handleEdge: "#7d8894",
    }),
  );
  out.push(
    door(S, 370, -215, 90, 215, {
      style: "entrance",
      frame: dark,
      edge: "#2c353f",
      leaf: C.red,
      groove: C.redD,
      fw: 7,
      trim: "#7d8894",
      shadow: false,
    }),
  );
  out.push(
    win(S, 530, -190, 170, 120, {
      cols: ["tt"],
      frame: dark,
      edge: "#2c353f",
      view: green,
      fw: 9,
      sw: 8,
      shadowOp: 0.1,
      handleColor: "#d7dde3",
      handleEdge: "#7d8894",
    }),
  );
  // steps
  out.push(rect(350, -6, 130, 6, { fill: C.g300 }));
  return out;
}
/** Balcony (exterior view). kind: 'warm' | 'cold' | 'french' */
function balcony(S, x, top, w, o = {}) {
  const kind = o.kind ?? "warm";
  const glazH = o.glazH ?? 230,
    paraH = o.paraH ?? 170,
    slab = 24;
  const out = [];
  const bottom = top + glazH + paraH;
  const interior = o.interior ?? (kind === "cold" ? "cool" : "warm");
  const inside = (S2, r) => {
    const res = [];
    if (interior === "warm") {
      res.push(rect(r.x, r.y, r.w, r.h, { fill: S2.lin(["#fbe6c0", "#f2cf94"]) }));
      res.push(rect(r.x, r.y, r.w, r.h * 0.08, { fill: "#e9c486", opacity: 0.6 }));
      // lamp & plant silhouettes
      res.push(line(r.x + r.w * 0.3, r.y, r.x + r.w * 0.3, r.y + r.h * 0.25, { stroke: "#b98e55", strokeWidth: 2 }));
      res.push(path(`M${f(r.x + r.w * 0.3 - 26)} ${f(r.y + r.h * 0.25 + 22)}a26 24 0 0 1 52 0z`, { fill: "#fff5da" }));
      res.push(circ(r.x + r.w * 0.3, r.y + r.h * 0.25 + 30, 40, { fill: "#fff6de", opacity: 0.5 }));
      for (let i = 0; i < 6; i++)
        res.push(
          ell(r.x + r.w * 0.78 + (i - 3) * 14, r.y + r.h * 0.55 - (i % 3) * 18, 12, 34, {
            fill: "#b8a173",
            transform: `rotate(${(i - 2.5) * 18} ${f(r.x + r.w * 0.78 + (i - 3) * 14)} ${f(r.y + r.h * 0.55)})`,
            opacity: 0.7,
          }),
        );
      res.push(rect(r.x + r.w * 0.55, r.y + r.h * 0.6, r.w * 0.16, r.h * 0.4, { fill: "#e2b978", opacity: 0.8 }));
    } else if (interior === "room") {
      res.push(rect(r.x, r.y, r.w, r.h, { fill: S2.lin(["#f4ece2", "#e8dccb"]) }));
      res.push(rect(r.x, r.y + r.h * 0.84, r.w, r.h * 0.16, { fill: "#d3bf9f" }));
      res.push(rect(r.x + r.w * 0.08, r.y + r.h * 0.18, r.w * 0.2, r.h * 0.28, { fill: "#cfdbe6" }));
      res.push(armchair(r.x + r.w * 0.52, r.y + r.h * 0.9, r.h / 520, C.navyL));
      res.push(plant(r.x + r.w * 0.2, r.y + r.h * 0.9, r.h / 420, { pot: C.red, kind: "snake" }));
      res.push(floorLamp(S2, r.x + r.w * 0.88, r.y + r.h * 0.9, r.h / 560, true));
    } else {
      res.push(rect(r.x, r.y, r.w, r.h, { fill: S2.lin(["#dbe3ea", "#c5d0da"]) }));
      res.push(rect(r.x + r.w * 0.62, r.y + r.h * 0.45, r.w * 0.12, r.h * 0.55, { fill: "#b6c2cd" }));
      res.push(rect(r.x + r.w * 0.76, r.y + r.h * 0.62, r.w * 0.14, r.h * 0.38, { fill: "#aab7c3" }));
      for (let i = 0; i < 5; i++)
        res.push(
          line(r.x + r.w * 0.08, r.y + r.h * (0.22 + i * 0.07), r.x + r.w * 0.42, r.y + r.h * (0.22 + i * 0.07), {
            stroke: "#a8b5c1",
            strokeWidth: 2,
          }),
        );
    }
    return res;
  };
  out.push(rect(x + 10, top + 16, w, bottom - top, { fill: C.ink, opacity: 0.18, filter: S.blur(14) }));
  if (kind === "french") {
    const H = glazH + paraH;
    out.push(
      win(S, x, top, w, H, {
        cols: o.cols ?? ["fixed", "tt", "ttR", "fixed"],
        bottom: H * 0.22,
        bottomCols: (o.cols ?? [1, 2, 3, 4]).length,
        view: inside,
        fw: 14,
        sw: 12,
        shadow: false,
        glass: { tint: "#ffffff", tintOp: 0.1, refl: 0.22 },
      }),
    );
    // glass railing with handrail
    const ry = top + H - H * 0.34;
    out.push(
      rect(x - 6, ry, w + 12, H * 0.34, { fill: "#d7e8f5", opacity: 0.35, stroke: "#b7c9d8", strokeWidth: 1.5 }),
    );
    out.push(rect(x - 10, ry - 8, w + 20, 10, { rx: 5, fill: C.navy }));
    for (const px of [x - 4, x + w / 2 - 3, x + w - 2]) out.push(rect(px, ry, 6, H * 0.34, { fill: C.navy }));
  } else if (kind === "warm") {
    out.push(
      win(S, x, top, w, glazH, {
        cols: o.cols ?? ["fixed", "tt", "fixed", "ttR", "fixed"],
        view: inside,
        fw: 13,
        sw: 11,
        shadow: false,
        glass: { tint: "#ffffff", tintOp: 0.08, refl: 0.22 },
      }),
    );
    // insulated parapet clad with panels
    out.push(rect(x, top + glazH, w, paraH, { fill: "#f4f6f8" }));
    for (let yy = top + glazH + 28; yy < bottom - 4; yy += 28)
      out.push(line(x, yy, x + w, yy, { stroke: C.g200, strokeWidth: 2 }));
    out.push(rect(x - 6, top + glazH - 2, w + 12, 10, { fill: C.g300 }));
  } else {
    // cold aluminium sliding glazing
    const fw = 8;
    out.push(rect(x, top, w, glazH, { fill: "#b9c3cd" }));
    const inner = { x: x + fw, y: top + fw, w: w - 2 * fw, h: glazH - 2 * fw };
    out.push(grp(inside(S, inner), { clipPath: S.clip(rect(inner.x, inner.y, inner.w, inner.h)) }));
    const n = o.panes ?? 6,
      pw = inner.w / n + 10;
    for (let i = 0; i < n; i++) {
      const px = inner.x + i * ((inner.w - pw) / (n - 1));
      const back = i % 2 === 0;
      const g = { x: px + 6, y: inner.y + 6, w: pw - 12, h: inner.h - 12 };
      out.push(glassFx(g, { tint: "#9fc3de", tintOp: back ? 0.22 : 0.14, refl: 0.2 }));
      out.push(
        ring(px, inner.y, pw, inner.h, 6, { fill: back ? "#aeb8c3" : "#cfd6dd", stroke: "#8693a0", strokeWidth: 1 }),
      );
    }
    out.push(ring(x, top, w, glazH, fw, { fill: "#c3cbd3", stroke: "#8693a0", strokeWidth: 1.2 }));
    // metal parapet with profiled sheet
    out.push(rect(x, top + glazH, w, paraH, { fill: "#c9d1d9" }));
    for (let xx = x + 8; xx < x + w; xx += 22) out.push(rect(xx, top + glazH, 9, paraH, { fill: "#b4bec8" }));
    out.push(rect(x - 4, top + glazH - 2, w + 8, 8, { fill: "#9aa5b1" }));
  }
  // slabs
  out.push(rect(x - 20, top - slab, w + 40, slab, { fill: o.slabCol ?? "#d3d9df" }));
  out.push(rect(x - 20, bottom, w + 40, slab, { fill: o.slabCol ?? "#d3d9df" }));
  out.push(rect(x - 20, bottom + slab - 5, w + 40, 5, { fill: C.ink, opacity: 0.08 }));
  return grp(out);
}
function facadeWall(S, x, y, w, h, col = "#e9ecef", seam = "#dde2e7", step = 120) {
  const out = [rect(x, y, w, h, { fill: col })];
  for (let yy = y + step; yy < y + h; yy += step) out.push(line(x, yy, x + w, yy, { stroke: seam, strokeWidth: 2 }));
  for (let xx = x + step * 1.5; xx < x + w; xx += step * 1.5)
    out.push(line(xx, y, xx, y + h, { stroke: seam, strokeWidth: 1.5 }));
  return grp(out);
}

// ---------------------------------------------------------------------------------------------
// Isometric helpers (insulation)
// ---------------------------------------------------------------------------------------------
const isoP =
  (ox, oy, s = 1) =>
  (x, y, z) => [ox + (x - y) * 0.866 * s, oy + (x + y) * 0.5 * s - z * s];
function isoBox(P, x, y, z, dx, dy, dz, c) {
  const q = (a) => a.map((p) => P(...p));
  const st = { stroke: c.stroke ?? "none", strokeWidth: c.sw ?? 1, strokeLinejoin: "round" };
  return [
    poly(
      q([
        [x, y + dy, z],
        [x + dx, y + dy, z],
        [x + dx, y + dy, z + dz],
        [x, y + dy, z + dz],
      ]),
      { fill: c.left, ...st },
    ),
    poly(
      q([
        [x + dx, y, z],
        [x + dx, y + dy, z],
        [x + dx, y + dy, z + dz],
        [x + dx, y, z + dz],
      ]),
      { fill: c.right, ...st },
    ),
    poly(
      q([
        [x, y, z + dz],
        [x + dx, y, z + dz],
        [x + dx, y + dy, z + dz],
        [x, y + dy, z + dz],
      ]),
      { fill: c.top, ...st },
    ),
  ];
}
function isoShadow(S, P, x, y, z, dx, dy, op = 0.18) {
  const q = [
    [x, y, z],
    [x + dx, y, z],
    [x + dx, y + dy, z],
    [x, y + dy, z],
  ].map((p) => P(...p));
  return poly(
    q.map(([a, b]) => [a + 10, b + 14]),
    { fill: C.ink, opacity: op, filter: S.blur(14) },
  );
}
/** dots on the three visible faces of a box */
function isoDots(P, x, y, z, dx, dy, dz, n, rnd, fill, rmax = 2.2) {
  const out = [];
  for (let i = 0; i < n; i++) {
    const face = rnd();
    let p;
    if (face < 0.4) p = P(x + rnd() * dx, y + rnd() * dy, z + dz);
    else if (face < 0.75) p = P(x + rnd() * dx, y + dy, z + rnd() * dz);
    else p = P(x + dx, y + rnd() * dy, z + rnd() * dz);
    out.push(circ(p[0], p[1], 0.8 + rnd() * rmax, { fill }));
  }
  return out;
}
function sandwichPanel(S, P, x, y, z, dx, dy, o = {}) {
  const out = [];
  const core = o.core ?? 70;
  const sheetT = { top: "#dfe5eb", left: "#b9c4cf", right: "#c9d2db" };
  const explode = o.explode ?? 0;
  // bottom sheet
  out.push(isoBox(P, x, y, z, dx, dy, 5, { ...sheetT, top: "#e8edf1" }));
  // foam core
  const cz = z + 5 + explode;
  out.push(isoBox(P, x, y, cz, dx, dy, core, { top: "#f4df9b", left: "#e8c86c", right: "#efd383" }));
  out.push(isoDots(P, x, y, cz, dx, dy, core, o.dots ?? 260, rng(o.seed ?? 5), "#d6b254", 1.6));
  // top sheet with trapezoidal ribs
  const tz = cz + core + explode;
  out.push(isoBox(P, x, y, tz, dx, dy, 5, { top: "#e9eef2", left: "#c3ccd6", right: "#d0d8e0" }));
  const ribs = o.ribs ?? 5;
  for (let i = 0; i < ribs; i++) {
    const ry = y + (dy / ribs) * (i + 0.3);
    out.push(
      isoBox(P, x, ry, tz + 5, dx, (dy / ribs) * 0.38, 12, { top: "#f3f6f8", left: "#c0cad4", right: "#d5dce3" }),
    );
  }
  if (o.accent) out.push(isoBox(P, x, y + dy - 6, tz + 5, dx, 6, 2, { top: C.red, left: C.redD, right: C.red }));
  return out;
}
function epsBoard(S, P, x, y, z, dx, dy, dz, rnd) {
  return [
    isoBox(P, x, y, z, dx, dy, dz, { top: "#fdfefe", left: "#dde4ec", right: "#eaeff3", stroke: "#c6ced7", sw: 1.2 }),
    isoDots(P, x, y, z, dx, dy, dz, Math.round((dx * dy) / 260 + 40), rnd, "#dce3ea", 2.4),
  ];
}
function mineralSlab(S, P, x, y, z, dx, dy, dz, rnd) {
  const out = [isoBox(P, x, y, z, dx, dy, dz, { top: "#ecc870", left: "#d9ad4c", right: "#e2b95c" })];
  // fibres on the faces
  const fib = [];
  for (let k = 0; k < 5; k++) {
    const zz = z + dz * (0.15 + 0.17 * k);
    const ptsL = [],
      ptsR = [];
    for (let t = 0; t <= 24; t++) {
      ptsL.push(P(x + (dx * t) / 24, y + dy, zz + Math.sin(t * 1.3 + k * 2 + rnd()) * dz * 0.05));
    }
    for (let t = 0; t <= 12; t++) ptsR.push(P(x + dx, y + (dy * t) / 12, zz + Math.sin(t * 1.5 + k) * dz * 0.05));
    fib.push(
      pline(ptsL, { stroke: "#c5943a", strokeWidth: 1.6, opacity: 0.7 }),
      pline(ptsR, { stroke: "#cfa048", strokeWidth: 1.6, opacity: 0.7 }),
    );
  }
  for (let k = 0; k < 60; k++) {
    const p = P(x + rnd() * dx, y + rnd() * dy, z + dz);
    const a = rnd() * 60 - 30;
    fib.push(line(p[0] - 8, p[1], p[0] + 8, p[1] + a / 8, { stroke: "#d8ac52", strokeWidth: 1.4, opacity: 0.8 }));
  }
  out.push(fib);
  return out;
}

// ---------------------------------------------------------------------------------------------
// Brand: logo mark & wordmark
// ---------------------------------------------------------------------------------------------
function logoMark(x, y, s, o = {}) {
  const bg = o.bg ?? C.red,
    pane = o.pane ?? "#ffffff";
  const m = s * 0.17,
    bar = s * 0.075;
  const p = (s - 2 * m - bar) / 2;
  return grp([
    rect(x, y, s, s, { rx: s * 0.2, fill: bg }),
    rect(x + m, y + m, p, p, { rx: s * 0.03, fill: pane }),
    rect(x + m + p + bar, y + m, p, p, { rx: s * 0.03, fill: pane }),
    rect(x + m, y + m + p + bar, p, p, { rx: s * 0.03, fill: pane }),
    rect(x + m + p + bar, y + m + p + bar, p, p, { rx: s * 0.03, fill: pane }),
    poly(
      [
        [x + m + p * 0.45, y + m],
        [x + m + p * 0.75, y + m],
        [x + m, y + m + p * 0.75],
        [x + m, y + m + p * 0.45],
      ],
      { fill: o.glint ?? C.sky2 },
    ),
  ]);
}
function wordmark(x, y, size, o = {}) {
  return text(x, y, `<tspan fill="${o.c1 ?? C.navy}">Termo</tspan><tspan fill="${o.c2 ?? C.navy}">Fort</tspan>`, {
    fontFamily: FONT,
    fontWeight: 700,
    fontSize: size,
    letterSpacing: -0.5,
  });
}

// ---------------------------------------------------------------------------------------------
// People & things
// ---------------------------------------------------------------------------------------------
function worker(x, gy, s = 1, o = {}) {
  const shirt = o.shirt ?? C.red,
    pants = o.pants ?? C.navy;
  const sh = (p) => p.map(([a, b]) => [x + a * s, gy + b * s]);
  const out = [];
  out.push(ell(x, gy, 70 * s, 9 * s, { fill: C.ink, opacity: 0.15 }));
  // legs
  out.push(
    pline(
      sh([
        [-14, -190],
        [-18, -12],
      ]),
      { stroke: pants, strokeWidth: 26 * s, strokeLinecap: "round" },
    ),
  );
  out.push(
    pline(
      sh([
        [14, -190],
        [20, -12],
      ]),
      { stroke: pants, strokeWidth: 26 * s, strokeLinecap: "round" },
    ),
  );
  out.push(
    rect(x - 42 * s, gy - 14 * s, 34 * s, 14 * s, { rx: 6 * s, fill: C.ink }),
    rect(x + 8 * s, gy - 14 * s, 34 * s, 14 * s, { rx: 6 * s, fill: C.ink }),
  );
  // back arm (behind torso)
  if (o.armR)
    out.push(
      pline(sh([[26, -318], ...o.armR]), {
        stroke: shirt,
        strokeWidth: 22 * s,
        strokeLinecap: "round",
        strokeLinejoin: "round",
      }),
    );
  // torso
  out.push(rect(x - 38 * s, gy - 342 * s, 76 * s, 170 * s, { rx: 28 * s, fill: shirt }));
  out.push(rect(x - 30 * s, gy - 270 * s, 60 * s, 96 * s, { rx: 8 * s, fill: pants }));
  out.push(
    line(x - 24 * s, gy - 270 * s, x - 20 * s, gy - 330 * s, { stroke: pants, strokeWidth: 7 * s }),
    line(x + 24 * s, gy - 270 * s, x + 20 * s, gy - 330 * s, { stroke: pants, strokeWidth: 7 * s }),
  );
  out.push(rect(x - 14 * s, gy - 250 * s, 28 * s, 20 * s, { rx: 3 * s, fill: C.navyL }));
  // head
  out.push(rect(x - 9 * s, gy - 362 * s, 18 * s, 24 * s, { fill: C.skin }));
  out.push(circ(x, gy - 392 * s, 33 * s, { fill: C.skin }));
  out.push(
    path(`M${f(x - 35 * s)} ${f(gy - 396 * s)}a${f(35 * s)} ${f(35 * s)} 0 0 1 ${f(70 * s)} 0z`, {
      fill: o.cap ?? C.navy,
    }),
  );
  out.push(
    rect(x - (o.face === "right" ? 0 : 52) * s, gy - 400 * s, 52 * s, 8 * s, { rx: 4 * s, fill: o.cap ?? C.navy }),
  );
  // front arm
  if (o.armL)
    out.push(
      pline(sh([[-26, -318], ...o.armL]), {
        stroke: shirt,
        strokeWidth: 22 * s,
        strokeLinecap: "round",
        strokeLinejoin: "round",
      }),
    );
  if (o.armL) {
    const h = o.armL[o.armL.length - 1];
    out.push(circ(x + h[0] * s, gy + h[1] * s, 12 * s, { fill: C.skin }));
  }
  if (o.armR) {
    const h = o.armR[o.armR.length - 1];
    out.push(circ(x + h[0] * s, gy + h[1] * s, 12 * s, { fill: C.skin }));
  }
  return grp(out);
}
function truck(S, x, gy, s = 1) {
  const out = [];
  const T = (a, b) => [x + a * s, gy + b * s];
  out.push(ell(x + 250 * s, gy, 280 * s, 12 * s, { fill: C.ink, opacity: 0.15 }));
  // box
  out.push(rect(x, gy - 250 * s, 360 * s, 210 * s, { rx: 8 * s, fill: "#fdfdfe", stroke: C.g300, strokeWidth: 2 }));
  out.push(rect(x, gy - 80 * s, 360 * s, 14 * s, { fill: C.red }));
  out.push(logoMark(x + 150 * s, gy - 200 * s, 70 * s));
  // cab
  out.push(
    path(
      `M${pts([T(372, -40), T(372, -200)])} L${pts([T(460, -200)])} L${pts([T(520, -120)])} L${pts([T(520, -40)])} Z`.replace(
        /,/g,
        " ",
      ),
      { fill: C.navy },
    ),
  );
  out.push(poly([T(392, -184), T(452, -184), T(496, -124), T(392, -124)], { fill: "#cfe4f5" }));
  out.push(rect(x + 392 * s, gy - 110 * s, 20 * s, 6 * s, { fill: "#c7d2dd" }));
  out.push(rect(x + 508 * s, gy - 80 * s, 16 * s, 14 * s, { rx: 3 * s, fill: "#ffd980" }));
  out.push(rect(x - 6 * s, gy - 44 * s, 532 * s, 12 * s, { rx: 5 * s, fill: "#3a4654" }));
  for (const wx of [80, 280, 440]) {
    out.push(
      circ(x + wx * s, gy - 30 * s, 32 * s, { fill: "#2a3440" }),
      circ(x + wx * s, gy - 30 * s, 14 * s, { fill: C.g300 }),
    );
  }
  return grp(out);
}
function giftBox(x, y, w, h, o = {}) {
  const box = o.box ?? C.red,
    boxD = o.boxD ?? C.redD,
    rib = o.ribbon ?? "#ffffff";
  const lidH = h * 0.2,
    rw = w * 0.14;
  const out = [];
  out.push(rect(x + w * 0.05, y + lidH, w * 0.9, h - lidH, { fill: box }));
  out.push(rect(x + w * 0.05, y + lidH, w * 0.9, h * 0.05, { fill: boxD, opacity: 0.6 }));
  out.push(rect(x, y, w, lidH, { rx: 6, fill: box }));
  out.push(rect(x + w / 2 - rw / 2, y, rw, h, { fill: rib }));
  out.push(rect(x + w / 2 - rw / 2, y, rw * 0.3, h, { fill: C.ink, opacity: 0.06 }));
  // bow
  const bx = x + w / 2,
    by = y;
  out.push(
    path(
      `M${f(bx)} ${f(by)}C${f(bx - w * 0.1)} ${f(by - h * 0.45)} ${f(bx - w * 0.42)} ${f(by - h * 0.25)} ${f(bx - w * 0.2)} ${f(by - h * 0.02)}Z`,
      { fill: rib, stroke: o.bowEdge ?? C.g300, strokeWidth: 2 },
    ),
  );
  out.push(
    path(
      `M${f(bx)} ${f(by)}C${f(bx + w * 0.1)} ${f(by - h * 0.45)} ${f(bx + w * 0.42)} ${f(by - h * 0.25)} ${f(bx + w * 0.2)} ${f(by - h * 0.02)}Z`,
      { fill: rib, stroke: o.bowEdge ?? C.g300, strokeWidth: 2 },
    ),
  );
  out.push(ell(bx, by - h * 0.02, w * 0.06, h * 0.06, { fill: rib, stroke: o.bowEdge ?? C.g300, strokeWidth: 2 }));
  return grp(out);
}
function percentSign(cx, cy, s, col) {
  return grp([
    circ(cx - 34 * s, cy - 36 * s, 18 * s, { fill: "none", stroke: col, strokeWidth: 12 * s }),
    circ(cx + 34 * s, cy + 36 * s, 18 * s, { fill: "none", stroke: col, strokeWidth: 12 * s }),
    line(cx + 40 * s, cy - 60 * s, cx - 40 * s, cy + 60 * s, {
      stroke: col,
      strokeWidth: 13 * s,
      strokeLinecap: "round",
    }),
  ]);
}
function coin(cx, cy, r, o = {}) {
  const face = o.face ?? C.amber,
    edge = o.edge ?? "#c9912f";
  return grp([
    ell(cx, cy + r * 0.12, r, r, { fill: edge }),
    circ(cx, cy, r, { fill: face }),
    circ(cx, cy, r * 0.78, { fill: "none", stroke: "#fff", strokeOpacity: 0.45, strokeWidth: r * 0.06 }),
  ]);
}
function shield(cx, cy, s, fill, o = {}) {
  const d = `M${f(cx)} ${f(cy - 110 * s)}L${f(cx + 90 * s)} ${f(cy - 76 * s)}V${f(cy - 6 * s)}C${f(cx + 90 * s)} ${f(cy + 60 * s)} ${f(cx + 48 * s)} ${f(cy + 100 * s)} ${f(cx)} ${f(cy + 122 * s)}C${f(cx - 48 * s)} ${f(cy + 100 * s)} ${f(cx - 90 * s)} ${f(cy + 60 * s)} ${f(cx - 90 * s)} ${f(cy - 6 * s)}V${f(cy - 76 * s)}Z`;
  return path(d, { fill, ...o });
}
function decoCircles(S, list) {
  return list.map(([x, y, r, c, op = 1]) => circ(x, y, r, { fill: c, opacity: op }));
}
function softBg(S, c1 = "#f6f8fa", c2 = "#e9eef3") {
  S.add(rect(0, 0, S.w, S.h, { fill: S.lin([c1, c2], [0, 0, 1, 1]) }));
}

// ---------------------------------------------------------------------------------------------
// Scene builders
// ---------------------------------------------------------------------------------------------
const green =
  (seed, extra = {}) =>
  (S, r) =>
    viewGreen(S, r, { seed, ...extra });
const city =
  (seed, extra = {}) =>
  (S, r) =>
    viewCity(S, r, { seed, ...extra });

function productWindow(S, kind) {
  roomBase(S);
  const cfg = {
    single: {
      w: 320,
      h: 440,
      cols: ["tt"],
      view: green(2),
      deco: [
        [240, 230, 170, C.sky1],
        [1010, 150, 60, C.redP],
      ],
    },
    double: {
      w: 560,
      h: 440,
      cols: ["tt", "ttR"],
      view: city(3),
      deco: [
        [170, 200, 150, C.sky1],
        [1070, 560, 70, C.redP],
      ],
    },
    triple: {
      w: 800,
      h: 440,
      cols: ["tt", "fixed", "ttR"],
      view: green(8, { clouds: 3 }),
      deco: [[90, 130, 120, C.sky1]],
    },
  }[kind];
  S.add(decoCircles(S, cfg.deco));
  const x = (S.w - cfg.w) / 2,
    y = 140;
  S.add(opening(x, y, cfg.w, cfg.h, 28));
  S.add(win(S, x, y, cfg.w, cfg.h, { cols: cfg.cols, view: cfg.view, marks: true }));
  S.add(sill(S, x - 50, y + cfg.h, cfg.w + 100));
  if (kind === "single")
    S.add(plant(x + cfg.w + 14, y + cfg.h + 4, 0.75, { kind: "leafy" }), cup(x - 10, y + cfg.h + 8, 1.1));
  if (kind === "double")
    S.add(plant(x + 60, y + cfg.h + 4, 0.7, { kind: "snake", pot: C.white }), books(x + cfg.w - 100, y + cfg.h + 8, 1));
  if (kind === "triple") S.add(plant(x + cfg.w - 20, y + cfg.h + 4, 0.65, { kind: "round", pot: C.red }));
  if (kind !== "triple") S.add(radiator(x + cfg.w / 2 - 130, y + cfg.h + 46, 260, 92));
}

const scenes = {
  // ------------------------------------------------------------- brand
  "logo.png": [
    360,
    96,
    (S) => {
      S.add(logoMark(6, 14, 68));
      S.add(wordmark(90, 67, 51));
    },
  ],
  "favicon.png": [
    64,
    64,
    (S) => {
      S.add(rect(0, 0, 64, 64, { fill: C.red }));
      S.add(logoMark(6, 6, 52, { bg: C.red, glint: "#ffffff" }));
    },
  ],
  "share-home.jpg": [
    1200,
    630,
    (S) => {
      S.add(rect(0, 0, 1200, 630, { fill: S.lin([C.sky3, C.sky0]) }));
      S.add(
        circ(980, 140, 70, { fill: "#fff4cf", opacity: 0.9 }),
        circ(980, 140, 120, { fill: "#fff4cf", opacity: 0.3 }),
      );
      S.add(cloud(520, 90, 1.1, 0.8), cloud(150, 420, 0.8, 0.5));
      S.add(path(hills(0, 500, 1200, 70, rng(4), 3), { fill: "#d3e6d9" }));
      for (const [tx, s, c] of [
        [560, 1.5, C.leaf],
        [610, 1.1, C.leafL],
        [1150, 1.7, C.leafD],
        [1100, 1.2, C.leaf],
      ])
        S.add(tree(tx, 540, s, c));
      S.add(grp(modernHouse(S), { transform: "translate(640 545) scale(0.78)" }));
      S.add(rect(0, 540, 1200, 90, { fill: S.lin(["#a9cf9f", "#8fbe8a"]) }));
      S.add(path("M700 630 C760 590 880 570 935 545 L965 545 C930 575 860 600 820 630Z", { fill: "#e4e8ec" }));
      // logo card
      S.add(
        rect(64, 198, 452, 170, {
          rx: 24,
          fill: C.ink,
          opacity: 0.12,
          filter: S.blur(14),
          transform: "translate(0 10)",
        }),
      );
      S.add(rect(64, 198, 452, 170, { rx: 24, fill: "#ffffff" }));
      S.add(logoMark(100, 243, 80));
      S.add(wordmark(202, 305, 58));
      S.add(rect(100, 340, 64, 6, { rx: 3, fill: C.red }));
    },
  ],

  // ------------------------------------------------------------- banners
  "banner-windows.jpg": [
    1600,
    900,
    (S) => {
      S.add(
        rect(0, 0, 1600, 900, {
          fill: S.lin([
            [0, "#9fcbed"],
            [0.7, "#e3f1fa"],
            [1, "#f4f9fd"],
          ]),
        }),
      );
      S.add(
        circ(1400, 150, 90, { fill: "#fff4cf", opacity: 0.9 }),
        circ(1400, 150, 160, { fill: "#fff4cf", opacity: 0.28 }),
      );
      S.add(cloud(300, 160, 1.4, 0.7), cloud(820, 110, 1.0, 0.8), cloud(120, 380, 0.9, 0.45));
      S.add(path(hills(0, 700, 1600, 90, rng(2), 4), { fill: "#d3e6d9" }));
      for (const [tx, s, c, k] of [
        [760, 1.9, C.leaf],
        [830, 1.4, C.leafL],
        [1560, 2.2, C.leafD],
        [1500, 1.5, C.leaf, "tall"],
        [60, 1.2, C.leafL],
        [130, 1.7, C.leaf, "tall"],
      ])
        S.add(tree(tx, 760, s, c, k));
      S.add(grp(modernHouse(S), { transform: "translate(800 770) scale(0.96)" }));
      S.add(rect(0, 765, 1600, 135, { fill: S.lin(["#a9cf9f", "#8ebd89"]) }));
      S.add(path("M1130 900 C1160 850 1190 800 1200 770 L1245 770 C1240 810 1225 860 1220 900Z", { fill: "#e6eaee" }));
      for (let x = 20; x < 700; x += 36) S.add(rect(x, 735, 8, 40, { fill: "#fff", opacity: 0.85 }));
      S.add(rect(0, 745, 700, 6, { fill: "#fff", opacity: 0.85 }));
    },
  ],
  "banner-balcony.jpg": [
    1600,
    900,
    (S) => {
      S.add(
        rect(0, 0, 1600, 900, {
          fill: S.lin([
            [0, "#a6cfee"],
            [1, "#eef6fc"],
          ]),
        }),
      );
      S.add(cloud(140, 150, 1.3, 0.8), cloud(460, 300, 0.9, 0.6));
      S.add(circ(300, 620, 260, { fill: "#fff", opacity: 0.25 }));
      // building
      S.add(rect(690, 40, 930, 900, { fill: C.ink, opacity: 0.16, filter: S.blur(18) }));
      S.add(facadeWall(S, 700, 40, 900, 860, "#eceff2", "#dfe4e9", 110));
      S.add(rect(690, 28, 920, 18, { fill: "#cfd6dd" }));
      const rows = [70, 330, 590];
      rows.forEach((ty, i) => {
        const warmOne = i === 1;
        S.add(
          balcony(S, 790, ty + 24, 470, {
            kind: warmOne ? "warm" : i === 0 ? "warm" : "cold",
            glazH: 130,
            paraH: 96,
            cols: ["fixed", "tt", "ttR", "fixed"],
            interior: warmOne ? "warm" : "cool",
            panes: 5,
          }),
        );
        S.add(
          win(S, 1340, ty + 40, 180, 180, {
            cols: ["tt"],
            view: (S2, r) => viewSky(S2, r, { clouds: 1, seed: 30 + i }),
            fw: 10,
            sw: 9,
          }),
        );
      });
      for (const [tx, s, c, k] of [
        [650, 2.2, C.leaf],
        [760, 1.6, C.leafL, "tall"],
        [1560, 2.4, C.leafD],
        [40, 1.4, C.leafL],
        [120, 2.0, C.leaf, "tall"],
      ])
        S.add(tree(tx, 900, s, c, k));
      S.add(rect(0, 880, 1600, 20, { fill: "#9cc593" }));
    },
  ],
  "banner-insulation.jpg": [
    1600,
    900,
    (S) => {
      S.add(
        rect(0, 0, 1600, 900, {
          fill: S.lin(
            [
              [0, "#f7f9fb"],
              [1, "#e4eaf0"],
            ],
            [0, 0, 1, 1],
          ),
        }),
      );
      S.add(circ(1160, 470, 380, { fill: C.sky1 }), circ(1480, 140, 110, { fill: C.redP, opacity: 0.7 }));
      const P = isoP(980, 330, 1);
      const rnd = rng(3);
      const dy = 420,
        H = 420;
      S.add(isoShadow(S, P, 0, 0, 0, 520, dy, 0.2));
      // brick wall block
      S.add(isoBox(P, 0, 0, 0, 120, dy, H, { top: "#cf8f78", left: C.brick, right: "#c27e69" }));
      for (let z = 30; z < H; z += 30)
        S.add(pline([P(0, dy, z), P(120, dy, z), P(120, 0, z)], { stroke: "#9d5e4c", strokeWidth: 2 }));
      for (let z = 0, k = 0; z < H; z += 30, k++)
        for (let yy = (k % 2) * 45; yy < dy; yy += 90)
          S.add(line(...P(120, yy, z), ...P(120, yy, z + 30), { stroke: "#9d5e4c", strokeWidth: 2 }));
      // insulation board
      S.add(epsBoard(S, P, 180, 0, 0, 90, dy, H, rnd));
      // mesh + adhesive
      S.add(isoBox(P, 330, 0, 0, 10, dy, H, { top: "#d2dbe4", left: "#c5d0db", right: "#dbe3ea" }));
      const meshClip = [];
      for (let yy = 0; yy <= dy; yy += 24)
        meshClip.push(line(...P(340, yy, 0), ...P(340, yy, H), { stroke: "#96a6b8", strokeWidth: 1.3 }));
      for (let z = 0; z <= H; z += 24)
        meshClip.push(line(...P(340, 0, z), ...P(340, dy, z), { stroke: "#96a6b8", strokeWidth: 1.3 }));
      S.add(meshClip);
      // plaster finish
      S.add(isoBox(P, 400, 0, 0, 16, dy, H, { top: "#ffffff", left: "#e7ebef", right: "#f6f7f9" }));
      S.add(isoBox(P, 400, 0, H - 18, 16, dy, 18, { top: "#ffffff", left: C.red, right: C.red }));
      // warmth arcs
      for (let i = 0; i < 3; i++)
        S.add(
          path(`M${460 - i * 40} ${720 + i * 30} q-60 -90 0 -180`, {
            fill: "none",
            stroke: C.red,
            strokeWidth: 8,
            strokeLinecap: "round",
            opacity: 0.55 - i * 0.12,
          }),
        );
      for (let i = 0; i < 3; i++)
        S.add(
          path(`M${1460 + i * 34} ${700 - i * 26} q50 -80 0 -160`, {
            fill: "none",
            stroke: C.sky4,
            strokeWidth: 8,
            strokeLinecap: "round",
            opacity: 0.7 - i * 0.18,
          }),
        );
    },
  ],

  // ------------------------------------------------------------- categories
  "cat-windows.jpg": [
    1200,
    800,
    (S) => {
      softBg(S, "#f6f8fa", "#e6ecf2");
      S.add(circ(600, 430, 330, { fill: C.sky1 }), circ(960, 140, 60, { fill: C.redP }));
      S.add(ell(600, 712, 470, 22, { fill: C.ink, opacity: 0.08 }));
      S.add(win(S, 150, 260, 240, 420, { cols: ["tt"], view: green(21), marks: true }));
      S.add(archWin(S, 440, 150, 320, 530, { view: green(22, { clouds: 3 }) }));
      S.add(win(S, 810, 330, 260, 350, { cols: ["tilt"], view: city(23), marks: true }));
    },
  ],
  "cat-doors.jpg": [
    1200,
    800,
    (S) => {
      softBg(S, "#f6f8fa", "#e6ecf2");
      S.add(circ(600, 420, 320, { fill: C.sky1 }), circ(220, 150, 56, { fill: C.redP }));
      S.add(rect(0, 700, 1200, 100, { fill: "#dfe4ea" }));
      S.add(
        door(S, 280, 170, 290, 530, { style: "entrance", frame: C.navy, edge: C.navyD, leaf: C.navy, trim: "#8fa3ba" }),
      );
      S.add(door(S, 640, 170, 280, 530, { style: "balcony", view: green(31), marks: true }));
      S.add(plant(990, 700, 0.9, { kind: "snake", pot: C.white }), plant(200, 700, 0.8, { kind: "leafy", pot: C.red }));
    },
  ],
  "cat-balcony.jpg": [
    1200,
    800,
    (S) => {
      S.add(rect(0, 0, 1200, 800, { fill: S.lin([C.sky3, C.sky0]) }));
      S.add(cloud(900, 120, 1.1, 0.85));
      S.add(facadeWall(S, 0, 0, 960, 800, "#eceff2", "#dfe4e9", 120));
      S.add(rect(960, 0, 20, 800, { fill: C.ink, opacity: 0.08 }));
      S.add(
        balcony(S, 130, 90, 680, {
          kind: "warm",
          glazH: 170,
          paraH: 120,
          cols: ["fixed", "tt", "fixed", "ttR", "fixed"],
        }),
      );
      S.add(
        balcony(S, 130, 480, 680, {
          kind: "warm",
          glazH: 170,
          paraH: 120,
          cols: ["fixed", "tt", "fixed", "ttR", "fixed"],
          interior: "cool",
        }),
      );
      S.add(tree(1080, 800, 2.6, C.leaf), tree(1160, 800, 1.8, C.leafL, "tall"));
    },
  ],
  "cat-panels.jpg": [
    1200,
    800,
    (S) => {
      softBg(S, "#f6f8fa", "#e5ebf1");
      S.add(circ(600, 420, 340, { fill: C.sky1 }), circ(1030, 640, 70, { fill: C.redP }));
      const P = isoP(560, 300, 1);
      const rnd = rng(8);
      S.add(isoShadow(S, P, 0, 0, 0, 460, 300, 0.2));
      S.add(mineralSlab(S, P, 0, 0, 0, 460, 300, 70, rnd));
      S.add(epsBoard(S, P, 20, 20, 70, 420, 260, 60, rnd));
      S.add(sandwichPanel(S, P, 40, 40, 130, 380, 220, { core: 54, ribs: 4, dots: 180, accent: true }));
    },
  ],
  "cat-accessories.jpg": [
    1200,
    800,
    (S) => {
      softBg(S, "#f3f6f9", "#e4eaf0");
      S.add(circ(1080, 120, 90, { fill: C.redP, opacity: 0.7 }), circ(120, 700, 120, { fill: C.sky1 }));
      const cards = [90, 450, 810];
      for (const cx of cards) {
        S.add(
          rect(cx, 150, 300, 500, {
            rx: 26,
            fill: C.ink,
            opacity: 0.1,
            filter: S.blur(14),
            transform: "translate(0 12)",
          }),
        );
        S.add(rect(cx, 150, 300, 500, { rx: 26, fill: "#fff" }));
      }
      // handle card
      S.add(rect(195, 210, 90, 380, { rx: 8, fill: C.g100 }));
      S.add(handle(240, 330, 5.2, { color: "#fdfdfe", edge: C.g400 }));
      // net card
      S.add(
        grp(viewGreen(S, { x: 528, y: 238, w: 144, h: 324 }, { seed: 41, clouds: 1 }), {
          clipPath: S.clip(rect(528, 238, 144, 324)),
        }),
      );
      S.add(rect(528, 238, 144, 324, { fill: S.mesh(7, "#5d6b79", 1), opacity: 0.55 }));
      S.add(ring(516, 226, 168, 348, 12, { fill: "#fdfdfe", stroke: C.g300, strokeWidth: 1.5 }));
      for (const [hx, hy] of [
        [530, 222],
        [650, 222],
        [530, 570],
        [650, 570],
      ])
        S.add(rect(hx, hy, 20, 8, { rx: 2, fill: C.g400 }));
      // sill card (iso piece)
      const P = isoP(880, 358, 1);
      S.add(isoShadow(S, P, 0, 0, 0, 236, 75, 0.15));
      S.add(isoBox(P, 0, 0, 0, 236, 75, 14, { top: "#fdfdfe", left: "#e4e9ee", right: "#eef1f4", stroke: C.g300 }));
      S.add(isoBox(P, 236, -2, -2, 6, 79, 18, { top: C.g200, left: C.g300, right: C.g200 }));
      S.add(plant(978, 438, 0.5, { kind: "leafy", pot: C.red }));
    },
  ],

  // ------------------------------------------------------------- products: windows
  "win-single.jpg": [1200, 800, (S) => productWindow(S, "single")],
  "win-double.jpg": [1200, 800, (S) => productWindow(S, "double")],
  "win-triple.jpg": [1200, 800, (S) => productWindow(S, "triple")],
  "win-arched.jpg": [
    1200,
    800,
    (S) => {
      roomBase(S);
      S.add(circ(260, 210, 150, { fill: C.sky1 }), circ(960, 600, 50, { fill: C.redP }));
      const x = 390,
        y = 80,
        w = 420,
        h = 540;
      // arched opening reveal
      S.add(
        path(
          `M${x - 26} ${y + h}V${y + w / 2}A${w / 2 + 26} ${w / 2 + 26} 0 0 1 ${x + w + 26} ${y + w / 2}V${y + h}Z`,
          { fill: "#e3e8ed", stroke: "#d2d9e0", strokeWidth: 1.2 },
        ),
      );
      S.add(archWin(S, x, y, w, h, { view: green(13, { clouds: 3 }), marks: true }));
      S.add(sill(S, x - 50, y + h, w + 100));
      S.add(plant(x + w + 10, y + h + 4, 0.7, { kind: "snake", pot: C.red }));
    },
  ],

  // ------------------------------------------------------------- products: doors
  "door-entrance.jpg": [
    1200,
    800,
    (S) => {
      S.add(rect(0, 0, 1200, 800, { fill: "#eceae6" }));
      // stone-like cladding
      for (let y = 0, k = 0; y < 720; y += 60, k++) {
        S.add(line(0, y, 1200, y, { stroke: "#dedbd5", strokeWidth: 2 }));
        for (let x = (k % 2) * 90; x < 1200; x += 180)
          S.add(line(x, y, x, y + 60, { stroke: "#dedbd5", strokeWidth: 2 }));
      }
      S.add(rect(330, 90, 540, 640, { fill: "#f7f7f5" }));
      S.add(
        door(S, 420, 150, 280, 560, { style: "entrance", frame: C.navy, edge: C.navyD, leaf: C.navy, trim: "#8fa3ba" }),
      );
      // sidelight
      S.add(
        win(S, 716, 150, 110, 560, {
          cols: ["fixed"],
          frame: C.navy,
          edge: C.navyD,
          fw: 14,
          view: (S2, r) => [rect(r.x, r.y, r.w, r.h, { fill: S2.lin(["#eef3f8", "#d3e1ec"]) })],
          glass: { refl: 0.35 },
          shadow: true,
        }),
      );
      // canopy
      S.add(
        rect(360, 108, 480, 14, { rx: 4, fill: "#cfe3f2", opacity: 0.85 }),
        rect(360, 120, 480, 4, { fill: C.navy }),
      );
      S.add(
        line(380, 124, 420, 170, { stroke: C.navy, strokeWidth: 4 }),
        line(820, 124, 780, 170, { stroke: C.navy, strokeWidth: 4 }),
      );
      // lamp
      S.add(
        rect(875, 300, 34, 60, { rx: 6, fill: C.ink }),
        rect(881, 308, 22, 44, { rx: 4, fill: "#ffe3a6" }),
        circ(892, 330, 60, { fill: "#ffe3a6", opacity: 0.25 }),
      );
      // steps
      S.add(rect(0, 710, 1200, 90, { fill: "#d5d9de" }));
      S.add(rect(380, 710, 480, 24, { fill: "#c3c9d0" }), rect(350, 734, 540, 24, { fill: "#b5bcc5" }));
      S.add(plant(260, 712, 1.3, { kind: "round", pot: C.g500 }), plant(960, 712, 1.3, { kind: "round", pot: C.g500 }));
    },
  ],
  "door-balcony.jpg": [
    1200,
    800,
    (S) => {
      roomBase(S);
      S.add(circ(180, 180, 130, { fill: C.sky1 }));
      const vr = { x: 300, y: 120, w: 760, h: 400 };
      const view = (S2) => viewCity(S2, vr, { seed: 51 });
      S.add(opening(300, 120, 740, 400, 26, { hLeft: 570 }));
      S.add(
        door(S, 300, 120, 280, 570, {
          style: "balcony",
          view,
          viewRect: vr,
          marks: true,
          hinge: "left",
        }),
      );
      S.add(win(S, 580, 120, 460, 400, { cols: ["fixed", "ttR"], view, marks: true }));
      S.add(sill(S, 580, 520, 486));
      S.add(radiator(690, 580, 260, 90));
      S.add(plant(1000, 524, 0.62, { kind: "leafy", pot: C.red }));
    },
  ],
  "door-sliding.jpg": [
    1200,
    800,
    (S) => {
      roomBase(S, { floorY: 700 });
      const ox = 140,
        oy = 110,
        ow = 920,
        oh = 590,
        fw = 18;
      const dark = "#3b4552";
      const inner = { x: ox + fw, y: oy + fw, w: ow - 2 * fw, h: oh - fw };
      S.add(rect(ox + 8, oy + 14, ow, oh, { fill: C.ink, opacity: 0.16, filter: S.blur(12) }));
      S.add(
        grp(
          [
            viewGreen(S, inner, { seed: 61, horizon: 0.62, sun: true }),
            rect(inner.x, inner.y + inner.h * 0.8, inner.w, inner.h * 0.2, { fill: "#cfc2b0" }),
          ],
          { clipPath: S.clip(rect(inner.x, inner.y, inner.w, inner.h)) },
        ),
      );
      for (let i = 0; i < 8; i++)
        S.add(
          line(inner.x, inner.y + inner.h * 0.8 + i * 16, inner.x + inner.w, inner.y + inner.h * 0.8 + i * 16, {
            stroke: "#b9a992",
            strokeWidth: 2,
          }),
        );
      const pw = inner.w / 2 + 10;
      // the sliding sash runs behind the fixed one and is parked mostly behind it
      const B = { x: inner.x + 70, y: inner.y, w: pw, h: inner.h };
      const F = { x: inner.x, y: inner.y, w: pw, h: inner.h };
      for (const [p, back] of [
        [B, true],
        [F, false],
      ]) {
        const g = { x: p.x + 16, y: p.y + 16, w: p.w - 32, h: p.h - 32 };
        S.add(glassFx(g, { tintOp: back ? 0.22 : 0.12, refl: 0.2 }));
        S.add(ring(p.x, p.y, p.w, p.h, 16, { fill: back ? "#333c48" : dark, stroke: "#262d36", strokeWidth: 1.2 }));
        if (!back) S.add(rect(p.x + p.w - 12, p.y + p.h * 0.38, 8, p.h * 0.26, { rx: 4, fill: "#c9d1d9" }));
      }
      S.add(ring(ox, oy, ow, oh + 6, fw, { fill: dark, stroke: "#262d36", strokeWidth: 1.2 }));
      S.add(rect(ox, oy + oh - 8, ow, 14, { fill: "#2a313a" }));
      // slide arrow on the floor line
      S.add(
        path(`M${B.x + B.w + 80} 748 h-110 m22 -14 l-22 14 l22 14`, {
          fill: "none",
          stroke: C.red,
          strokeWidth: 6,
          strokeLinecap: "round",
          strokeLinejoin: "round",
          opacity: 0.85,
        }),
      );
      S.add(plant(90, 702, 1.0, { kind: "snake", pot: C.white }));
    },
  ],

  // ------------------------------------------------------------- products: balconies
  "balcony-warm.jpg": [
    1200,
    800,
    (S) => {
      S.add(rect(0, 0, 1200, 800, { fill: S.lin([C.sky3, C.sky0]) }));
      S.add(cloud(1000, 150, 0.9, 0.85));
      S.add(facadeWall(S, 0, 0, 1000, 800, "#eceff2", "#dfe4e9", 120));
      S.add(rect(1000, 0, 18, 800, { fill: C.ink, opacity: 0.08 }));
      S.add(balcony(S, 120, 190, 720, { kind: "warm", glazH: 250, paraH: 180 }));
      S.add(balcony(S, 120, -300, 720, { kind: "warm", glazH: 250, paraH: 180, interior: "cool" }));
      S.add(win(S, 880, 230, 100, 200, { cols: ["tt"], fw: 9, sw: 8, view: (S2, r) => viewSky(S2, r, { clouds: 0 }) }));
      S.add(tree(1110, 800, 2.4, C.leaf), tree(1190, 800, 1.7, C.leafL, "tall"));
    },
  ],
  "balcony-cold.jpg": [
    1200,
    800,
    (S) => {
      S.add(rect(0, 0, 1200, 800, { fill: S.lin([C.sky3, C.sky0]) }));
      S.add(cloud(1010, 170, 0.9, 0.85));
      S.add(facadeWall(S, 0, 0, 1000, 800, "#e7eaed", "#d9dfe4", 120));
      S.add(rect(1000, 0, 18, 800, { fill: C.ink, opacity: 0.08 }));
      S.add(balcony(S, 120, 190, 720, { kind: "cold", glazH: 250, paraH: 180, panes: 6 }));
      S.add(balcony(S, 120, -300, 720, { kind: "cold", glazH: 250, paraH: 180, panes: 6 }));
      S.add(win(S, 880, 230, 100, 200, { cols: ["tt"], fw: 9, sw: 8, view: (S2, r) => viewSky(S2, r, { clouds: 0 }) }));
      S.add(tree(1110, 800, 2.4, C.leafD), tree(1190, 800, 1.7, C.leaf, "tall"));
    },
  ],
  "balcony-french.jpg": [
    1200,
    800,
    (S) => {
      S.add(rect(0, 0, 1200, 800, { fill: S.lin([C.sky3, C.sky0]) }));
      S.add(cloud(80, 120, 0.9, 0.85));
      S.add(facadeWall(S, 200, 0, 1000, 800, "#f0f1f3", "#e1e5e9", 130));
      S.add(rect(182, 0, 18, 800, { fill: C.ink, opacity: 0.08 }));
      S.add(balcony(S, 330, 150, 600, { kind: "french", glazH: 300, paraH: 230, interior: "room" }));
      S.add(rect(1000, 150, 120, 530, { fill: "#d9bf9c" }));
      for (let x = 1008; x < 1120; x += 14) S.add(line(x, 150, x, 680, { stroke: "#c6a67f", strokeWidth: 2 }));
      S.add(tree(70, 800, 2.3, C.leaf), tree(150, 800, 1.6, C.leafL, "tall"));
    },
  ],

  // ------------------------------------------------------------- products: panels
  "panel-sandwich.jpg": [
    1200,
    800,
    (S) => {
      softBg(S, "#f6f8fa", "#e5ebf1");
      S.add(circ(600, 420, 330, { fill: C.sky1 }), circ(180, 640, 60, { fill: C.redP }));
      const P = isoP(560, 300, 1);
      S.add(isoShadow(S, P, 0, 0, 0, 520, 280, 0.2));
      S.add(sandwichPanel(S, P, 0, 0, 0, 520, 280, { core: 90, explode: 60, ribs: 5, dots: 320, accent: true }));
    },
  ],
  "panel-eps.jpg": [
    1200,
    800,
    (S) => {
      softBg(S, "#f6f8fa", "#e5ebf1");
      S.add(circ(600, 430, 330, { fill: C.sky1 }), circ(1000, 170, 56, { fill: C.redP }));
      const P = isoP(450, 332, 1);
      const rnd = rng(12);
      S.add(isoShadow(S, P, 0, 0, 0, 400, 260, 0.2));
      for (let i = 0; i < 4; i++) S.add(epsBoard(S, P, (i % 2) * 8, (i % 2) * -6, i * 50, 400, 260, 50, rnd));
      const Q = isoP(1000, 430, 1);
      S.add(isoShadow(S, Q, 0, 0, 0, 40, 200, 0.2));
      S.add(epsBoard(S, Q, 0, 0, 0, 40, 200, 250, rnd));
    },
  ],
  "panel-mineral.jpg": [
    1200,
    800,
    (S) => {
      softBg(S, "#f6f8fa", "#e5ebf1");
      S.add(circ(600, 430, 330, { fill: C.sky1 }), circ(200, 180, 56, { fill: C.redP }));
      const P = isoP(560, 290, 1);
      const rnd = rng(13);
      S.add(isoShadow(S, P, 0, 0, 0, 460, 300, 0.2));
      for (let i = 0; i < 3; i++) S.add(mineralSlab(S, P, (i % 2) * 10, (i % 2) * -8, i * 74, 460, 300, 70, rnd));
    },
  ],

  // ------------------------------------------------------------- products: accessories
  "acc-sill.jpg": [
    1200,
    800,
    (S) => {
      S.add(rect(0, 0, 1200, 800, { fill: S.lin(["#f4f6f8", "#e6eaee"]) }));
      S.add(
        win(S, 150, -200, 900, 560, {
          cols: ["tt", "fixed", "ttR"],
          view: green(71, { horizon: 0.62 }),
          shadow: false,
          fw: 22,
        }),
      );
      // sill in perspective
      S.add(rect(80, 470, 1040, 40, { fill: C.ink, opacity: 0.14, filter: S.blur(12) }));
      S.add(
        poly(
          [
            [120, 360],
            [1080, 360],
            [1140, 460],
            [60, 460],
          ],
          { fill: S.lin(["#f1f4f7", "#ffffff"]) },
        ),
      );
      S.add(rect(60, 460, 1080, 28, { rx: 4, fill: "#e4e9ee" }));
      S.add(line(60, 460, 1140, 460, { stroke: C.g300, strokeWidth: 1.5 }));
      S.add(
        poly(
          [
            [50, 456],
            [60, 460],
            [60, 488],
            [50, 484],
          ],
          { fill: C.g300 },
        ),
        poly(
          [
            [1150, 456],
            [1140, 460],
            [1140, 488],
            [1150, 484],
          ],
          { fill: C.g300 },
        ),
      );
      S.add(radiator(400, 560, 400, 150));
      S.add(plant(300, 430, 1.0, { kind: "leafy", pot: C.red }), cup(880, 420, 1.8), books(700, 440, 1.4));
    },
  ],
  "acc-net.jpg": [
    1200,
    800,
    (S) => {
      roomBase(S);
      S.add(circ(1030, 140, 80, { fill: C.sky1 }));
      const x = 300,
        y = 110,
        w = 600,
        h = 480;
      S.add(opening(x, y, w, h, 28));
      S.add(win(S, x, y, w, h, { cols: ["fixed", "ttR"], view: green(81, { sun: true, flowers: true }) }));
      // mosquito net over the right sash
      const nx = x + w / 2 + 6,
        ny = y + 26,
        nw = w / 2 - 32,
        nh = h - 52;
      S.add(rect(nx + 8, ny + 8, nw - 16, nh - 16, { fill: S.mesh(6, "#4d5a67", 1), opacity: 0.5 }));
      S.add(rect(nx + 8, ny + 8, nw - 16, nh - 16, { fill: "#55626f", opacity: 0.06 }));
      S.add(ring(nx, ny, nw, nh, 10, { fill: "#fdfdfe", stroke: C.g400, strokeWidth: 1.2 }));
      S.add(rect(nx + nw / 2 - 20, ny + nh - 22, 40, 8, { rx: 4, fill: C.g400 }));
      S.add(sill(S, x - 50, y + h, w + 100));
      S.add(plant(x + 120, y + h + 4, 0.7, { kind: "leafy", pot: C.white }));
    },
  ],
  "acc-handle.jpg": [
    1200,
    800,
    (S) => {
      S.add(rect(0, 0, 1200, 800, { fill: "#eef1f4" }));
      // glass with view on the left
      const g = { x: 0, y: 0, w: 560, h: 800 };
      S.add(grp(viewGreen(S, g, { seed: 91, horizon: 0.6 }), { clipPath: S.clip(rect(0, 0, 560, 800)) }));
      S.add(glassFx(g, { refl: 0.2 }));
      // sash profile, frame profile, wall
      S.add(rect(540, 0, 34, 800, { fill: "#e2e7ec" }));
      S.add(rect(574, 0, 190, 800, { fill: S.lin(["#f2f4f6", "#ffffff", "#eef1f4"], [0, 0, 1, 0]) }));
      S.add(rect(764, 0, 20, 800, { fill: "#dfe4ea" }));
      S.add(rect(784, 0, 150, 800, { fill: S.lin(["#f8f9fb", "#eef1f4"], [0, 0, 1, 0]) }));
      S.add(rect(934, 0, 266, 800, { fill: S.lin(["#e4e8ec", "#eef1f4"], [0, 0, 1, 0]) }));
      S.add(rect(574, 0, 4, 800, { fill: "#cfd6dd" }), rect(930, 0, 4, 800, { fill: "#cfd6dd" }));
      // big handle with shadow
      const hx = 669,
        hy = 250,
        s = 8.4;
      S.add(
        grp(
          [
            rect(hx - 3.6 * s, hy - 2 * s, 7.2 * s, 36 * s, { rx: 3.6 * s }),
            rect(hx - 5 * s, hy - 15 * s, 10 * s, 30 * s, { rx: 4 * s }),
          ],
          { fill: C.ink, opacity: 0.18, filter: S.blur(14), transform: "translate(26 30)" },
        ),
      );
      S.add(
        rect(hx - 5 * s, hy - 15 * s, 10 * s, 30 * s, {
          rx: 4 * s,
          fill: S.lin(["#ffffff", "#e6eaee"], [0, 0, 1, 0]),
          stroke: C.g300,
          strokeWidth: 2,
        }),
      );
      S.add(
        rect(hx - 3.6 * s, hy - 2 * s, 7.2 * s, 36 * s, {
          rx: 3.6 * s,
          fill: S.lin(["#ffffff", "#dfe4e9"], [0, 0, 1, 0]),
          stroke: C.g300,
          strokeWidth: 2,
        }),
      );
      S.add(circ(hx, hy, 4.2 * s, { fill: S.rad(["#ffffff", "#e3e8ed"]), stroke: C.g300, strokeWidth: 2 }));
      S.add(rect(hx - 2.2 * s, hy + 4 * s, 1.4 * s, 28 * s, { rx: 0.7 * s, fill: "#fff", opacity: 0.9 }));
    },
  ],
  "acc-slope.jpg": [
    1200,
    800,
    (S) => {
      roomBase(S, { floorY: 720 });
      const x = 390,
        y = 170,
        w = 420,
        h = 380,
        d = 110;
      S.add(circ(170, 170, 110, { fill: C.sky1 }));
      // deep reveal with PVC slope panels
      S.add(
        poly(
          [
            [x - d, y - d],
            [x + w + d, y - d],
            [x + w, y],
            [x, y],
          ],
          { fill: S.lin(["#e8ecf0", "#d8dee5"]) },
        ),
      );
      S.add(
        poly(
          [
            [x - d, y - d],
            [x, y],
            [x, y + h],
            [x - d, y + h + 20],
          ],
          { fill: S.lin(["#ffffff", "#eef1f4"], [0, 0, 1, 0]) },
        ),
      );
      S.add(
        poly(
          [
            [x + w + d, y - d],
            [x + w, y],
            [x + w, y + h],
            [x + w + d, y + h + 20],
          ],
          { fill: S.lin(["#e6eaee", "#f3f5f7"], [0, 0, 1, 0]) },
        ),
      );
      for (const t of [0.33, 0.66]) {
        S.add(
          line(x - d + d * t, y - d + d * t, x - d + d * t, y + h + 20 - 20 * t, { stroke: C.g200, strokeWidth: 1.5 }),
        );
        S.add(
          line(x + w + d - d * t, y - d + d * t, x + w + d - d * t, y + h + 20 - 20 * t, {
            stroke: C.g200,
            strokeWidth: 1.5,
          }),
        );
      }
      // corner trims
      S.add(rect(x - d - 10, y - d - 10, w + 2 * d + 20, 10, { fill: "#fdfdfe", stroke: C.g300, strokeWidth: 1 }));
      S.add(
        rect(x - d - 10, y - d, 10, h + d + 20, { fill: "#fdfdfe", stroke: C.g300, strokeWidth: 1 }),
        rect(x + w + d, y - d, 10, h + d + 20, { fill: "#fdfdfe", stroke: C.g300, strokeWidth: 1 }),
      );
      S.add(win(S, x, y, w, h, { cols: ["tt", "ttR"], view: green(101), shadow: false }));
      S.add(
        poly(
          [
            [x, y + h],
            [x + w, y + h],
            [x + w + d + 30, y + h + 40],
            [x - d - 30, y + h + 40],
          ],
          { fill: "#fbfcfd" },
        ),
      );
      S.add(rect(x - d - 30, y + h + 40, w + 2 * d + 60, 16, { fill: "#e6eaef" }));
      S.add(plant(x + w + 40, y + h + 36, 0.7, { kind: "snake", pot: C.red }));
      S.add(radiator(x + 40, y + h + 100, w - 80, 90));
    },
  ],

  // ------------------------------------------------------------- icons (line, red)
  "icon-warranty.png": [
    256,
    256,
    (S) => {
      const st = { fill: "none", stroke: C.red, strokeWidth: 12, strokeLinecap: "round", strokeLinejoin: "round" };
      S.add(path("M128 26 L204 56 V118 C204 170 172 206 128 228 C84 206 52 170 52 118 V56 Z", st));
      S.add(path("M94 126 L120 152 L166 100", st));
    },
  ],
  "icon-measure.png": [
    256,
    256,
    (S) => {
      const st = { fill: "none", stroke: C.red, strokeWidth: 12, strokeLinecap: "round", strokeLinejoin: "round" };
      S.add(rect(30, 62, 136, 136, { rx: 30, ...st }));
      S.add(circ(98, 130, 32, st), circ(98, 130, 6, { fill: C.red }));
      S.add(path("M166 170 H226 V198 H150", st));
      S.add(path("M186 170 V184 M206 170 V184", st));
      S.add(path("M226 160 V208", st));
    },
  ],
  "icon-install.png": [
    256,
    256,
    (S) => {
      const st = { fill: "none", stroke: C.red, strokeWidth: 12, strokeLinecap: "round", strokeLinejoin: "round" };
      const wrench = wrenchPath(152, 152, { r: 36.5, slot: 12.75, notch: 8.5, handle: 12.75, len: 85 });
      const m = S.mask(
        rect(0, 0, 256, 256, { fill: "#fff" }) + path(wrench, { fill: "#000", stroke: "#000", strokeWidth: 30 }),
      );
      S.add(grp([rect(26, 26, 150, 176, { rx: 12, ...st }), path("M101 26 V202 M26 114 H176", st)], { mask: m }));
      S.add(path(wrench, { ...st, fill: "#fff" }));
    },
  ],
  "icon-credit.png": [
    256,
    256,
    (S) => {
      const st = { fill: "none", stroke: C.red, strokeWidth: 12, strokeLinecap: "round", strokeLinejoin: "round" };
      S.add(rect(24, 56, 208, 144, { rx: 18, ...st }));
      S.add(path("M24 98 H232", st));
      S.add(path("M52 160 H100", st));
      S.add(circ(160, 142, 9, { fill: C.red }), circ(204, 178, 9, { fill: C.red }), path("M208 136 L156 184", st));
    },
  ],
  "icon-delivery.png": [
    256,
    256,
    (S) => {
      const st = { fill: "none", stroke: C.red, strokeWidth: 12, strokeLinecap: "round", strokeLinejoin: "round" };
      S.add(path("M22 70 H152 V182 H22 Z", st));
      S.add(path("M152 104 H196 L232 144 V182 H152", st));
      S.add(circ(66, 188, 20, { ...st, fill: "#00000000" }), circ(190, 188, 20, st));
      S.add(
        rect(60, 96, 56, 56, { rx: 4, ...st, strokeWidth: 9 }),
        path("M88 96 V152 M60 124 H116", { ...st, strokeWidth: 9 }),
      );
    },
  ],
  "icon-factory.png": [
    256,
    256,
    (S) => {
      const st = { fill: "none", stroke: C.red, strokeWidth: 12, strokeLinecap: "round", strokeLinejoin: "round" };
      S.add(path("M26 222 V122 L82 150 V122 L138 150 V122 L176 142 V40 H214 V222 Z", st));
      S.add(path("M12 222 H244", st));
      S.add(
        rect(60, 176, 26, 22, { rx: 3, fill: C.red }),
        rect(114, 176, 26, 22, { rx: 3, fill: C.red }),
        rect(168, 176, 26, 22, { rx: 3, fill: C.red }),
      );
    },
  ],

  // ------------------------------------------------------------- offers
  "offer-credit.png": [
    600,
    600,
    (S) => {
      S.add(ell(310, 540, 210, 22, { fill: C.ink, opacity: 0.12, filter: S.blur(10) }));
      S.add(
        win(S, 70, 70, 280, 340, {
          cols: ["tt", "ttR"],
          frame: "#ffffff",
          edge: C.g300,
          view: green(111, { clouds: 1 }),
          fw: 16,
        }),
      );
      // coin stack
      for (let i = 0; i < 4; i++) S.add(coin(190, 500 - i * 26, 70, { face: C.amber, edge: "#cf9838" }));
      // big coin with percent
      S.add(ell(400, 370 + 18, 150, 150, { fill: C.redD }));
      S.add(circ(400, 370, 150, { fill: C.red }));
      S.add(circ(400, 370, 122, { fill: "none", stroke: "#fff", strokeOpacity: 0.35, strokeWidth: 6 }));
      S.add(percentSign(400, 370, 1.2, "#ffffff"));
      S.add(
        circ(530, 140, 14, { fill: C.sky3 }),
        circ(60, 470, 10, { fill: C.red }),
        rect(520, 470, 22, 22, { rx: 4, fill: C.navy, transform: "rotate(20 531 481)" }),
      );
    },
  ],
  "offer-gift.png": [
    600,
    600,
    (S) => {
      S.add(ell(300, 540, 210, 22, { fill: C.ink, opacity: 0.12, filter: S.blur(10) }));
      S.add(giftBox(140, 250, 320, 290, { box: C.red, boxD: C.redD, ribbon: "#ffffff" }));
      const conf = [
        [90, 150, C.sky3],
        [500, 120, C.navy],
        [520, 300, C.red],
        [70, 330, C.navy],
        [200, 90, C.red],
        [420, 70, C.sky4],
        [560, 420, C.sky3],
        [40, 480, C.red],
      ];
      conf.forEach(([cx, cy, col], i) =>
        S.add(
          i % 2
            ? circ(cx, cy, 10, { fill: col })
            : rect(cx - 9, cy - 9, 18, 18, { rx: 3, fill: col, transform: `rotate(${i * 23} ${cx} ${cy})` }),
        ),
      );
    },
  ],
  "gift-offer.jpg": [
    1200,
    800,
    (S) => {
      softBg(S, "#fbf3f2", "#f2e4e3");
      S.add(circ(860, 420, 330, { fill: "#f7dad9" }), circ(180, 170, 90, { fill: C.sky1 }));
      S.add(rect(0, 660, 1200, 140, { fill: "#ecd8d5" }));
      S.add(win(S, 140, 150, 400, 480, { cols: ["tt", "ttR"], view: green(121, { clouds: 2 }) }));
      S.add(ell(830, 665, 230, 20, { fill: C.ink, opacity: 0.12 }));
      S.add(giftBox(640, 360, 380, 300, { box: C.red, boxD: C.redD, ribbon: "#ffffff" }));
      S.add(giftBox(960, 520, 150, 140, { box: C.navy, boxD: C.navyD, ribbon: C.sky2, bowEdge: C.sky3 }));
      const conf = [
        [640, 200, C.red],
        [980, 170, C.navy],
        [1100, 330, C.sky4],
        [600, 300, C.sky4],
        [1130, 120, C.red],
        [760, 120, C.navy],
      ];
      conf.forEach(([cx, cy, col], i) =>
        S.add(
          i % 2
            ? circ(cx, cy, 11, { fill: col })
            : rect(cx - 10, cy - 10, 20, 20, { rx: 3, fill: col, transform: `rotate(${i * 31} ${cx} ${cy})` }),
        ),
      );
    },
  ],

  // ------------------------------------------------------------- messenger glyphs (white)
  "msg-call.png": [128, 128, (S) => S.add(phoneGlyph(64, 64, 1))],
  "msg-viber.png": [
    128,
    128,
    (S) => {
      S.add(
        path(
          "M64 14 C100 14 114 30 114 60 C114 90 100 104 66 104 L46 118 L46 102 C24 96 14 82 14 60 C14 30 28 14 64 14 Z",
          { fill: "none", stroke: "#fff", strokeWidth: 8, strokeLinejoin: "round" },
        ),
      );
      S.add(phoneGlyph(62, 62, 0.5));
      S.add(
        path("M70 34 a22 22 0 0 1 22 22 M70 24 a32 32 0 0 1 32 32", {
          fill: "none",
          stroke: "#fff",
          strokeWidth: 5,
          strokeLinecap: "round",
        }),
      );
    },
  ],
  "msg-telegram.png": [
    128,
    128,
    (S) => {
      const m = S.mask(
        rect(0, 0, 128, 128, { fill: "#fff" }) +
          line(42, 76, 100, 30, { stroke: "#000", strokeWidth: 6, strokeLinecap: "round" }),
      );
      S.add(
        path("M12 60 L114 18 L96 108 L66 88 L52 104 L48 78 Z", {
          fill: "#fff",
          stroke: "#fff",
          strokeWidth: 6,
          strokeLinejoin: "round",
          mask: m,
        }),
      );
    },
  ],
  "msg-whatsapp.png": [
    128,
    128,
    (S) => {
      S.add(
        path("M64 14 A50 50 0 1 1 38 107 L14 114 L21 91 A50 50 0 0 1 64 14 Z", {
          fill: "none",
          stroke: "#fff",
          strokeWidth: 8,
          strokeLinejoin: "round",
        }),
      );
      S.add(phoneGlyph(64, 64, 0.52));
    },
  ],

  // ------------------------------------------------------------- info pages
  "info-delivery.jpg": [
    1200,
    800,
    (S) => {
      S.add(rect(0, 0, 1200, 800, { fill: S.lin([C.sky3, C.sky0]) }));
      S.add(cloud(160, 140, 1.1, 0.85), cloud(820, 100, 0.9, 0.8));
      S.add(path(hills(0, 520, 1200, 90, rng(31), 4), { fill: "#d3e6d9" }));
      S.add(path(hills(0, 560, 1200, 50, rng(32), 6), { fill: "#bcd9c3" }));
      for (const [tx, s, c, k] of [
        [90, 1.6, C.leaf],
        [160, 1.1, C.leafL, "tall"],
        [1010, 1.8, C.leafD],
        [1090, 1.3, C.leaf, "tall"],
        [1150, 1.0, C.leafL],
      ])
        S.add(tree(tx, 590, s, c, k));
      S.add(rect(0, 580, 1200, 220, { fill: "#9fc897" }));
      S.add(rect(0, 640, 1200, 110, { fill: "#5f6b78" }));
      for (let x = 20; x < 1200; x += 120) S.add(rect(x, 692, 60, 6, { rx: 3, fill: "#f4f6f8" }));
      S.add(truck(S, 300, 700, 1.05));
    },
  ],
  "info-warranty.jpg": [
    1200,
    800,
    (S) => {
      roomBase(S);
      S.add(circ(900, 380, 250, { fill: C.sky1 }));
      S.add(opening(220, 140, 440, 440, 26));
      S.add(win(S, 220, 140, 440, 440, { cols: ["tt", "ttR"], view: green(131) }));
      S.add(sill(S, 170, 580, 540));
      S.add(shield(880, 380, 1.55, C.ink, { opacity: 0.15, filter: S.blur(12), transform: "translate(10 16)" }));
      S.add(shield(880, 380, 1.55, C.navy));
      S.add(shield(880, 380, 1.25, C.navyL));
      S.add(
        path("M815 385 L860 430 L945 340", {
          fill: "none",
          stroke: "#fff",
          strokeWidth: 26,
          strokeLinecap: "round",
          strokeLinejoin: "round",
        }),
      );
      S.add(
        circ(1010, 180, 44, { fill: C.red }),
        path("M992 182 l12 12 l22 -24", {
          fill: "none",
          stroke: "#fff",
          strokeWidth: 8,
          strokeLinecap: "round",
          strokeLinejoin: "round",
        }),
      );
    },
  ],
  "info-install.jpg": [
    1200,
    800,
    (S) => {
      S.add(rect(0, 0, 1200, 800, { fill: "#eceef0" }));
      // brick wall
      const bw = 100,
        bh = 40;
      for (let y = 0, k = 0; y < 720; y += bh, k++)
        for (let x = (k % 2) * -50; x < 1200; x += bw)
          S.add(rect(x + 2, y + 2, bw - 4, bh - 4, { rx: 3, fill: k % 3 ? "#c98a74" : "#c2806a" }));
      S.add(rect(0, 0, 1200, 720, { fill: "#fff", opacity: 0.25 }));
      // opening with foam
      const x = 300,
        y = 120,
        w = 480,
        h = 460;
      S.add(rect(x - 24, y - 24, w + 48, h + 24, { fill: "#8a6a5a" }));
      S.add(
        grp(viewCity(S, { x: x - 24, y: y - 24, w: w + 48, h: h + 24 }, { seed: 141 }), {
          clipPath: S.clip(rect(x - 24, y - 24, w + 48, h + 24)),
        }),
      );
      // mounting foam: a dense, lumpy bead that fills the gap around the frame
      const rf = rng(142);
      const foam = [],
        lumps = [];
      const bead = (x1, y1, x2, y2) => {
        const n = Math.ceil(Math.hypot(x2 - x1, y2 - y1) / 8);
        for (let i = 0; i <= n; i++) {
          const cx = x1 + ((x2 - x1) * i) / n + (rf() - 0.5) * 8,
            cy = y1 + ((y2 - y1) * i) / n + (rf() - 0.5) * 8;
          foam.push(circ(cx, cy, 11 + rf() * 5, { fill: C.foam }));
          if (rf() < 0.4)
            lumps.push(circ(cx + (rf() - 0.5) * 10, cy + (rf() - 0.5) * 10, 7 + rf() * 5, { fill: "#ead38b" }));
        }
      };
      bead(x - 12, y - 10, x + w + 12, y - 10);
      bead(x + w + 12, y - 10, x + w + 12, y + h + 4);
      bead(x + w + 12, y + h + 4, x - 12, y + h + 4);
      bead(x - 12, y + h + 4, x - 12, y - 10);
      S.add(foam, lumps);
      S.add(win(S, x, y, w, h, { cols: ["tt", "ttR"], view: () => [], glass: { tint: C.sky2, tintOp: 0.15 } }));
      // level on top
      S.add(
        rect(x + 40, y - 54, 400, 30, { rx: 6, fill: C.red }),
        rect(x + 215, y - 48, 50, 18, { rx: 9, fill: "#dff3c9" }),
        circ(x + 240, y - 39, 6, { fill: "#9bd07c" }),
      );
      // floor & tools
      S.add(rect(0, 720, 1200, 80, { fill: "#d4d9df" }));
      S.add(
        rect(850, 640, 180, 90, { rx: 10, fill: C.navy }),
        rect(880, 620, 120, 26, { rx: 10, fill: "none", stroke: C.navy, strokeWidth: 10 }),
        rect(850, 672, 180, 8, { fill: C.navyD }),
      );
      // drill
      S.add(
        grp(
          [
            rect(0, 0, 150, 56, { rx: 20, fill: C.red }),
            rect(150, 18, 40, 20, { fill: C.g400 }),
            rect(190, 24, 50, 8, { fill: C.g500 }),
            path("M40 50 L24 130 H78 L86 50 Z", { fill: C.ink }),
            rect(14, 126, 80, 26, { rx: 8, fill: "#3b4552" }),
          ],
          { transform: "translate(110 570)" },
        ),
      );
      S.add(ell(180, 724, 90, 8, { fill: C.ink, opacity: 0.15 }));
    },
  ],
  "info-payment.jpg": [
    1200,
    800,
    (S) => {
      softBg(S, "#f6f8fa", "#e6ecf2");
      S.add(circ(600, 420, 320, { fill: C.sky1 }), circ(1020, 160, 70, { fill: C.redP }));
      // calendar
      S.add(
        rect(190, 220, 260, 300, {
          rx: 22,
          fill: C.ink,
          opacity: 0.1,
          filter: S.blur(12),
          transform: "translate(0 12)",
        }),
      );
      S.add(
        rect(190, 220, 260, 300, { rx: 22, fill: "#fff" }),
        path("M190 290 V242 a22 22 0 0 1 22 -22 H428 a22 22 0 0 1 22 22 V290 Z", { fill: C.red }),
      );
      for (let r = 0; r < 4; r++)
        for (let c = 0; c < 5; c++)
          S.add(rect(214 + c * 46, 312 + r * 48, 30, 30, { rx: 6, fill: r === 1 && c === 3 ? C.navy : C.g150 }));
      S.add(rect(250, 200, 14, 44, { rx: 7, fill: C.navy }), rect(376, 200, 14, 44, { rx: 7, fill: C.navy }));
      // card
      S.add(
        grp(
          [
            rect(0, 0, 420, 260, {
              rx: 26,
              fill: C.ink,
              opacity: 0.15,
              filter: S.blur(14),
              transform: "translate(6 16)",
            }),
            rect(0, 0, 420, 260, { rx: 26, fill: S.lin([C.navyL, C.navy], [0, 0, 1, 1]) }),
            circ(360, 40, 140, { fill: "#fff", opacity: 0.06 }),
            rect(40, 80, 64, 48, { rx: 8, fill: "#e8c56d" }),
            path("M40 104 H104 M72 80 V128", { stroke: "#c9a24a", strokeWidth: 2 }),
            path("M140 90 a20 20 0 0 1 0 28 M152 80 a34 34 0 0 1 0 48", {
              fill: "none",
              stroke: "#fff",
              strokeWidth: 5,
              strokeLinecap: "round",
              opacity: 0.8,
            }),
            rect(40, 176, 60, 12, { rx: 6, fill: "#fff", opacity: 0.7 }),
            rect(116, 176, 60, 12, { rx: 6, fill: "#fff", opacity: 0.7 }),
            rect(192, 176, 60, 12, { rx: 6, fill: "#fff", opacity: 0.7 }),
            rect(268, 176, 60, 12, { rx: 6, fill: "#fff", opacity: 0.7 }),
            circ(340, 216, 20, { fill: C.red }),
            circ(368, 216, 20, { fill: C.amber, opacity: 0.9 }),
          ],
          { transform: "translate(480 300) rotate(-8)" },
        ),
      );
      for (let i = 0; i < 4; i++) S.add(coin(860, 640 - i * 22, 60));
      S.add(coin(970, 650, 48));
      S.add(grp(logoMark(0, 0, 60), { transform: "translate(832 560)" }));
    },
  ],
  "info-privacy.jpg": [
    1200,
    800,
    (S) => {
      softBg(S, "#f6f8fa", "#e6ecf2");
      S.add(circ(600, 410, 320, { fill: C.sky1 }), circ(200, 640, 60, { fill: C.redP }));
      // document
      S.add(
        rect(380, 140, 360, 470, {
          rx: 20,
          fill: C.ink,
          opacity: 0.1,
          filter: S.blur(14),
          transform: "translate(0 14)",
        }),
      );
      S.add(rect(380, 140, 360, 470, { rx: 20, fill: "#fff" }));
      S.add(rect(420, 190, 140, 18, { rx: 9, fill: C.navy }));
      for (let i = 0; i < 8; i++) S.add(rect(420, 240 + i * 36, i % 3 === 2 ? 200 : 280, 12, { rx: 6, fill: C.g200 }));
      // lock
      S.add(
        rect(640, 440, 220, 180, {
          rx: 26,
          fill: C.ink,
          opacity: 0.15,
          filter: S.blur(12),
          transform: "translate(4 14)",
        }),
      );
      S.add(path("M690 450 V400 a60 60 0 0 1 120 0 V450", { fill: "none", stroke: C.navy, strokeWidth: 26 }));
      S.add(rect(640, 440, 220, 180, { rx: 26, fill: C.red }));
      S.add(circ(750, 515, 20, { fill: "#fff" }), rect(742, 520, 16, 50, { rx: 8, fill: "#fff" }));
      S.add(
        shield(300, 300, 0.7, C.navy),
        path("M272 302 l20 20 l36 -40", {
          fill: "none",
          stroke: "#fff",
          strokeWidth: 12,
          strokeLinecap: "round",
          strokeLinejoin: "round",
        }),
      );
    },
  ],

  // ------------------------------------------------------------- partner wordmarks
  "partner-1.png": [300, 120, (S) => partner(S, "ProfilMax", "frame", { font: FONT, weight: 700, dx: 22 })],
  "partner-2.png": [300, 120, (S) => partner(S, "GlassLine", "lines", { font: FONT, weight: 400, spacing: 1, dx: 18 })],
  "partner-3.png": [300, 120, (S) => partner(S, "Vitrum Pro", "diamond", { font: SERIF, weight: 700, dx: 17 })],
  "partner-4.png": [300, 120, (S) => partner(S, "Hardwarex", "hex", { font: COND, weight: 700, dx: 2 })],
  "partner-5.png": [300, 120, (S) => partner(S, "EcoTherm", "leaf", { font: FONT, weight: 700, dx: 13, dy: 1 })],
  "partner-6.png": [
    300,
    120,
    (S) => partner(S, "SealTec", "drop", { font: FONT, weight: 700, spacing: 1, dx: 31, dy: -1 }),
  ],

  // ------------------------------------------------------------- blog
  "blog-1.jpg": [
    1200,
    800,
    (S) => {
      roomBase(S, { wallTop: "#f3f1ee", wallBot: "#e8e4de" });
      const x = 330,
        y = 110,
        w = 540,
        h = 440;
      S.add(opening(x, y, w, h, 24));
      S.add(win(S, x, y, w, h, { cols: ["tt", "fixed", "ttR"], view: city(151, { clouds: 3 }) }));
      S.add(sill(S, x - 40, y + h, w + 80));
      S.add(rect(x - 150, 60, w + 300, 10, { rx: 5, fill: "#b8a58e" }));
      S.add(
        curtain(S, x - 140, 66, 150, 620, "#d8c3a8", "left"),
        curtain(S, x + w - 10, 66, 150, 620, "#d8c3a8", "right"),
      );
      S.add(radiator(x + 110, y + h + 50, w - 220, 100));
      S.add(plant(x + 70, y + h + 4, 0.6, { kind: "leafy", pot: C.red }), cup(x + w - 60, y + h + 8, 1.2));
      S.add(armchair(900, 760, 1.0, C.navy));
    },
  ],
  "blog-2.jpg": [
    1200,
    800,
    (S) => {
      roomBase(S, { floorY: 700, wallTop: "#f1f3f5", wallBot: "#e3e8ed" });
      S.add(circ(1040, 160, 80, { fill: C.redP }));
      // empty window opening (before installation)
      const x = 220,
        y = 130,
        w = 500,
        h = 440;
      S.add(rect(x - 26, y - 26, w + 52, h + 52, { fill: "#d6dde4" }));
      S.add(grp(viewGreen(S, { x, y, w, h }, { seed: 161 }), { clipPath: S.clip(rect(x, y, w, h)) }));
      S.add(opening(x, y, w, h, 26, { top: "#c9d1d9", left: "#dde3e9", right: "#d3dae1" }));
      // tape measure line across the opening
      const ty = y + 34;
      S.add(rect(x + 4, ty - 10, w + 50, 20, { fill: "#f2c14e" }));
      for (let t = x + 14; t < x + w + 50; t += 14)
        S.add(line(t, ty - 10, t, ty - ((t - x) % 70 < 14 ? 0 : 4), { stroke: "#6b5a2a", strokeWidth: 1.5 }));
      S.add(rect(x - 2, ty - 14, 8, 28, { fill: "#6b5a2a" }));
      // worker holding the tape case
      S.add(
        worker(880, 700, 1.32, {
          armL: [
            [-90, -360],
            [-150, -420],
          ],
          armR: [
            [60, -230],
            [70, -150],
          ],
          face: "left",
        }),
      );
      S.add(
        rect(x + w + 40, ty - 30, 70, 62, { rx: 16, fill: "#f2c14e", stroke: "#caa035", strokeWidth: 3 }),
        circ(x + w + 75, ty + 1, 14, { fill: "#caa035" }),
      );
      // clipboard
      S.add(
        rect(960, 480, 70, 90, {
          rx: 6,
          fill: "#fff",
          stroke: C.g300,
          strokeWidth: 2,
          transform: "rotate(12 995 525)",
        }),
      );
      S.add(
        rect(120, 640, 150, 64, { rx: 8, fill: C.navy }),
        rect(150, 626, 90, 20, { rx: 8, fill: "none", stroke: C.navy, strokeWidth: 8 }),
      );
    },
  ],
  "blog-3.jpg": [
    1200,
    800,
    (S) => {
      // condensation drops on glass, blurred outside
      S.add(
        rect(0, 0, 1200, 800, {
          fill: S.lin([
            [0, "#9fb8cf"],
            [0.6, "#c9d8e6"],
            [1, "#dfe7ee"],
          ]),
        }),
      );
      const rnd = rng(171);
      const bok = [];
      for (let i = 0; i < 26; i++)
        bok.push(
          circ(rnd() * 1200, rnd() * 620, 30 + rnd() * 80, {
            fill: ["#eef4f9", "#b7cadb", "#f6e6c8", "#d7e3ee"][i % 4],
            opacity: 0.5,
          }),
        );
      S.add(grp(bok, { filter: S.blur(22) }));
      S.add(rect(0, 0, 1200, 800, { fill: "#ffffff", opacity: 0.18 }));
      // fog at the bottom of the glass
      S.add(
        rect(0, 380, 1200, 420, {
          fill: S.lin([
            ["0", "#ffffff", 0],
            ["1", "#ffffff", 0.5],
          ]),
        }),
      );
      const drop = S.rad(
        [
          [0, "#ffffff", 0.05],
          [0.7, "#6f8aa3", 0.25],
          [1, "#3f5c78", 0.55],
        ],
        0.45,
        0.4,
        0.55,
      );
      for (let i = 0; i < 520; i++) {
        const yy = Math.pow(rnd(), 0.55) * 690;
        const xx = rnd() * 1200;
        const r = (1.5 + rnd() * (yy / 690) * 11) * (rnd() > 0.96 ? 2 : 1);
        S.add(
          ell(xx, yy, r, r * 1.05, { fill: drop }),
          circ(xx - r * 0.35, yy - r * 0.35, Math.max(0.8, r * 0.22), { fill: "#fff", opacity: 0.85 }),
        );
      }
      for (let i = 0; i < 9; i++) {
        const xx = 60 + rnd() * 1080,
          y0 = 200 + rnd() * 260,
          len = 80 + rnd() * 200,
          r = 7 + rnd() * 5;
        S.add(
          path(`M${f(xx)} ${f(y0)} q${f((rnd() - 0.5) * 20)} ${f(len / 2)} 0 ${f(len)}`, {
            fill: "none",
            stroke: "#ffffff",
            strokeWidth: r * 0.9,
            opacity: 0.25,
            strokeLinecap: "round",
          }),
        );
        S.add(
          ell(xx, y0 + len, r, r * 1.15, { fill: drop }),
          circ(xx - r * 0.35, y0 + len - r * 0.35, r * 0.25, { fill: "#fff", opacity: 0.9 }),
        );
      }
      // frame bottom and left
      S.add(
        rect(0, 690, 1200, 110, { fill: "#fbfcfd" }),
        rect(0, 690, 1200, 8, { fill: "#dfe4e9" }),
        rect(0, 760, 1200, 40, { fill: "#eef1f4" }),
      );
      S.add(rect(0, 0, 70, 800, { fill: "#fbfcfd" }), rect(62, 0, 8, 698, { fill: "#dfe4e9" }));
    },
  ],
  "blog-4.jpg": [
    1200,
    800,
    (S) => {
      S.add(rect(0, 0, 1200, 800, { fill: S.lin([C.sky3, C.sky0]) }));
      S.add(cloud(60, 120, 1.0, 0.85), cloud(1000, 90, 0.8, 0.8));
      S.add(rect(190, 70, 840, 760, { fill: C.ink, opacity: 0.15, filter: S.blur(16) }));
      S.add(rect(180, 60, 840, 760, { fill: "#eef0f3" }));
      S.add(rect(170, 46, 860, 18, { fill: "#cfd6dd" }));
      S.add(rect(560, 60, 80, 760, { fill: C.red, opacity: 0.9 }));
      const cols = [220, 390, 680, 850];
      for (let r = 0; r < 7; r++) {
        const y = 90 + r * 100;
        cols.forEach((cx, i) => {
          if (i === 1 || i === 2) {
            const warmB = (r + i) % 3 === 0;
            S.add(rect(cx - 16, y + 64, 162, 12, { fill: "#cfd6dd" }));
            S.add(
              win(S, cx - 10, y, 150, 64, {
                cols: ["fixed", "tt", "fixed"],
                fw: 5,
                sw: 4,
                mw: 5,
                shadow: false,
                handles: false,
                view: (S2, rr) => [rect(rr.x, rr.y, rr.w, rr.h, { fill: warmB ? "#f6d9a4" : "#bcd3e6" })],
              }),
            );
            S.add(rect(cx - 10, y + 44, 150, 22, { fill: i === 1 ? "#f7f8fa" : "#e3e8ed" }));
          } else {
            S.add(
              win(S, cx, y + 6, 130, 64, {
                cols: ["tt", "ttR"],
                fw: 5,
                sw: 4,
                mw: 5,
                shadow: false,
                handles: false,
                view: (S2, rr) => [
                  rect(rr.x, rr.y, rr.w, rr.h, { fill: (r * 7 + i) % 5 === 0 ? "#f6d9a4" : "#c7dbeb" }),
                ],
              }),
            );
          }
        });
      }
      S.add(rect(540, 700, 120, 100, { fill: C.navy }), rect(520, 690, 160, 14, { fill: "#cfd6dd" }));
      for (const [tx, s, c, k] of [
        [90, 2.1, C.leaf],
        [150, 1.5, C.leafL, "tall"],
        [1110, 2.3, C.leafD],
        [1050, 1.6, C.leaf, "tall"],
      ])
        S.add(tree(tx, 800, s, c, k));
      S.add(rect(0, 785, 1200, 15, { fill: "#9cc593" }));
    },
  ],
  "blog-5.jpg": [
    1200,
    800,
    (S) => {
      S.add(rect(0, 0, 1200, 800, { fill: S.lin(["#9fb2c6", "#dce5ee"]) }));
      S.add(facadeWall(S, 0, 0, 1000, 800, "#e3e8ed", "#d3dbe2", 120));
      S.add(rect(1000, 0, 18, 800, { fill: C.ink, opacity: 0.1 }));
      S.add(balcony(S, 120, 190, 720, { kind: "warm", glazH: 250, paraH: 180, slabCol: "#c9d1d9" }));
      S.add(balcony(S, 120, -300, 720, { kind: "warm", glazH: 250, paraH: 180, slabCol: "#c9d1d9", interior: "cool" }));
      // snow caps on slabs & sill
      for (const yy of [166, 596])
        S.add(path(`M94 ${yy} q30 -14 80 -12 q120 -6 260 -2 q200 -8 320 2 q60 -4 112 12 Z`, { fill: "#ffffff" }));
      S.add(path("M114 436 q200 -12 360 -4 q200 -8 372 4 Z", { fill: "#ffffff" }));
      S.add(tree(1110, 800, 2.6, "#6f8f88", "pine"), tree(1180, 800, 1.8, "#587a73", "pine"));
      S.add(path("M1040 800 q60 -30 160 -20 V800 Z", { fill: "#fff" }));
      S.add(snow(S, 260, 181));
    },
  ],
  "blog-6.jpg": [
    1200,
    800,
    (S) => {
      // profile cross-section (warm inside / cold outside)
      S.add(rect(0, 0, 600, 800, { fill: "#fcf1ea" }), rect(600, 0, 600, 800, { fill: "#e7f1fa" }));
      S.add(circ(140, 150, 90, { fill: "#f8ddd0" }), circ(1070, 650, 110, { fill: "#d3e6f5" }));
      for (let i = 0; i < 3; i++)
        S.add(
          path(`M${130 + i * 40} ${470 - i * 20} q-40 -60 0 -120`, {
            fill: "none",
            stroke: C.red,
            strokeWidth: 7,
            strokeLinecap: "round",
            opacity: 0.5 - i * 0.1,
          }),
        );
      for (let i = 0; i < 3; i++)
        S.add(
          path(`M${1030 + i * 40} ${300 + i * 20} q40 -60 0 -120`, {
            fill: "none",
            stroke: C.sky4,
            strokeWidth: 7,
            strokeLinecap: "round",
            opacity: 0.7 - i * 0.15,
          }),
        );
      S.add(grp(profileSection(S), { transform: "translate(600 540) scale(1.12)" }));
    },
  ],
  "blog-7.jpg": [
    1200,
    800,
    (S) => {
      roomBase(S, { wallTop: "#f7f6f2", wallBot: "#ece9e2" });
      S.add(circ(150, 160, 100, { fill: "#fff1cf" }));
      const x = 280,
        y = 100,
        w = 640,
        h = 480;
      S.add(opening(x, y, w, h, 26));
      S.add(
        win(S, x, y, w, h, {
          cols: ["tt", "ttR"],
          view: green(191, { sun: true, flowers: true, clouds: 1, horizon: 0.62 }),
        }),
      );
      // nets on both sashes
      for (const nx of [x + 28, x + w / 2 + 6]) {
        const nw = w / 2 - 34,
          ny = y + 28,
          nh = h - 56;
        S.add(rect(nx + 8, ny + 8, nw - 16, nh - 16, { fill: S.mesh(6, "#4d5a67", 1), opacity: 0.45 }));
        S.add(ring(nx, ny, nw, nh, 10, { fill: "#fdfdfe", stroke: C.g400, strokeWidth: 1.2 }));
      }
      // a small insect outside
      S.add(
        ell(740, 260, 7, 4, { fill: C.ink }),
        ell(735, 254, 7, 4, { fill: "#fff", opacity: 0.8, transform: "rotate(-30 735 254)" }),
        ell(745, 254, 7, 4, { fill: "#fff", opacity: 0.8, transform: "rotate(30 745 254)" }),
      );
      S.add(sill(S, x - 50, y + h, w + 100));
      S.add(
        plant(x + 90, y + h + 4, 0.7, { kind: "leafy", pot: C.red }),
        plant(x + w - 60, y + h + 4, 0.55, { kind: "round", pot: C.white }),
      );
      // sun light patches on floor
      S.add(
        poly(
          [
            [360, 700],
            [860, 700],
            [980, 800],
            [300, 800],
          ],
          { fill: "#fff6de", opacity: 0.5 },
        ),
      );
    },
  ],
  "blog-8.jpg": [
    1200,
    800,
    (S) => {
      roomBase(S, { floorY: 680, wallTop: "#efe9e2", wallBot: "#e2d9ce", floorA: "#d9c6ad", floorB: "#c8b194" });
      const view = (S2) => viewEvening(S2, { x: 140, y: 70, w: 920, h: 560 }, { seed: 201 });
      S.add(rect(130, 60, 940, 620, { fill: "#d9d0c4" }));
      S.add(win(S, 140, 70, 300, 600, { cols: ["fixed"], view: (S2) => view(S2), fw: 14, bottom: 120 }));
      S.add(win(S, 450, 70, 300, 600, { cols: ["tt"], view: (S2) => view(S2), fw: 14, bottom: 120 }));
      S.add(win(S, 760, 70, 300, 600, { cols: ["fixed"], view: (S2) => view(S2), fw: 14, bottom: 120 }));
      S.add(
        ell(600, 750, 420, 40, { fill: "#b9a07f", opacity: 0.7 }),
        ell(600, 750, 360, 30, { fill: "#cdb593", opacity: 0.9 }),
      );
      S.add(armchair(360, 740, 1.25, C.red));
      S.add(
        rect(690, 600, 120, 12, { rx: 6, fill: "#8d6d55" }),
        rect(744, 612, 12, 120, { fill: "#8d6d55" }),
        rect(714, 728, 72, 8, { rx: 4, fill: "#8d6d55" }),
      );
      S.add(cup(730, 600, 1.1), books(760, 600, 0.5));
      S.add(floorLamp(S, 1000, 740, 1.2));
      S.add(plant(110, 745, 1.2, { kind: "snake", pot: C.white }));
      S.add(rect(0, 0, 1200, 800, { fill: "#ffb35c", opacity: 0.06 }));
    },
  ],
};

function phoneGlyph(cx, cy, s) {
  // handset: curved body with ear and mouth pieces
  const k = (x, y) => `${f(cx + (x - 64) * s)} ${f(cy + (y - 64) * s)}`;
  const d = `M${k(30, 18)} C${k(22, 18)} ${k(16, 26)} ${k(17, 36)} C${k(20, 74)} ${k(54, 108)} ${k(92, 111)} C${k(102, 112)} ${k(110, 106)} ${k(110, 98)} L${k(110, 86)} C${k(110, 81)} ${k(107, 78)} ${k(102, 77)} L${k(86, 74)} C${k(82, 73)} ${k(78, 75)} ${k(76, 78)} L${k(70, 86)} C${k(56, 79)} ${k(49, 72)} ${k(42, 58)} L${k(50, 52)} C${k(53, 50)} ${k(55, 46)} ${k(54, 42)} L${k(51, 26)} C${k(50, 21)} ${k(47, 18)} ${k(42, 18)} Z`;
  return path(d, { fill: "#ffffff" });
}

function partner(S, name, mark, o) {
  const col = "#7c8895",
    col2 = "#a9b3bd";
  const dx = o.dx ?? 0;
  const mx = 40 + dx,
    my = 60 + (o.dy ?? 0);
  const m = {
    frame: [
      rect(mx - 22, my - 22, 44, 44, { rx: 6, fill: "none", stroke: col, strokeWidth: 6 }),
      line(mx, my - 22, mx, my + 22, { stroke: col, strokeWidth: 5 }),
      line(mx - 22, my, mx + 22, my, { stroke: col2, strokeWidth: 5 }),
    ],
    lines: [0, 1, 2].map((i) =>
      line(mx - 20 + i * 14, my + 22, mx - 6 + i * 14, my - 22, {
        stroke: i === 1 ? col2 : col,
        strokeWidth: 7,
        strokeLinecap: "round",
      }),
    ),
    diamond: [
      poly(
        [
          [mx, my - 26],
          [mx + 26, my],
          [mx, my + 26],
          [mx - 26, my],
        ],
        { fill: col },
      ),
      poly(
        [
          [mx, my - 12],
          [mx + 12, my],
          [mx, my + 12],
          [mx - 12, my],
        ],
        { fill: "#fff", opacity: 0.7 },
      ),
    ],
    hex: [
      poly(
        [0, 1, 2, 3, 4, 5].map((i) => [
          mx + 25 * Math.cos((Math.PI / 3) * i + Math.PI / 6),
          my + 25 * Math.sin((Math.PI / 3) * i + Math.PI / 6),
        ]),
        { fill: col },
      ),
      circ(mx, my, 9, { fill: "#fff", opacity: 0.75 }),
    ],
    leaf: [
      path(
        `M${mx - 20} ${my + 22} C${mx - 26} ${my - 10} ${mx} ${my - 26} ${mx + 24} ${my - 24} C${mx + 26} ${my} ${mx + 8} ${my + 24} ${mx - 20} ${my + 22} Z`,
        { fill: col },
      ),
      path(`M${mx - 20} ${my + 22} Q${mx} ${my} ${mx + 16} ${my - 14}`, {
        fill: "none",
        stroke: "#fff",
        strokeWidth: 3,
        opacity: 0.8,
      }),
    ],
    drop: [
      path(
        `M${mx} ${my - 28} C${mx + 10} ${my - 12} ${mx + 22} ${my} ${mx + 22} ${my + 8} A22 22 0 0 1 ${mx - 22} ${my + 8} C${mx - 22} ${my} ${mx - 10} ${my - 12} ${mx} ${my - 28} Z`,
        { fill: col },
      ),
      path(`M${mx - 13} ${my + 8} q6.5 -8 13 0 t13 0`, {
        fill: "none",
        stroke: "#fff",
        strokeWidth: 3.5,
        strokeLinecap: "round",
        opacity: 0.8,
      }),
    ],
  }[mark];
  S.add(m);
  const label = o.upper ? name.toUpperCase() : name;
  let inner = label;
  if (name === "Vitrum Pro") inner = `Vitrum <tspan fill="${col2}" font-weight="400">Pro</tspan>`;
  if (name === "EcoTherm") inner = `<tspan fill="${col2}">Eco</tspan>Therm`;
  if (name === "ProfilMax") inner = `Profil<tspan fill="${col2}">Max</tspan>`;
  S.add(
    text(80 + dx, 73 + (o.dy ?? 0), inner, {
      fontFamily: o.font,
      fontWeight: o.weight,
      fontSize: o.size ?? 36,
      fill: col,
      letterSpacing: o.spacing ?? 0,
      textLength: o.fit ? 205 : undefined,
    }),
  );
}

/**
 * Outline of an open-end wrench: a ring head (centre cx,cy) with a notched jaw towards the
 * upper left and a rounded handle towards the lower right.
 */
function wrenchPath(cx, cy, { r, slot, notch, handle, len }) {
  const q = Math.SQRT1_2;
  const pt = (u, v) => `${f(cx + (u + v) * q)} ${f(cy + (u - v) * q)}`;
  const tip = -Math.sqrt(r * r - slot * slot),
    neck = Math.sqrt(r * r - handle * handle);
  return [
    `M${pt(tip, slot)}`,
    `A${r} ${r} 0 0 1 ${pt(neck, handle)}`,
    `L${pt(len, handle)}`,
    `A${handle} ${handle} 0 0 1 ${pt(len, -handle)}`,
    `L${pt(neck, -handle)}`,
    `A${r} ${r} 0 0 1 ${pt(tip, -slot)}`,
    `L${pt(notch - slot, -slot)}`,
    `L${pt(notch, 0)}`,
    `L${pt(notch - slot, slot)}`,
    "Z",
  ].join(" ");
}

/** stylised PVC frame + sash cross-section with chambers, steel and a triple glazing unit (centred at 0,0) */
function profileSection(S) {
  const out = [];
  const pvc = "#fdfdfe",
    wall = "#c0c9d2",
    chamber = "#f0f3f6",
    steel = "#7d8b97",
    seal = "#2b333d";
  const box = (x, y, w, h) => [rect(x, y, w, h, { rx: 6, fill: pvc, stroke: wall, strokeWidth: 3 })];
  out.push(rect(-240, 120, 480, 30, { fill: C.ink, opacity: 0.12, filter: S.blur(14) }));
  // frame (bottom)
  out.push(box(-230, 0, 460, 140));
  const fc = [
    [-216, 14, 70, 112],
    [-138, 14, 110, 50],
    [-138, 72, 110, 54],
    [-20, 14, 120, 112],
    [108, 14, 54, 112],
    [170, 14, 46, 112],
  ];
  for (const c of fc) out.push(rect(...c, { rx: 4, fill: chamber, stroke: wall, strokeWidth: 2.5 }));
  out.push(path("M-8 30 h96 v80 h-96", { fill: "none", stroke: steel, strokeWidth: 10, strokeLinejoin: "round" }));
  // sash
  out.push(box(-200, -150, 400, 140));
  const sc = [
    [-186, -136, 60, 112],
    [-118, -136, 100, 112],
    [-10, -136, 100, 112],
    [98, -136, 88, 52],
    [98, -78, 88, 54],
  ];
  for (const c of sc) out.push(rect(...c, { rx: 4, fill: chamber, stroke: wall, strokeWidth: 2.5 }));
  out.push(path("M2 -120 h76 v80 h-76", { fill: "none", stroke: steel, strokeWidth: 10, strokeLinejoin: "round" }));
  // glazing bead (inside) and sash lip (outside)
  out.push(
    rect(-200, -230, 50, 80, { rx: 6, fill: pvc, stroke: wall, strokeWidth: 3 }),
    rect(-190, -220, 30, 60, { rx: 3, fill: chamber, stroke: wall, strokeWidth: 2 }),
  );
  out.push(rect(160, -210, 40, 60, { rx: 6, fill: pvc, stroke: wall, strokeWidth: 3 }));
  // glass unit: three panes and two spacers
  const gw = 14;
  const panes = [-138, -12, 114];
  for (const px of panes)
    out.push(
      rect(px, -440, gw, 290, {
        fill: S.lin(
          [
            [0, "#d8ebf8"],
            [1, "#a9cfe9"],
          ],
          [0, 0, 1, 0],
        ),
        stroke: "#8db6d6",
        strokeWidth: 1.5,
      }),
    );
  for (const sx of [-124, 2]) {
    out.push(rect(sx, -190, 112, 40, { fill: "#aab5c0", stroke: "#8d99a6", strokeWidth: 2 }));
    for (let i = 0; i < 6; i++) out.push(circ(sx + 12 + i * 18, -170, 3, { fill: "#e8edf1" }));
    out.push(rect(sx, -200, 112, 10, { fill: seal, opacity: 0.7 }));
  }
  // gas fill tint
  out.push(
    rect(-124, -440, 112, 240, { fill: C.sky2, opacity: 0.25 }),
    rect(2, -440, 112, 240, { fill: C.sky2, opacity: 0.25 }),
  );
  // seals
  for (const [x, y, w, h] of [
    [-150, -222, 12, 30],
    [128, -214, 32, 12],
    [-206, -14, 22, 14],
    [178, -14, 22, 14],
    [-60, -14, 30, 14],
  ])
    out.push(rect(x, y, w, h, { rx: 5, fill: seal }));
  return out;
}

// ---------------------------------------------------------------------------------------------
// Rendering
// ---------------------------------------------------------------------------------------------
async function render(name, w, h, build) {
  const S = new Scene(w, h);
  build(S);
  const svg = Buffer.from(S.svg());
  const file = nodePath.join(OUT, name);
  let img = sharp(svg, { density: 72 });
  const meta = await img.metadata();
  if (meta.width !== w || meta.height !== h) img = img.resize(w, h);
  if (name.endsWith(".jpg")) {
    await img.flatten({ background: "#ffffff" }).jpeg({ quality: 78, mozjpeg: true }).toFile(file);
  } else {
    await img.png({ palette: true, quality: 92, compressionLevel: 9, effort: 10 }).toFile(file);
  }
  return (await stat(file)).size;
}

async function main() {
  await mkdir(OUT, { recursive: true });
  const filters = process.argv.slice(2);
  let total = 0,
    count = 0;
  for (const [name, [w, h, build]] of Object.entries(scenes)) {
    if (filters.length && !filters.some((q) => name.includes(q))) continue;
    const size = await render(name, w, h, build);
    total += size;
    count++;
    console.log(
      `${name.padEnd(24)} ${String(w).padStart(4)}x${String(h).padEnd(4)} ${(size / 1024).toFixed(1).padStart(7)} KB`,
    );
  }
  console.log(
    `\n${count} files, ${(total / 1024 / 1024).toFixed(2)} MB written to ${nodePath.relative(process.cwd(), OUT) || OUT}`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
