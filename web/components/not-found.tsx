import { Link } from "@tanstack/react-router";
import { AlertCircle } from "lucide-react";

export const NOT_FOUND_TITLE = "404 Page Not Found";
export const NOT_FOUND_TEXT = "Did you forget to add the page to the router?";

export function NotFound() {
  return (
    <main id="main" className="flex min-h-[60vh] items-center justify-center bg-slate-50 px-4 py-24">
      <div className="w-full max-w-md rounded-xl border border-slate-200 bg-white p-8 shadow-sm">
        <div className="mb-4 flex items-center gap-2">
          <AlertCircle aria-hidden className="h-8 w-8 text-red-600" />
          <h1 className="text-2xl font-bold text-slate-900">{NOT_FOUND_TITLE}</h1>
        </div>
        <p className="text-sm text-slate-700">{NOT_FOUND_TEXT}</p>
        <Link to="/" className="mt-6 inline-block font-medium text-blue-800 underline underline-offset-4">
          Back to the home page
        </Link>
      </div>
    </main>
  );
}
