import type { ImageRenderSpec } from "@eyewear/database/schema";
import sharp from "sharp";
import type { EyewearKind, ImageView, ItemShape } from "./image-shapes.ts";
import { hashString, Random } from "./random.ts";
import type { FrameShape } from "./vocabulary/attributes.ts";

export interface RenderOptions {
  width: number;
  height: number;
  format: "webp" | "png";
  /** Encoder quality 1–100 (webp only; default 82). */
  quality?: number;
  /** Brightness multiplier applied with sharp's `modulate` (default 1, unchanged). */
  brightness?: number;
}

const BACKGROUNDS: Record<ImageRenderSpec["background"], string | null> = {
  white: "#ffffff",
  grey: "#f0f0f0",
  transparent: null,
};

/**
 * Draws a product image locally (no downloads): an SVG of the article in its colours on its background,
 * rasterised by sharp. Transparent backgrounds keep an alpha channel.
 */
export async function renderProductImage(spec: ImageRenderSpec, options: RenderOptions): Promise<Buffer> {
  const { width, height } = options;
  if (
    !Number.isInteger(width) ||
    !Number.isInteger(height) ||
    width < 1 ||
    height < 1 ||
    width * height > 40e6
  ) {
    throw new Error(`Invalid image size ${width}×${height}`);
  }
  const image = sharp(Buffer.from(productSvg(spec, width, height)));
  if (options.brightness !== undefined && options.brightness !== 1)
    image.modulate({ brightness: options.brightness });
  return options.format === "png"
    ? image.png({ compressionLevel: 8 }).toBuffer()
    : image.webp({ quality: options.quality ?? 82, alphaQuality: 90 }).toBuffer();
}

/** The SVG source of a product image; the drawing lives in a 1000×1000 box centred on the canvas. */
export function productSvg(spec: ImageRenderSpec, width: number, height: number): string {
  const colours: Palette = {
    frame: safeColour(spec.frameColor, "#222222"),
    lens: safeColour(spec.lensColor, "#e6eff4"),
  };
  const random = new Random(spec.seed);
  const background = BACKGROUNDS[spec.background] ?? null;
  const scale = Math.min(width, height) / 1000;
  const drawing = drawShape(spec.shape, spec.view as ImageView, colours, random);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<defs>${SHARED_DEFS}</defs>`,
    background ? `<rect width="100%" height="100%" fill="${background}"/>` : "",
    `<g transform="translate(${width / 2} ${height / 2}) scale(${scale})">${drawing}</g>`,
    "</svg>",
  ].join("");
}

interface Palette {
  frame: string;
  lens: string;
}

const SHARED_DEFS = [
  '<filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="14"/></filter>',
  '<linearGradient id="sheen" x1="0" y1="0" x2="1" y2="1">',
  '<stop offset="0" stop-color="#ffffff" stop-opacity="0.75"/>',
  '<stop offset="0.35" stop-color="#ffffff" stop-opacity="0.08"/>',
  '<stop offset="1" stop-color="#ffffff" stop-opacity="0"/>',
  "</linearGradient>",
].join("");

/** Only plain #rrggbb colours reach the SVG text. */
function safeColour(value: string, fallback: string): string {
  return /^#[0-9a-f]{6}$/i.test(value) ? value : fallback;
}

function channels(hex: string): [number, number, number] {
  return [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
}

/** Mixes a colour towards white (amount > 0) or black (amount < 0). */
function shade(hex: string, amount: number): string {
  const target = amount > 0 ? 255 : 0;
  const mixed = channels(hex).map((c) => Math.round(c + (target - c) * Math.abs(amount)));
  return `#${mixed.map((c) => c.toString(16).padStart(2, "0")).join("")}`;
}

function luminance(hex: string): number {
  const [r, g, b] = channels(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

function shadow(cx: number, cy: number, rx: number, ry: number, opacity = 0.16): string {
  return `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="#000" opacity="${opacity}" filter="url(#soft)"/>`;
}

/** A vertical gradient defined inline next to its use; equal gradients get equal ids, so repeats are harmless. */
function verticalGradient(
  top: string,
  bottom: string,
  topOpacity = 1,
  bottomOpacity = 1,
): { id: string; def: string } {
  const id = `g${hashString(`${top}${bottom}${topOpacity}${bottomOpacity}`).toString(36)}`;
  const def =
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="${top}" stop-opacity="${topOpacity}"/>` +
    `<stop offset="1" stop-color="${bottom}" stop-opacity="${bottomOpacity}"/></linearGradient></defs>`;
  return { id, def };
}

// ─── Dispatch ─────────────────────────────────────────────────────────────────

const EYEWEAR_KINDS: readonly EyewearKind[] = ["glasses", "sunglasses", "smartglasses"];

function drawShape(shape: string, view: ImageView, colours: Palette, random: Random): string {
  const [kind, ...rest] = shape.split("-");
  if (EYEWEAR_KINDS.includes(kind as EyewearKind)) {
    return drawEyewear(kind as EyewearKind, rest.join("-") as FrameShape, view, colours, random);
  }
  if (shape === "ski-goggle") return drawWorn(view, (v) => skiGoggle(v, colours), random, colours);
  return drawArticle(shape as ItemShape, view, colours, random);
}

/** Views of articles that are not worn: the front, a turned side view and a close-up. */
function drawArticle(shape: ItemShape, view: ImageView, colours: Palette, random: Random): string {
  const article = ARTICLES[shape] ?? ARTICLES["merch-case"];
  const body = article(colours, random);
  switch (view) {
    case "side":
      return `${shadow(0, 330, 300, 34)}<g transform="rotate(${random.pick([-14, -10, 10, 14])}) scale(0.92)">${body}</g>`;
    case "detail":
      return `<g transform="scale(1.9) translate(60 90)">${body}</g>`;
    default:
      return `${shadow(0, 340, 320, 36)}${body}`;
  }
}

// ─── Eyewear ──────────────────────────────────────────────────────────────────

interface LensOutline {
  /** Path of the right-hand lens, centred on (0, 0); the left lens is its mirror image. */
  path: string;
  width: number;
  height: number;
}

function circlePath(r: number): string {
  return `M ${-r} 0 A ${r} ${r} 0 1 0 ${r} 0 A ${r} ${r} 0 1 0 ${-r} 0 Z`;
}

function ellipsePath(rx: number, ry: number): string {
  return `M ${-rx} 0 A ${rx} ${ry} 0 1 0 ${rx} 0 A ${rx} ${ry} 0 1 0 ${-rx} 0 Z`;
}

function roundedRectPath(w: number, h: number, r: number): string {
  const x = -w / 2;
  const y = -h / 2;
  return (
    `M ${x + r} ${y} H ${x + w - r} Q ${x + w} ${y} ${x + w} ${y + r} V ${y + h - r} ` +
    `Q ${x + w} ${y + h} ${x + w - r} ${y + h} H ${x + r} Q ${x} ${y + h} ${x} ${y + h - r} ` +
    `V ${y + r} Q ${x} ${y} ${x + r} ${y} Z`
  );
}

const RECTANGLE_LENS: LensOutline = { path: roundedRectPath(344, 206, 44), width: 344, height: 206 };

const LENS_OUTLINES: Record<FrameShape, LensOutline> = {
  round: { path: circlePath(150), width: 300, height: 300 },
  oval: { path: ellipsePath(170, 118), width: 340, height: 236 },
  square: { path: roundedRectPath(310, 260, 46), width: 310, height: 260 },
  cateye: {
    path: "M -150 -80 C -60 -112 90 -128 172 -138 C 190 -100 178 -10 140 60 C 100 118 -70 124 -128 88 C -168 60 -176 -50 -150 -80 Z",
    width: 345,
    height: 262,
  },
  butterfly: {
    path: "M -150 -90 C -40 -118 120 -150 182 -150 C 196 -80 176 20 128 82 C 80 140 -80 136 -132 92 C -170 58 -178 -56 -150 -90 Z",
    width: 360,
    height: 290,
  },
  aviator: {
    path: "M -150 -118 C -60 -128 100 -130 162 -110 C 196 -92 190 10 150 74 C 104 146 10 168 -66 150 C -150 128 -186 -30 -168 -90 C -164 -106 -158 -114 -150 -118 Z",
    width: 360,
    height: 300,
  },
  panto: {
    path: "M -148 -104 L 148 -104 C 176 -104 176 0 150 56 C 112 140 -112 140 -150 56 C -176 0 -176 -104 -148 -104 Z",
    width: 330,
    height: 244,
  },
  geometric: {
    path: "M -88 -128 L 88 -128 L 160 -60 L 160 52 L 96 120 L -96 120 L -160 52 L -160 -60 Z",
    width: 320,
    height: 248,
  },
  browline: RECTANGLE_LENS,
  rectangle: RECTANGLE_LENS,
  shield: RECTANGLE_LENS,
};

/** Unknown shapes (from hand-edited render specs) are drawn rectangular rather than failing the image request. */
function lensOutline(shape: FrameShape): LensOutline {
  return LENS_OUTLINES[shape] ?? RECTANGLE_LENS;
}

/** Thin wire rims for metal-looking shapes, thick rims for acetate-looking ones. */
function rimWidth(shape: FrameShape): number {
  return shape === "aviator" || shape === "round" || shape === "geometric" ? 11 : 24;
}

function drawEyewear(
  kind: EyewearKind,
  shape: FrameShape,
  view: ImageView,
  colours: Palette,
  random: Random,
) {
  return drawWorn(
    view,
    (v) => (v === "side" ? eyewearSide(kind, shape, colours) : eyewearFront(kind, shape, colours)),
    random,
    colours,
  );
}

/** Front, side and detail views of something worn on the face, or the same on a model or bust silhouette. */
function drawWorn(
  view: ImageView,
  draw: (view: "front" | "side") => string,
  random: Random,
  colours: Palette,
): string {
  switch (view) {
    case "side":
      return `${shadow(0, 250, 380, 30)}<g transform="rotate(${random.pick([-4, -2, 2])})">${draw("side")}</g>`;
    case "detail":
      return `<g transform="scale(2.2) translate(140 40)">${draw("front")}</g>`;
    case "model":
      return modelSilhouette(random, `<g transform="translate(0 -95) scale(0.46)">${draw("front")}</g>`);
    case "bust":
      return bustSilhouette(colours, `<g transform="translate(0 -95) scale(0.46)">${draw("front")}</g>`);
    default:
      return `${shadow(0, 215, 420, 34, 0.13)}${draw("front")}`;
  }
}

function lensFill(kind: EyewearKind, lens: string): { fill: string; defs: string } {
  const tinted = kind === "sunglasses" || luminance(lens) < 0.7;
  if (!tinted) return { fill: `fill="${lens}" fill-opacity="0.38"`, defs: "" };
  const gradient = verticalGradient(shade(lens, -0.25), shade(lens, 0.25), 0.96, 0.82);
  return { fill: `fill="url(#${gradient.id})"`, defs: gradient.def };
}

function eyewearFront(kind: EyewearKind, shape: FrameShape, colours: Palette): string {
  const outline = lensOutline(shape);
  const rim = rimWidth(shape);
  const gap = 78;
  const centre = outline.width / 2 + gap / 2;
  const top = -outline.height / 2;
  const lens = lensFill(kind, colours.lens);
  const frameDark = shade(colours.frame, -0.25);
  const oneLens = (mirrored: boolean) => {
    const flip = mirrored ? " scale(-1 1)" : "";
    const browBar =
      shape === "browline"
        ? `<path d="M ${-outline.width / 2 + 4} ${top + 22} Q 0 ${top - 2} ${outline.width / 2 + 2} ${top + 16}" stroke="${colours.frame}" stroke-width="50" fill="none" stroke-linecap="round"/>`
        : "";
    const rimColour = shape === "browline" ? "#b9bec4" : colours.frame;
    const rimStroke = shape === "browline" ? 9 : rim;
    return (
      `<g transform="translate(${mirrored ? -centre : centre} 0)${flip}">` +
      `<path d="${outline.path}" ${lens.fill}/>` +
      `<path d="${outline.path}" fill="url(#sheen)" opacity="0.8"/>` +
      `<path d="${outline.path}" fill="none" stroke="${rimColour}" stroke-width="${rimStroke}" stroke-linejoin="round"/>` +
      `<path d="${outline.path}" fill="none" stroke="#ffffff" stroke-opacity="0.18" stroke-width="${Math.max(2, rimStroke / 5)}" transform="translate(0 -${rimStroke / 4})"/>` +
      browBar +
      `</g>`
    );
  };
  const bridgeY = top + outline.height * 0.3;
  const bridge = `<path d="M ${-gap / 2 - 8} ${bridgeY} Q 0 ${bridgeY - 42} ${gap / 2 + 8} ${bridgeY}" stroke="${colours.frame}" stroke-width="${Math.max(rim, 16)}" fill="none" stroke-linecap="round"/>`;
  const topBar =
    shape === "aviator"
      ? `<path d="M ${-gap / 2 - 30} ${top + 4} Q 0 ${top - 10} ${gap / 2 + 30} ${top + 4}" stroke="${colours.frame}" stroke-width="9" fill="none"/>`
      : "";
  const outer = centre + outline.width / 2;
  const templeThickness = kind === "smartglasses" ? 40 : Math.max(rim, 16);
  const templeY = top + outline.height * 0.22;
  const temples = [-1, 1]
    .map(
      (side) =>
        `<path d="M ${side * (outer - 10)} ${templeY} L ${side * (outer + 42)} ${templeY - 4}" stroke="${frameDark}" stroke-width="${templeThickness}" stroke-linecap="round"/>`,
    )
    .join("");
  const pads =
    rim < 20
      ? [-1, 1]
          .map(
            (side) =>
              `<ellipse cx="${side * (gap / 2 + 22)}" cy="${bridgeY + 70}" rx="12" ry="20" fill="#e9eef2" stroke="#b8c0c7" stroke-width="3"/>`,
          )
          .join("")
      : "";
  const camera =
    kind === "smartglasses"
      ? `<circle cx="${outer - 34}" cy="${templeY}" r="11" fill="#10151b" stroke="#59616b" stroke-width="3"/>`
      : "";
  return `${lens.defs}${temples}${oneLens(true)}${oneLens(false)}${bridge}${topBar}${pads}${camera}`;
}

/** Seen from the side: the front rim in profile and the temple running back to the ear bend. */
function eyewearSide(kind: EyewearKind, shape: FrameShape, colours: Palette): string {
  const outline = lensOutline(shape);
  const h = outline.height;
  const rim = Math.max(rimWidth(shape), 16);
  const lens = lensFill(kind, colours.lens);
  const frontX = -360;
  const hingeY = -h / 2 + h * 0.22;
  const templeThickness = kind === "smartglasses" ? 46 : rim;
  const temple = `<path d="M ${frontX + 30} ${hingeY} L 250 ${hingeY + 18} Q 330 ${hingeY + 24} 372 ${hingeY + 120}" stroke="${colours.frame}" stroke-width="${templeThickness}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
  const lensProfile = `<path d="M ${frontX - 6} ${-h / 2} Q ${frontX - 34} 0 ${frontX - 6} ${h / 2} L ${frontX + 14} ${h / 2} Q ${frontX - 12} 0 ${frontX + 14} ${-h / 2} Z" ${lens.fill}/>`;
  const rimProfile = `<rect x="${frontX - 8}" y="${-h / 2 - 4}" width="${rim + 14}" height="${h + 8}" rx="${(rim + 14) / 2}" fill="${colours.frame}"/>`;
  const hinge = `<rect x="${frontX + 4}" y="${hingeY - 16}" width="44" height="32" rx="8" fill="${shade(colours.frame, -0.3)}"/>`;
  const speaker =
    kind === "smartglasses"
      ? `<rect x="-40" y="${hingeY}" width="120" height="10" rx="5" fill="#0d1116" opacity="0.7"/>`
      : "";
  return `${lens.defs}${temple}${speaker}${lensProfile}${rimProfile}${hinge}`;
}

function skiGoggle(view: "front" | "side", colours: Palette): string {
  const lens = verticalGradient(shade(colours.lens, 0.35), shade(colours.lens, -0.35));
  const strap = verticalGradient(shade(colours.frame, 0.15), shade(colours.frame, -0.3));
  if (view === "side") {
    return (
      `${lens.def}${strap.def}` +
      `<path d="M -160 -62 L 430 -72 Q 450 -10 430 48 L -160 58 Z" fill="url(#${strap.id})"/>` +
      `<path d="M -340 -160 Q -430 0 -340 160 L -150 130 Q -120 0 -150 -130 Z" fill="${colours.frame}"/>` +
      `<path d="M -352 -150 Q -440 0 -352 150 L -318 150 Q -404 0 -318 -150 Z" fill="url(#${lens.id})"/>` +
      `<path d="M -352 -150 Q -440 0 -352 150 L -318 150 Q -404 0 -318 -150 Z" fill="url(#sheen)"/>`
    );
  }
  const goggle =
    "M -360 -150 Q 0 -190 360 -150 Q 410 -140 410 -60 L 410 60 Q 410 150 330 160 Q 200 170 110 160 Q 60 100 0 100 Q -60 100 -110 160 Q -200 170 -330 160 Q -410 150 -410 60 L -410 -60 Q -410 -140 -360 -150 Z";
  return (
    `${lens.def}${strap.def}` +
    `<rect x="-500" y="-70" width="1000" height="130" rx="20" fill="url(#${strap.id})"/>` +
    `<path d="M -500 -20 H 500 M -500 20 H 500" stroke="${shade(colours.lens, 0.2)}" stroke-width="8" opacity="0.6"/>` +
    `<path d="${goggle}" fill="${colours.frame}"/>` +
    `<path d="${goggle}" fill="url(#${lens.id})" transform="scale(0.9)"/>` +
    `<path d="${goggle}" fill="url(#sheen)" transform="scale(0.9)"/>`
  );
}

const SKIN_TONES = ["#e8c4a8", "#d7a98a", "#b98567", "#8d5a3f", "#f1d3bd"] as const;
const HAIR_COLOURS = ["#2b2119", "#5a3b22", "#a0703e", "#1a1a1a", "#c9b08a"] as const;

/** A person seen from the front: head, neck, shoulders and hair, wearing the eyewear. */
function modelSilhouette(random: Random, eyewear: string): string {
  const skin = random.pick(SKIN_TONES);
  const hair = random.pick(HAIR_COLOURS);
  const shirt = random.pick(["#3d5a80", "#5c677d", "#8d99ae", "#6b4f4f", "#2f3e46"]);
  const longHair = random.chance(0.5);
  const hairBack = longHair
    ? `<path d="M -210 -180 Q -250 120 -200 260 L 200 260 Q 250 120 210 -180 Z" fill="${hair}"/>`
    : "";
  return (
    `<path d="M -430 520 Q -420 300 -170 250 L 170 250 Q 420 300 430 520 Z" fill="${shirt}"/>` +
    hairBack +
    `<path d="M -80 120 L -80 270 Q 0 310 80 270 L 80 120 Z" fill="${shade(skin, -0.12)}"/>` +
    `<ellipse cx="-205" cy="-80" rx="26" ry="46" fill="${shade(skin, -0.06)}"/>` +
    `<ellipse cx="205" cy="-80" rx="26" ry="46" fill="${shade(skin, -0.06)}"/>` +
    `<ellipse cx="0" cy="-70" rx="200" ry="250" fill="${skin}"/>` +
    `<path d="M -205 -120 Q -220 -330 0 -340 Q 220 -330 205 -120 Q 150 -250 0 -240 Q -150 -250 -205 -120 Z" fill="${hair}"/>` +
    `<path d="M -40 40 Q 0 56 40 40" stroke="${shade(skin, -0.3)}" stroke-width="8" fill="none" stroke-linecap="round"/>` +
    `<path d="M -70 110 Q 0 140 70 110" stroke="${shade(skin, -0.35)}" stroke-width="10" fill="none" stroke-linecap="round"/>` +
    eyewear
  );
}

/** A featureless display bust on a stand, wearing the eyewear. */
function bustSilhouette(colours: Palette, eyewear: string): string {
  const body = luminance(colours.frame) > 0.75 ? "#b9b3aa" : "#e2ddd5";
  const gradient = verticalGradient(shade(body, 0.2), shade(body, -0.12));
  return (
    gradient.def +
    `<rect x="-40" y="300" width="80" height="160" fill="#8c8479"/>` +
    `<rect x="-180" y="450" width="360" height="40" rx="12" fill="#6f675c"/>` +
    `<path d="M -330 320 Q -320 220 -150 200 L 150 200 Q 320 220 330 320 Q 0 380 -330 320 Z" fill="url(#${gradient.id})"/>` +
    `<path d="M -75 110 L -80 215 Q 0 240 80 215 L 75 110 Z" fill="${shade(body, -0.1)}"/>` +
    `<ellipse cx="0" cy="-80" rx="195" ry="250" fill="url(#${gradient.id})"/>` +
    `<ellipse cx="-200" cy="-85" rx="22" ry="42" fill="${shade(body, -0.08)}"/>` +
    `<ellipse cx="200" cy="-85" rx="22" ry="42" fill="${shade(body, -0.08)}"/>` +
    eyewear
  );
}

// ─── Other articles ───────────────────────────────────────────────────────────

type ArticleDrawing = (colours: Palette, random: Random) => string;

/** Small glasses motif used as a logo on packaging and merchandise. */
function logo(x: number, y: number, size: number, colour: string): string {
  const r = size * 0.28;
  return (
    `<g transform="translate(${x} ${y})" fill="none" stroke="${colour}" stroke-width="${size * 0.08}">` +
    `<circle cx="${-size * 0.34}" cy="0" r="${r}"/><circle cx="${size * 0.34}" cy="0" r="${r}"/>` +
    `<path d="M ${-size * 0.08} ${-r * 0.2} Q 0 ${-r * 0.6} ${size * 0.08} ${-r * 0.2}"/></g>`
  );
}

function textLines(x: number, y: number, widths: readonly number[], colour: string, height = 14): string {
  return widths
    .map(
      (width, i) =>
        `<rect x="${x}" y="${y + i * height * 2}" width="${width}" height="${height}" rx="${height / 2}" fill="${colour}"/>`,
    )
    .join("");
}

const contactLensBox: ArticleDrawing = (colours) => {
  const side = shade(colours.frame, -0.3);
  const dome = verticalGradient(shade(colours.lens, 0.4), shade(colours.lens, -0.25));
  return (
    dome.def +
    `<path d="M 240 -150 L 330 -210 L 330 170 L 240 230 Z" fill="${side}"/>` +
    `<path d="M -330 -150 L -240 -210 L 330 -210 L 240 -150 Z" fill="${shade(colours.frame, 0.2)}"/>` +
    `<rect x="-330" y="-150" width="570" height="380" fill="#ffffff"/>` +
    `<rect x="-330" y="-150" width="570" height="120" fill="${colours.frame}"/>` +
    logo(-210, -90, 110, "#ffffff") +
    textLines(-100, -104, [250, 160], "#ffffff") +
    `<ellipse cx="-150" cy="90" rx="110" ry="80" fill="url(#${dome.id})"/>` +
    `<ellipse cx="-185" cy="60" rx="36" ry="18" fill="#ffffff" opacity="0.7"/>` +
    textLines(0, 30, [190, 150, 170, 120], "#c9ced4") +
    `<rect x="-330" y="-150" width="570" height="380" fill="none" stroke="#d8dde2" stroke-width="4"/>`
  );
};

function bottle(colours: Palette, nozzle: "cap" | "dropper" | "pump"): string {
  const body = verticalGradient("#ffffff", "#e3e8ec");
  const capColour = colours.frame;
  const cap =
    nozzle === "dropper"
      ? `<path d="M -50 -250 L -50 -330 Q 0 -420 50 -330 L 50 -250 Z" fill="${capColour}"/>`
      : nozzle === "pump"
        ? `<rect x="-45" y="-300" width="90" height="60" rx="10" fill="${capColour}"/><rect x="-25" y="-360" width="50" height="60" rx="6" fill="${shade(capColour, -0.2)}"/><rect x="20" y="-352" width="70" height="20" rx="8" fill="${shade(capColour, -0.2)}"/>`
        : `<rect x="-70" y="-300" width="140" height="70" rx="14" fill="${capColour}"/><path d="M -70 -280 H 70 M -70 -262 H 70" stroke="${shade(capColour, -0.25)}" stroke-width="5"/>`;
  const width = nozzle === "dropper" ? 180 : 260;
  const half = width / 2;
  return (
    body.def +
    `<path d="M -60 -240 L 60 -240 L 60 -200 Q ${half} -180 ${half} -120 L ${half} 300 Q ${half} 330 ${half - 30} 330 L ${-half + 30} 330 Q ${-half} 330 ${-half} 300 L ${-half} -120 Q ${-half} -180 -60 -200 Z" fill="url(#${body.id})" stroke="#cfd6dc" stroke-width="4"/>` +
    cap +
    `<rect x="${-half}" y="-60" width="${width}" height="250" fill="${colours.frame}" opacity="0.9"/>` +
    `<rect x="${-half}" y="40" width="${width}" height="36" fill="${colours.lens}" opacity="0.9"/>` +
    logo(0, -10, width * 0.45, "#ffffff") +
    textLines(-half + 26, 110, [width * 0.6, width * 0.4], "#ffffff", 12) +
    `<rect x="${half - 40}" y="-120" width="18" height="400" rx="9" fill="#ffffff" opacity="0.6"/>`
  );
}

const lensCase: ArticleDrawing = (colours) => {
  const well = (x: number, mark: string) =>
    `<circle cx="${x}" cy="0" r="150" fill="${shade(colours.frame, -0.15)}"/>` +
    `<circle cx="${x}" cy="0" r="130" fill="${colours.frame}"/>` +
    `<circle cx="${x - 40}" cy="-40" r="40" fill="#ffffff" opacity="0.25"/>` +
    `<path d="${mark}" stroke="#ffffff" stroke-width="16" fill="none" stroke-linecap="round" transform="translate(${x} 0)"/>`;
  return (
    `<rect x="-330" y="-90" width="660" height="180" rx="90" fill="#f3f5f7" stroke="#cdd3d9" stroke-width="4"/>` +
    well(-165, "M -20 -40 V 40 H 25") +
    well(165, "M -20 40 V -40 H 10 Q 35 -40 35 -18 Q 35 4 10 4 H -20 M 6 4 L 35 40")
  );
};

function garment(colours: Palette, hooded: boolean): string {
  const body = colours.frame;
  const fold = shade(body, -0.18);
  const sleeveEnd = hooded ? 330 : 60;
  return (
    `<path d="M -160 -300 Q 0 -250 160 -300 L 360 -200 L 430 ${sleeveEnd - 100} L 330 ${sleeveEnd - 60} L 250 -90 L 250 330 L -250 330 L -250 -90 L -330 ${sleeveEnd - 60} L -430 ${sleeveEnd - 100} L -360 -200 Z" fill="${body}" stroke="${fold}" stroke-width="6" stroke-linejoin="round"/>` +
    (hooded
      ? `<path d="M -170 -300 Q -190 -420 0 -430 Q 190 -420 170 -300 Q 0 -230 -170 -300 Z" fill="${fold}"/>` +
        `<path d="M -150 120 L 150 120 L 190 270 L -190 270 Z" fill="none" stroke="${fold}" stroke-width="8"/>`
      : `<path d="M -110 -290 Q 0 -220 110 -290" stroke="${fold}" stroke-width="14" fill="none"/>`) +
    logo(0, -110, 140, colours.lens)
  );
}

const cap: ArticleDrawing = (colours) =>
  `<path d="M -300 60 Q -300 -260 0 -270 Q 300 -260 300 60 Z" fill="${colours.frame}"/>` +
  `<path d="M -300 60 Q 0 20 300 60 Q 480 90 430 170 Q 200 120 -60 140 Q -280 150 -300 60 Z" fill="${shade(colours.frame, -0.2)}"/>` +
  `<path d="M 0 -268 V 40 M -150 -230 Q -110 -80 -100 40 M 150 -230 Q 110 -80 100 40" stroke="${shade(colours.frame, -0.12)}" stroke-width="6" fill="none"/>` +
  `<circle cx="0" cy="-268" r="18" fill="${shade(colours.frame, -0.2)}"/>` +
  logo(0, -90, 150, colours.lens);

const tote: ArticleDrawing = (colours) =>
  `<path d="M -150 -160 Q -150 -400 0 -400 Q 150 -400 150 -160" stroke="${shade(colours.frame, -0.2)}" stroke-width="34" fill="none"/>` +
  `<path d="M -280 -180 L 280 -180 L 310 330 L -310 330 Z" fill="${colours.frame}" stroke="${shade(colours.frame, -0.15)}" stroke-width="6"/>` +
  logo(0, 60, 260, colours.lens);

const glassesCase: ArticleDrawing = (colours) => {
  const gradient = verticalGradient(shade(colours.frame, 0.15), shade(colours.frame, -0.25));
  return (
    gradient.def +
    `<path d="M -380 -20 Q -380 -180 -200 -180 L 200 -180 Q 380 -180 380 -20 L 380 60 Q 380 170 220 170 L -220 170 Q -380 170 -380 60 Z" fill="url(#${gradient.id})"/>` +
    `<path d="M -380 10 L 380 10" stroke="${shade(colours.frame, -0.4)}" stroke-width="8"/>` +
    `<path d="M -330 -120 Q 0 -160 330 -120" stroke="#ffffff" stroke-opacity="0.25" stroke-width="14" fill="none" stroke-linecap="round"/>` +
    logo(0, 90, 120, colours.lens)
  );
};

const cloth: ArticleDrawing = (colours) =>
  `<path d="M -300 -300 L 300 -300 L 300 180 L 180 300 L -300 300 Z" fill="${colours.frame}" stroke="${shade(colours.frame, -0.15)}" stroke-width="6"/>` +
  `<path d="M 300 180 L 180 180 L 180 300 Z" fill="${shade(colours.frame, -0.2)}"/>` +
  `<rect x="-270" y="-270" width="540" height="540" fill="none" stroke="${shade(colours.frame, -0.1)}" stroke-width="4" stroke-dasharray="14 10"/>` +
  logo(0, -20, 240, colours.lens);

const batteries: ArticleDrawing = (colours) => {
  const cells = Array.from({ length: 6 }, (_, i) => {
    const x = -250 + (i % 3) * 250;
    const y = -20 + Math.floor(i / 3) * 220;
    return (
      `<circle cx="${x}" cy="${y}" r="85" fill="#c7ccd2" stroke="#9aa1a9" stroke-width="6"/>` +
      `<circle cx="${x}" cy="${y}" r="60" fill="#e4e7ea"/>` +
      `<rect x="${x - 22}" y="${y - 110}" width="44" height="50" rx="8" fill="${colours.lens}"/>`
    );
  }).join("");
  return (
    `<rect x="-400" y="-330" width="800" height="680" rx="40" fill="#ffffff" stroke="#d6dbe0" stroke-width="5"/>` +
    `<rect x="-400" y="-330" width="800" height="170" rx="40" fill="${colours.lens}"/>` +
    `<circle cx="0" cy="-290" r="22" fill="#ffffff"/>` +
    logo(-250, -225, 120, "#ffffff") +
    textLines(-120, -245, [300, 200], "#ffffff") +
    cells
  );
};

const hearingAidCase: ArticleDrawing = (colours) => {
  const shell = verticalGradient(shade(colours.lens, 0.2), shade(colours.lens, -0.25));
  return (
    shell.def +
    `<rect x="-380" y="-120" width="480" height="360" rx="70" fill="url(#${shell.id})"/>` +
    `<path d="M -380 -20 H 100" stroke="${shade(colours.lens, -0.45)}" stroke-width="8"/>` +
    logo(-140, 110, 130, "#ffffff") +
    `<path d="M 190 -220 Q 330 -300 370 -140 Q 395 -20 310 60 L 270 20 Q 330 -60 310 -140 Q 280 -230 210 -180 Z" fill="${colours.frame}" stroke="${shade(colours.frame, -0.25)}" stroke-width="6"/>` +
    `<path d="M 300 60 Q 260 160 180 200" stroke="#c8ced4" stroke-width="10" fill="none"/>` +
    `<ellipse cx="170" cy="210" rx="34" ry="26" fill="${shade(colours.frame, -0.1)}"/>`
  );
};

const ARTICLES: Record<ItemShape, ArticleDrawing> = {
  "ski-goggle": (colours) => skiGoggle("front", colours),
  "contact-lens-box": contactLensBox,
  "care-bottle": (colours) => bottle(colours, "cap"),
  "care-drops": (colours) => bottle(colours, "dropper"),
  "care-spray": (colours) => bottle(colours, "pump"),
  "care-lens-case": lensCase,
  "merch-tshirt": (colours) => garment(colours, false),
  "merch-hoodie": (colours) => garment(colours, true),
  "merch-cap": cap,
  "merch-tote": tote,
  "merch-case": glassesCase,
  "merch-cloth": cloth,
  "hearing-aid-batteries": batteries,
  "hearing-aid-case": hearingAidCase,
};
