import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { Loader2, LogIn, Shield } from "lucide-react";
import { useEffect } from "react";

import { COMPANY } from "../../../worker/shared/company";
import { useAdminGate } from "../../admin/gate";
import { ADMIN_TEXT } from "../../admin/texts";
import { withQueries } from "../../components/query-provider";
import { toast } from "../../components/toast/store";
import { buttonVariants } from "../../components/ui/button";

export const Route = createFileRoute("/admin/login")({
  component: withQueries(AdminLoginPage),
});

function AdminLoginPage() {
  const { state } = useAdminGate();
  const navigate = useNavigate();

  useEffect(() => {
    if (state === "staff") void navigate({ to: "/admin", replace: true });
    if (state === "signed-in") {
      toast({ ...ADMIN_TEXT.accessDenied, variant: "destructive" });
      void navigate({ to: "/", replace: true });
    }
  }, [state, navigate]);

  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-navy-950 px-4">
      <div className="w-full max-w-sm rounded-2xl bg-white p-8 text-center shadow-xl">
        <Shield aria-hidden className="mx-auto h-12 w-12 text-navy-900" />
        <h1 className="mt-4 text-2xl font-bold text-slate-900">{ADMIN_TEXT.signInTitle}</h1>
        <p className="mt-2 text-sm text-slate-600">{COMPANY.name} staff dashboard</p>
        {state === "signed-out" ? (
          <a href="/api/login?returnTo=/admin" className={buttonVariants({ variant: "dark", className: "mt-8 w-full" })}>
            <LogIn aria-hidden className="h-5 w-5" />
            {ADMIN_TEXT.signInButton}
          </a>
        ) : (
          <p role="status" className="mt-8 inline-flex items-center gap-2 text-slate-700">
            <Loader2 aria-hidden className="h-5 w-5 animate-spin" />
            {ADMIN_TEXT.checking}
          </p>
        )}
      </div>
    </main>
  );
}
