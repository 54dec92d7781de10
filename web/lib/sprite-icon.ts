// Lucide's icons as references into one sprite (docs/decisions/0004-page-weight.md): the icon
// modules of lucide-react are built with this in place of their own createLucideIcon
// (scripts/vite/icon-sprite.ts), so `<Shield />` renders an `<svg>` holding only `<use>`, and
// the icon's drawing is served once, in /images/icons.svg, instead of inline in every page that shows it.
import { createElement, forwardRef, type SVGProps } from "react";

import { ICON_SPRITE_PATH } from "../../worker/shared/icon-sprite";

/** What lucide-react's icon modules hand to their factory. */
export interface SpriteIconData {
  name: string;
}

/** The props the site gives its icons: lucide's, without those that only an inline drawing could take. */
export type SpriteIconProps = Omit<SVGProps<SVGSVGElement>, "ref"> & { size?: number | string };

/** Any of these names the icon to assistive technology: otherwise it is decoration, hidden from it. */
const NAMING_PROPS = ["aria-label", "aria-labelledby", "role"] as const satisfies readonly (keyof SpriteIconProps)[];

export function spriteIcon({ name }: SpriteIconData) {
  const Icon = forwardRef<SVGSVGElement, SpriteIconProps>(({ size = 24, className, children, ...rest }, ref) => {
    const named = Boolean(children) || NAMING_PROPS.some((prop) => rest[prop] !== undefined);
    return createElement(
      "svg",
      { ref, width: size, height: size, className, ...(named ? {} : { "aria-hidden": true }), ...rest },
      createElement("use", { href: `${ICON_SPRITE_PATH}#${name}` }),
      children,
    );
  });
  Icon.displayName = name;
  return Icon;
}

export default spriteIcon;
