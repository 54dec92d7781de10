// The media library (inside Blog Posts): upload, and every image with its alt text (editable),
// size, the posts that show it, and Delete, which the server refuses while a post uses it.
import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";

import { altTextSchema } from "../../../../worker/shared/schemas/media";
import { TextField } from "../../../components/form/fields";
import { buttonVariants } from "../../../components/ui/button";
import { mediaQuery, type MediaItem } from "../../../queries/media";
import { confirmDelete } from "../../texts";
import { EmptyState, ErrorText, LoadingRows, Panel } from "../../ui";
import { useChangeAlt, useDeleteImage } from "./mutations";
import { MediaUploadForm } from "./upload-form";
import { formatBytes, formatDimensions, MEDIA_TEXT } from "./text";

export function MediaLibrary() {
  const library = useQuery(mediaQuery);
  return (
    <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,1fr)_24rem]">
      <Panel title={MEDIA_TEXT.libraryTitle}>
        {library.isPending ? (
          <LoadingRows />
        ) : library.isError ? (
          <ErrorText>{library.error.message}</ErrorText>
        ) : library.data.length === 0 ? (
          <EmptyState>{MEDIA_TEXT.empty}</EmptyState>
        ) : (
          <ul aria-label={MEDIA_TEXT.libraryTitle} className="grid gap-4 sm:grid-cols-2">
            {library.data.map((item) => (
              <MediaCard key={item.id} item={item} />
            ))}
          </ul>
        )}
      </Panel>
      <Panel title={MEDIA_TEXT.uploadTitle}>
        <MediaUploadForm />
      </Panel>
    </div>
  );
}

function MediaCard({ item }: { item: MediaItem }) {
  const changeAlt = useChangeAlt();
  const remove = useDeleteImage();
  const [alt, setAlt] = useState(item.alt);
  const [altError, setAltError] = useState<string>();
  const nameId = useId();

  const saveAlt = () => {
    const parsed = altTextSchema.safeParse(alt);
    setAltError(parsed.success ? undefined : parsed.error.issues[0]?.message);
    if (parsed.success) changeAlt.mutate({ id: item.id, alt: parsed.data });
  };
  const deleteImage = () => {
    if (window.confirm(confirmDelete("image"))) remove.mutate(item.id);
  };

  return (
    <li aria-labelledby={nameId} className="overflow-hidden rounded-lg border border-slate-200 bg-white">
      {/* The alt text is written right below: the thumbnail need not say it again. */}
      <img
        src={item.url}
        alt=""
        width={item.width}
        height={item.height}
        loading="lazy"
        className="aspect-video w-full bg-slate-100 object-contain"
      />
      <div className="space-y-3 p-4">
        <p id={nameId} className="truncate text-sm font-semibold text-slate-900" title={item.originalName}>
          {item.originalName}
        </p>
        <p className="text-sm text-slate-600">
          {formatDimensions(item.width, item.height)} · {formatBytes(item.byteSize)}
        </p>
        <TextField label={MEDIA_TEXT.altLabel} value={alt} error={altError} onChange={(event) => setAlt(event.target.value)} />
        <div>
          <p className="text-sm font-semibold text-slate-800">{MEDIA_TEXT.usedIn}</p>
          {item.usedIn.length === 0 ? (
            <p className="text-sm text-slate-600">{MEDIA_TEXT.notUsed}</p>
          ) : (
            <ul className="list-inside list-disc text-sm text-slate-700">
              {item.usedIn.map((post) => (
                <li key={post.id}>{post.title}</li>
              ))}
            </ul>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            onClick={saveAlt}
            disabled={changeAlt.isPending || alt === item.alt}
            className={buttonVariants({ variant: "outline", size: "sm" })}
          >
            {MEDIA_TEXT.saveAlt}
          </button>
          <button
            type="button"
            onClick={deleteImage}
            disabled={remove.isPending}
            aria-label={`Delete ${item.originalName}`}
            className={buttonVariants({ variant: "outline", size: "sm" })}
          >
            Delete
          </button>
        </div>
      </div>
    </li>
  );
}
