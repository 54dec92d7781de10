// Upload an image with its alt text: the alt text is required before anything is sent, a big
// image is shrunk in the browser first (resize.ts), and the button says when it is working.
// A group rather than a form: it also sits inside the blog post's form, and forms cannot nest.
import { useId, useState, type KeyboardEvent } from "react";

import { IMAGE_ACCEPT, MAX_IMAGE_BYTES, MEDIA_TEXTS } from "../../../../worker/shared/media";
import { altTextSchema } from "../../../../worker/shared/schemas/media";
import { ApiRequestError } from "../../../api";
import { Field, TextField } from "../../../components/form/fields";
import { buttonVariants } from "../../../components/ui/button";
import type { MediaItem } from "../../../queries/media";
import { useUploadImage } from "./mutations";
import { prepareUpload } from "./resize";
import { MEDIA_TEXT } from "./text";

interface Errors {
  file?: string;
  alt?: string;
}

/** `withHeading`: its own heading, where no panel around it names it (inside the post form). */
export function MediaUploadForm({ onUploaded, withHeading = false }: { onUploaded?: (item: MediaItem) => void; withHeading?: boolean }) {
  const upload = useUploadImage();
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [preparing, setPreparing] = useState(false);
  const [inputKey, setInputKey] = useState(0);
  const busy = preparing || upload.isPending;
  const headingId = useId();

  const onSubmit = async () => {
    const altText = altTextSchema.safeParse(alt);
    const found: Errors = {
      file: file ? undefined : MEDIA_TEXTS.fileRequired,
      alt: altText.success ? undefined : altText.error.issues[0]?.message,
    };
    setErrors(found);
    if (!file || !altText.success) return;
    setPreparing(true);
    const prepared = await prepareUpload(file, MAX_IMAGE_BYTES).finally(() => setPreparing(false));
    if (prepared.file.size > MAX_IMAGE_BYTES) return setErrors({ file: MEDIA_TEXTS.tooLarge });
    upload.mutate(
      { ...prepared, alt: altText.data },
      {
        onSuccess: ({ item }) => {
          setFile(null);
          setAlt("");
          setInputKey((key) => key + 1); // a file input cannot be emptied otherwise
          onUploaded?.(item);
        },
        onError: (error) => {
          // The server's word on each field (a disguised file, a size over the limit) beside it.
          if (error instanceof ApiRequestError) {
            const fileError = error.fieldErrors?.file?.[0] ?? (error.status === 413 ? error.serverMessage : undefined);
            setErrors({ file: fileError, alt: error.fieldErrors?.alt?.[0] });
          }
        },
      },
    );
  };

  // Enter in the alt text uploads, as it would submit a form of its own (and never the post's form).
  const uploadOnEnter = (event: KeyboardEvent) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    void onSubmit();
  };

  return (
    <div role={withHeading ? "group" : undefined} aria-labelledby={withHeading ? headingId : undefined} className="space-y-4">
      {withHeading && (
        <h3 id={headingId} className="font-semibold text-slate-900">
          {MEDIA_TEXT.uploadTitle}
        </h3>
      )}
      <Field label={MEDIA_TEXT.fileLabel} hint={MEDIA_TEXT.fileHint} error={errors.file}>
        {({ id, describedBy, invalid }) => (
          <input
            key={inputKey}
            id={id}
            type="file"
            accept={IMAGE_ACCEPT}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            disabled={busy}
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            className="block w-full text-sm text-slate-800 file:mr-3 file:rounded-md file:border-0 file:bg-slate-200 file:px-3 file:py-2 file:font-semibold"
          />
        )}
      </Field>
      <TextField
        label={MEDIA_TEXT.altLabel}
        hint={MEDIA_TEXT.altHint}
        error={errors.alt}
        value={alt}
        disabled={busy}
        onChange={(event) => setAlt(event.target.value)}
        onKeyDown={uploadOnEnter}
      />
      <button
        type="button"
        onClick={() => void onSubmit()}
        disabled={busy}
        aria-busy={busy}
        className={buttonVariants({ variant: "dark" })}
      >
        {busy ? MEDIA_TEXT.uploading : MEDIA_TEXT.upload}
      </button>
    </div>
  );
}
