import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { ArrowRight, BarChart3, ExternalLink, RefreshCw } from "lucide-react";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import type { z } from "zod";

import { shortLinkSchema, type ShortLinkInput as ShortLinkForm } from "../../../../worker/shared/schemas/admin";
import { api } from "../../../api";
import { TextField } from "../../../components/form/fields";
import { buttonVariants } from "../../../components/ui/button";
import { shortLinksKey, shortLinksQuery, type ShortLink } from "../../../queries/short-links";
import { pluralWord } from "../../../lib/plural";
import { confirmDelete, EMPTY_STATES } from "../../texts";
import { useCrudMutations } from "../../mutations";
import { useRecordForm } from "../../record-form";
import { NotFoundLog } from "../not-found-log";
import { ShortLinkAnalytics } from "./short-link-analytics";
import { filterShortLinks } from "./short-link-filter";
import { CopyAddressButton, QrCodeDownloads, QrCodeToggle, SuggestPathButton } from "./short-link-actions";
import { SHORT_LINK_TEXT, STATUS_FILTER_LABELS, STATUS_FILTERS, type StatusFilter } from "./short-link-text";
import { Badge, EmptyState, ErrorText, formatAdminDate, LoadingRows, Panel, RowActions, SwitchField, FormActions } from "../../ui";

const EMPTY: ShortLinkForm = { fromPath: "", toUrl: "", isActive: true };

export function ShortLinksSection() {
  const links = useQuery(shortLinksQuery);
  const queryClient = useQueryClient();
  const [statsOpen, setStatsOpen] = useState<number | null>(null);
  const [qrOpen, setQrOpen] = useState<number | null>(null);
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState<StatusFilter>("all");

  const form = useForm<ShortLinkForm, unknown, z.output<typeof shortLinkSchema>>({
    resolver: zodResolver(shortLinkSchema),
    defaultValues: EMPTY,
  });
  const { editing, edit, backToCreate, showServerErrors } = useRecordForm<ShortLink, ShortLinkForm, z.output<typeof shortLinkSchema>>(
    form,
    EMPTY,
  );
  const { errors } = form.formState;

  const crud = useCrudMutations({
    thing: "redirect",
    invalidates: shortLinksKey,
    create: (json: z.output<typeof shortLinkSchema>) => api.redirects.$post({ json }),
    update: (id, json) => api.redirects[":id"].$patch({ param: { id: String(id) }, json }),
    remove: (id) => api.redirects[":id"].$delete({ param: { id: String(id) } }),
    onSaved: backToCreate,
  });

  const onSubmit = form.handleSubmit((json) => crud.save(editing?.id, json, showServerErrors));
  const startEdit = (link: ShortLink) => {
    edit(link, { fromPath: link.fromPath, toUrl: link.toUrl, isActive: link.isActive });
  };
  /** From the 404 log: a new redirect from that path, the target to be typed next. */
  const createFrom = (path: string) => {
    backToCreate();
    form.setValue("fromPath", path);
    // After reset the fields register again on the next render: focus then (react-hook-form's advice).
    window.setTimeout(() => form.setFocus("toUrl"), 0);
  };
  const shown = links.data ? filterShortLinks(links.data, search, status) : [];

  return (
    <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,1fr)_24rem]">
      <div className="min-w-0 space-y-6">
        <Panel
          title="Redirects"
          actions={
            <button
              type="button"
              onClick={() => void queryClient.invalidateQueries({ queryKey: shortLinksKey })}
              className={buttonVariants({ variant: "outline", size: "sm" })}
            >
              <RefreshCw aria-hidden className={links.isFetching ? "h-4 w-4 animate-spin" : "h-4 w-4"} />
              Refresh counts
            </button>
          }
        >
          {links.isPending ? (
            <LoadingRows />
          ) : links.isError ? (
            <ErrorText>{links.error.message}</ErrorText>
          ) : links.data.length === 0 ? (
            <EmptyState>{EMPTY_STATES.shortLinks}</EmptyState>
          ) : (
            <>
              <div className="mb-2 flex flex-wrap items-end gap-4">
                <TextField
                  type="search"
                  label={SHORT_LINK_TEXT.search}
                  placeholder={SHORT_LINK_TEXT.searchHint}
                  value={search}
                  onChange={(event) => setSearch(event.target.value)}
                  className="min-w-0 flex-1"
                />
                <fieldset className="flex items-center gap-3 pb-2.5 text-sm">
                  <legend className="sr-only">{SHORT_LINK_TEXT.show}</legend>
                  {STATUS_FILTERS.map((value) => (
                    <label key={value} className="inline-flex items-center gap-1.5">
                      <input
                        type="radio"
                        name="redirect-status"
                        value={value}
                        checked={status === value}
                        onChange={() => setStatus(value)}
                      />
                      {STATUS_FILTER_LABELS[value]}
                    </label>
                  ))}
                </fieldset>
              </div>
              {shown.length === 0 ? (
                <EmptyState>{SHORT_LINK_TEXT.noMatch}</EmptyState>
              ) : (
                <ul className="divide-y divide-slate-200" aria-label="Redirects">
                  {shown.map((link) => (
                    <li key={link.id} className="group flex items-start gap-3 py-4">
                      <div className="min-w-0 flex-1">
                        <p className="flex flex-wrap items-center gap-2 font-mono text-sm">
                          <span className="font-semibold text-slate-900">{link.fromPath}</span>
                          <ArrowRight aria-label="redirects to" className="h-4 w-4 text-slate-500" />
                          <a
                            href={link.toUrl}
                            target="_blank"
                            rel="noopener noreferrer"
                            className="inline-flex min-w-0 items-center gap-1 break-all text-blue-800 hover:underline"
                          >
                            {link.toUrl}
                            <ExternalLink aria-hidden className="h-3.5 w-3.5 shrink-0" />
                            <span className="sr-only">(opens in a new tab)</span>
                          </a>
                        </p>
                        <p className="mt-2 flex flex-wrap items-center gap-3 text-sm text-slate-600">
                          <Badge tone={link.isActive ? "green" : "slate"}>{link.isActive ? "Active" : "Inactive"}</Badge>
                          <span>
                            <span data-testid="click-count">{link.clickCount}</span> {pluralWord(link.clickCount, "click")}
                          </span>
                          <span>Created {formatAdminDate(link.createdAt)}</span>
                          <button
                            type="button"
                            aria-expanded={statsOpen === link.id}
                            onClick={() => setStatsOpen(statsOpen === link.id ? null : link.id)}
                            className="inline-flex items-center gap-1 font-semibold text-blue-800 hover:underline"
                          >
                            <BarChart3 aria-hidden className="h-4 w-4" />
                            {statsOpen === link.id ? "Hide stats" : "Stats"}
                            <span className="sr-only"> for {link.fromPath}</span>
                          </button>
                        </p>
                        <p className="mt-2 flex flex-wrap items-center gap-3 text-sm">
                          <CopyAddressButton address={link.address} fromPath={link.fromPath} />
                          <QrCodeToggle
                            open={qrOpen === link.id}
                            onToggle={() => setQrOpen(qrOpen === link.id ? null : link.id)}
                            fromPath={link.fromPath}
                          />
                        </p>
                        {qrOpen === link.id && <QrCodeDownloads id={link.id} fromPath={link.fromPath} />}
                        {statsOpen === link.id && <ShortLinkAnalytics id={link.id} fromPath={link.fromPath} />}
                      </div>
                      <RowActions
                        itemLabel={link.fromPath}
                        onEdit={() => startEdit(link)}
                        onDelete={() => window.confirm(confirmDelete("redirect")) && crud.remove.mutate(link.id)}
                      />
                    </li>
                  ))}
                </ul>
              )}
            </>
          )}
        </Panel>
        <NotFoundLog onCreateShortLink={createFrom} />
      </div>

      <Panel title={editing ? "Edit Redirect" : "Create Redirect"}>
        <form noValidate onSubmit={onSubmit} className="space-y-4">
          <TextField
            label="From Path"
            placeholder="/flyer"
            hint="The short path people type or scan, starting with /"
            error={errors.fromPath?.message}
            {...form.register("fromPath")}
          />
          <p className="-mt-2 text-sm">
            <SuggestPathButton
              toUrl={() => form.getValues("toUrl")}
              onSuggested={(path) => form.setValue("fromPath", path, { shouldValidate: true, shouldDirty: true })}
            />
            <span className="ml-2 text-slate-600">{SHORT_LINK_TEXT.suggestHint}</span>
          </p>
          <TextField
            label="To URL"
            inputMode="url"
            placeholder="https://"
            hint={SHORT_LINK_TEXT.toUrlHint}
            error={errors.toUrl?.message}
            {...form.register("toUrl")}
          />
          <Controller
            control={form.control}
            name="isActive"
            render={({ field }) => <SwitchField label="Active" checked={field.value ?? true} onCheckedChange={field.onChange} />}
          />
          <FormActions editing={Boolean(editing)} thing="Redirect" saving={crud.saving} onCancel={backToCreate} />
        </form>
      </Panel>
    </div>
  );
}
