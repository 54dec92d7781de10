import { Construction } from "lucide-react";

import { ADMIN_TEXT } from "./texts";

export function ComingSoon() {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-white p-12 text-center">
      <Construction aria-hidden className="mx-auto h-10 w-10 text-slate-500" />
      <h2 className="mt-4 text-xl font-semibold text-slate-900">{ADMIN_TEXT.comingSoon}</h2>
      <p className="mt-2 text-slate-600">{ADMIN_TEXT.comingSoonNote}</p>
    </div>
  );
}
