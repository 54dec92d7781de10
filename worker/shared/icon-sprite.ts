// The icons' sprite, written by the client's build (scripts/vite/icon-sprite.ts) and served as a
// static image; the app's icons are uses of it (web/lib/sprite-icon.ts). A file of its own, with
// no imports, because the build's config loads it.
export const ICON_SPRITE_PATH = "/images/icons.svg";
