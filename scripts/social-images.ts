// After `vite build`: draws the link-preview cards as PNG (Facebook, LinkedIn and X show no
// SVG) into dist/client/images/social/: the site's card, one per blog category, and a PNG of
// each of the site's own blog illustrations (public/images/blog/*.svg). The Worker names them
// in each page's head (worker/shared/social-images.ts).
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";

import { Resvg } from "@resvg/resvg-js";

import { escapeHtml } from "../worker/html/escape";
import { BLOG_CATEGORIES } from "../worker/shared/blog";
import { BUSINESS_DEFAULTS, COMPANY } from "../worker/shared/company";
import {
  categorySocialImage,
  rasterizedSvgPath,
  RASTERIZED_SVG_DIR,
  SITE_SOCIAL_IMAGE,
  SOCIAL_IMAGE_SIZE,
} from "../worker/shared/social-images";

const { width, height } = SOCIAL_IMAGE_SIZE;

/** The card: the site's colours, a shield, a small label, a headline and the company's name. */
function cardSvg(label: string, headline: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <radialGradient id="glow" cx="0.8" cy="0.15" r="0.7"><stop offset="0" stop-color="#f5b83d" stop-opacity="0.28"/><stop offset="1" stop-color="#f5b83d" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="#0b2540"/>
  <rect width="${width}" height="${height}" fill="url(#glow)"/>
  <rect x="0" y="${height - 14}" width="${width}" height="14" fill="#f5b83d"/>
  <path transform="translate(80 80) scale(3)" d="M20 2 L36 8 V20 C36 30 29 37 20 40 C11 37 4 30 4 20 V8 Z" fill="none" stroke="#f5b83d" stroke-width="3" stroke-linejoin="round"/>
  <path transform="translate(80 80) scale(3)" d="M13 21 L18 26 L28 15" fill="none" stroke="#f5b83d" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>
  <text x="80" y="300" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="30" font-weight="bold" fill="#f5b83d" letter-spacing="2">${escapeHtml(label.toUpperCase())}</text>
  <text x="80" y="380" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="64" font-weight="bold" fill="#ffffff">${escapeHtml(headline)}</text>
  <text x="80" y="520" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="34" fill="#cbd5e1">${escapeHtml(COMPANY.name)}</text>
</svg>`;
}

function png(svg: string): Buffer {
  return new Resvg(svg, { fitTo: { mode: "width", value: width }, font: { loadSystemFonts: true, defaultFontFamily: "DejaVu Sans" } })
    .render()
    .asPng();
}

/** Writes every card under `clientDir` (the built site); answers the paths written. */
export function writeSocialImages(clientDir = "dist/client", publicDir = "public"): string[] {
  const cards: [path: string, svg: string][] = [
    [SITE_SOCIAL_IMAGE.url, cardSvg(BUSINESS_DEFAULTS.serviceArea, "Security cameras, done right")],
    ...BLOG_CATEGORIES.map((category): [string, string] => [categorySocialImage(category).url, cardSvg("Security Blog", category)]),
    ...readdirSync(`${publicDir}${RASTERIZED_SVG_DIR}`)
      .filter((name) => name.endsWith(".svg"))
      .map((name): [string, string] => [
        rasterizedSvgPath(`${RASTERIZED_SVG_DIR}${name}`)!,
        readFileSync(`${publicDir}${RASTERIZED_SVG_DIR}${name}`, "utf8"),
      ]),
  ];
  for (const [path, svg] of cards) {
    mkdirSync(`${clientDir}${path.slice(0, path.lastIndexOf("/"))}`, { recursive: true });
    writeFileSync(`${clientDir}${path}`, png(svg));
  }
  return cards.map(([path]) => path);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  console.log(`Drew ${writeSocialImages().length} link-preview cards into dist/client/images/social`);
}
