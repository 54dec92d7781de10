import { cva } from "class-variance-authority";

/** The site's button look, for <button>s and for links styled as buttons. */
export const buttonVariants = cva(
  // The shared part of the look is the `btn` class (web/styles.css); the variants are utilities.
  "btn",
  {
    variants: {
      variant: {
        primary: "bg-amber-brand text-navy-950 hover:bg-amber-300 focus-visible:outline-amber-300",
        dark: "bg-navy-900 text-white hover:bg-navy-800",
        outline: "border border-slate-300 bg-white text-slate-900 hover:bg-slate-100",
        outlineLight: "border border-white/80 text-white hover:bg-white/10 focus-visible:outline-white",
        ghost: "text-slate-700 hover:bg-slate-100",
        destructive: "bg-red-700 text-white hover:bg-red-800",
      },
      size: {
        sm: "px-3 py-2 text-sm",
        md: "px-5 py-3 text-base",
        lg: "px-6 py-3.5 text-lg",
        icon: "h-10 w-10",
      },
    },
    defaultVariants: { variant: "primary", size: "md" },
  },
);
