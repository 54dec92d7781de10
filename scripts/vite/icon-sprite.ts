// Lucide's icons drawn from one sprite (docs/decisions/0004-page-weight.md). Each icon module of
// lucide-react is built as its name and a component of web/lib/sprite-icon.ts, so a page's
// markup holds a `<use>` of the icon, about 330 bytes less than lucide's inline drawing, and the
// scripts carry no drawing at all; the client's build writes /images/icons.svg: one `<symbol>`
// per icon the app uses, drawn from lucide's own data with lucide's own attributes.
import { pathToFileURL } from "node:url";

import type { Plugin } from "vite";

import { ICON_SPRITE_PATH } from "../../worker/shared/icon-sprite.ts";

/** One of lucide-react's icon modules (each holds its drawing as `__iconData`). */
const ICON_MODULE = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/][^\\/]+\.mjs$/;
/** The factory import every icon module has; a module without it is a lucide-react this build does not know. */
const FACTORY_IMPORT = "import createLucideIcon from '../createLucideIcon.mjs';";
/** The icon's name in its module's data: `name: "shield"`. */
const ICON_NAME = /\bname: "([a-z0-9-]+)"/;
const SPRITE_ICON = JSON.stringify(new URL("../../web/lib/sprite-icon.ts", import.meta.url).pathname);

/** lucide's attributes for every icon: a symbol carries them, and its drawing inherits them in every `<use>`. */
const DRAWING = 'viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"';

type IconNode = [tag: string, attributes: Record<string, string | number>][];

const escapeAttribute = (value: string | number) => String(value).replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/** One icon's `<symbol>`: lucide's shapes, without the keys React needs and a drawing does not. */
export function iconSymbol(name: string, node: IconNode): string {
  const shapes = node.map(([tag, { key: _key, ...attributes }]) => {
    const written = Object.entries(attributes).map(([attribute, value]) => ` ${attribute}="${escapeAttribute(value)}"`);
    return `<${tag}${written.join("")}/>`;
  });
  return `<symbol id="${escapeAttribute(name)}" ${DRAWING}>${shapes.join("")}</symbol>`;
}

export function iconSprite(): Plugin {
  const modules = new Set<string>();
  return {
    name: "harborlight:icon-sprite",
    transform(code, id) {
      // The folder's index only re-exports the icons.
      if (!ICON_MODULE.test(id) || !code.includes("__iconData")) return undefined;
      const name = ICON_NAME.exec(code)?.[1];
      if (!name || !code.includes(FACTORY_IMPORT)) this.error(`lucide-react's icon module is not in the shape the sprite expects: ${id}`);
      modules.add(id.split("?")[0]!);
      // The page's copy of the icon is its name: its drawing stays in the module, for the sprite only.
      const data = `{ name: ${JSON.stringify(name)} }`;
      return {
        code: `import spriteIcon from ${SPRITE_ICON};\nexport const __iconData = ${data};\nexport default spriteIcon(__iconData);\n`,
        map: null,
      };
    },
    async generateBundle(_options, bundle) {
      if (this.environment.name !== "client") return;
      // Every icon module is transformed; only those the app imports are left in its chunks.
      const bundled = new Set(Object.values(bundle).flatMap((file) => (file.type === "chunk" ? file.moduleIds : [])));
      const used = [...modules].filter((path) => bundled.has(path)).sort();
      if (used.length === 0) this.error("No lucide icon reached the client's chunks: the sprite would be empty");
      const icons = await Promise.all(
        used.map(async (path) => {
          const { __iconData } = (await import(pathToFileURL(path).href)) as { __iconData: { name: string; node: IconNode } };
          return iconSymbol(__iconData.name, __iconData.node);
        }),
      );
      const sprite = `<svg xmlns="http://www.w3.org/2000/svg">${icons.join("")}</svg>\n`;
      // Beside the site's other images, which the platform serves without the Worker (wrangler.toml).
      this.emitFile({ type: "asset", fileName: ICON_SPRITE_PATH.slice(1), source: sprite });
    },
  };
}
