import { LogOut, Menu, Shield, X } from "lucide-react";
import { Dialog } from "radix-ui";
import { useState, type ReactNode } from "react";

import { COMPANY } from "../../worker/shared/company";
import { cn } from "../lib/cn";
import { ADMIN_TEXT } from "./texts";
import { SECTIONS, type DashboardSection, type SectionId } from "./section-table";

interface LayoutProps {
  section: SectionId;
  /** The sections the person's role opens (R25): the sidebar lists only these. */
  sections: readonly DashboardSection[];
  /** A count beside a section's name, e.g. the contact submissions still New, with its words for screen readers. */
  counts?: Partial<Record<SectionId, { count: number; noun: string }>>;
  onSelect: (section: SectionId) => void;
  onSignOut: () => void;
  email: string | null;
  children: ReactNode;
}

function SectionNav({ section, sections, onSelect, counts }: Pick<LayoutProps, "section" | "sections" | "onSelect" | "counts">) {
  return (
    <ul className="space-y-1">
      {sections.map(({ id, label, icon: Icon }) => {
        const current = id === section;
        const count = counts?.[id];
        return (
          <li key={id}>
            <button
              type="button"
              onClick={() => onSelect(id)}
              aria-current={current ? "page" : undefined}
              className={cn(
                "flex w-full items-center gap-3 rounded-md px-3 py-2.5 text-left text-sm font-medium",
                current ? "bg-white/15 text-white" : "text-slate-200 hover:bg-white/10",
              )}
            >
              <Icon aria-hidden className="h-5 w-5 shrink-0" />
              <span className="flex-1">{label}</span>
              {count !== undefined && count.count > 0 && (
                // Its name reads "Contact Forms 3 new": the number is seen, the word is for screen readers.
                <span className="rounded-full bg-amber-brand px-2 py-0.5 text-xs font-bold text-navy-950">
                  {count.count}
                  <span className="sr-only">&nbsp;{count.noun}</span>
                </span>
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/** The sidebar's content; in the drawer, `closeButton` sits beside the company name, never over it. */
function SidebarBody({ closeButton, ...props }: Omit<LayoutProps, "children"> & { closeButton?: ReactNode }) {
  return (
    <div className="flex h-full flex-col gap-6 p-4">
      <div className="flex items-center gap-2">
        <p data-testid="dashboard-company" className="flex min-w-0 flex-1 items-center gap-2 px-2 text-lg font-bold text-white">
          <Shield aria-hidden className="h-6 w-6 shrink-0 text-amber-brand" />
          <span className="min-w-0">{COMPANY.name}</span>
        </p>
        {closeButton}
      </div>
      <nav aria-label="Dashboard sections" className="flex-1">
        <SectionNav section={props.section} sections={props.sections} onSelect={props.onSelect} counts={props.counts} />
      </nav>
      <div className="border-t border-white/15 pt-4">
        {props.email && <p className="truncate px-2 text-xs text-slate-300">{props.email}</p>}
        <button
          type="button"
          onClick={props.onSignOut}
          className="mt-2 flex w-full items-center gap-3 rounded-md px-3 py-2.5 text-sm font-medium text-slate-100 hover:bg-white/10"
        >
          <LogOut aria-hidden className="h-5 w-5" />
          {ADMIN_TEXT.signOut}
        </button>
      </div>
    </div>
  );
}

/** A fixed sidebar on wide screens, a drawer on narrow ones. */
export function DashboardLayout({ children, ...props }: LayoutProps) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const title = SECTIONS.find((s) => s.id === props.section)?.label ?? "";
  return (
    <div className="min-h-screen bg-slate-100 lg:flex">
      <aside className="hidden w-64 shrink-0 bg-navy-950 lg:block">
        <div className="sticky top-0 h-screen">
          <SidebarBody {...props} />
        </div>
      </aside>
      <Dialog.Root open={drawerOpen} onOpenChange={setDrawerOpen}>
        <header className="sticky top-0 z-30 flex items-center gap-3 bg-navy-950 px-4 py-3 text-white lg:hidden">
          <Dialog.Trigger
            className="inline-flex h-10 w-10 items-center justify-center rounded-md hover:bg-white/10"
            aria-label="Open dashboard menu"
          >
            <Menu aria-hidden className="h-6 w-6" />
          </Dialog.Trigger>
          <span className="font-semibold">{title}</span>
        </header>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50 lg:hidden" />
          <Dialog.Content className="fixed inset-y-0 left-0 z-50 w-72 max-w-[85vw] bg-navy-950 shadow-xl lg:hidden">
            <Dialog.Title className="sr-only">Dashboard menu</Dialog.Title>
            <Dialog.Description className="sr-only">Choose a section of the dashboard</Dialog.Description>
            <SidebarBody
              {...props}
              closeButton={
                <Dialog.Close className="shrink-0 rounded-md p-2 text-white hover:bg-white/10" aria-label="Close dashboard menu">
                  <X aria-hidden className="h-5 w-5" />
                </Dialog.Close>
              }
              onSelect={(section) => {
                props.onSelect(section);
                setDrawerOpen(false);
              }}
            />
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
      <main id="main" className="min-w-0 flex-1 p-4 md:p-8">
        <h1 className="text-2xl font-bold text-slate-900 md:text-3xl">{title}</h1>
        <div className="mt-6">{children}</div>
      </main>
    </div>
  );
}
