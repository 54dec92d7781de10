// An image for the post: chosen from the media library (or uploaded, when the dashboard gives
// a way to), always with alt text, inserted at its own size.
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";

import { TextField } from "../../../../components/form/fields";
import { cn } from "../../../../lib/cn";
import { mediaQuery, type MediaItem } from "../../../../queries/media";
import type { UploadImage } from "../../media/editor-upload";
import { EDITOR_TEXT } from "../editor-text";
import { EditorDialog } from "./editor-dialog";

export const IMAGE_TEXT = {
  altRequired: "Describe the image for people who cannot see it",
  chooseRequired: "Choose an image from the library or upload one",
  emptyLibrary: "No images uploaded yet.",
  uploadFailed: "The image could not be uploaded",
  libraryFailed: "The media library could not be loaded",
} as const;

export interface ImageChoice {
  src: string;
  alt: string;
  width: number | null;
  height: number | null;
  /** Shown under the image (a figure's caption); empty for none. */
  caption: string;
}

export function ImageDialog({
  open,
  onOpenChange,
  onInsert,
  onUpload,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onInsert: (image: ImageChoice) => void;
  onUpload?: UploadImage;
}) {
  const library = useQuery({ ...mediaQuery, enabled: open });
  const [chosen, setChosen] = useState<MediaItem>();
  const [alt, setAlt] = useState("");
  const [caption, setCaption] = useState("");
  const [errors, setErrors] = useState<{ image?: string; alt?: string }>({});
  const [uploading, setUploading] = useState(false);
  /** A file chosen to upload: sent with its alt text when staff press Insert. */
  const [file, setFile] = useState<File>();

  const choose = (item: MediaItem) => {
    setChosen(item);
    // The library's own description is a good start; staff may change it for this post.
    setAlt(item.alt);
    setErrors({});
  };

  const pick = (picked: File | undefined) => {
    setFile(picked);
    if (picked) setChosen(undefined);
    setErrors({});
  };

  const upload = async (picked: File, altText: string, captionText: string) => {
    if (!onUpload) return;
    setUploading(true);
    try {
      const item = await onUpload(picked, altText);
      onInsert({ src: item.url, alt: altText, width: item.width, height: item.height, caption: captionText });
    } catch (error) {
      setErrors({ image: error instanceof Error && error.message ? error.message : IMAGE_TEXT.uploadFailed });
    } finally {
      setUploading(false);
    }
  };

  const insert = () => {
    const altText = alt.trim();
    const problems = { image: chosen || file ? undefined : IMAGE_TEXT.chooseRequired, alt: altText ? undefined : IMAGE_TEXT.altRequired };
    if (problems.image || problems.alt) return setErrors(problems);
    const captionText = caption.trim();
    if (chosen) return onInsert({ src: chosen.url, alt: altText, width: chosen.width, height: chosen.height, caption: captionText });
    if (file) void upload(file, altText, captionText);
  };

  return (
    <EditorDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Insert image"
      description="Images are served by this site. Every image needs alt text: what it shows, for people who cannot see it."
      submitLabel="Insert image"
      onSubmit={insert}
    >
      <fieldset>
        <legend className="text-sm font-semibold text-slate-800">Media library</legend>
        {library.isPending ? (
          <p className="mt-2 text-sm text-slate-600">Loading images…</p>
        ) : library.isError ? (
          <p className="mt-2 text-sm text-red-700">{IMAGE_TEXT.libraryFailed}</p>
        ) : library.data.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">{IMAGE_TEXT.emptyLibrary}</p>
        ) : (
          <ul className="mt-2 grid max-h-64 grid-cols-3 gap-2 overflow-y-auto">
            {library.data.map((item) => (
              <li key={item.key}>
                <button
                  type="button"
                  aria-pressed={chosen?.key === item.key}
                  aria-label={item.alt || item.key}
                  onClick={() => {
                    setFile(undefined);
                    choose(item);
                  }}
                  className={cn(
                    "block w-full overflow-hidden rounded-md border-2",
                    chosen?.key === item.key ? "border-navy-900" : "border-transparent hover:border-slate-300",
                  )}
                >
                  <img src={item.url} alt="" className="aspect-[4/3] w-full object-cover" loading="lazy" />
                </button>
              </li>
            ))}
          </ul>
        )}
        {errors.image && (
          <p role="alert" className="mt-2 text-sm font-medium text-red-700">
            {errors.image}
          </p>
        )}
      </fieldset>
      {onUpload && (
        <label className="block text-sm font-semibold text-slate-800">
          Upload an image
          <input
            type="file"
            accept="image/jpeg,image/png,image/webp,image/avif"
            disabled={uploading}
            onChange={(event) => pick(event.target.files?.[0])}
            className="mt-1 block w-full text-sm font-normal"
          />
        </label>
      )}
      <TextField
        label="Alt text"
        hint="What the image shows, in a sentence"
        value={alt}
        error={errors.alt}
        onChange={(event) => {
          setAlt(event.target.value);
          setErrors((current) => ({ ...current, alt: undefined }));
        }}
      />
      <TextField
        label={EDITOR_TEXT.captionLabel}
        hint={EDITOR_TEXT.captionHint}
        value={caption}
        onChange={(event) => setCaption(event.target.value)}
      />
    </EditorDialog>
  );
}
