// The blog post form's featured image: a choice from the media library (or an image uploaded
// right here), stored as the site path /media/<key>. A post whose image is an address from
// before the library keeps it until staff choose another. The library is the one read of the
// Media tab and the post editor (one request for all).
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";

import { SelectField } from "../../../components/form/fields";
import { buttonVariants } from "../../../components/ui/button";
import { mediaQuery } from "../../../queries/media";
import { MediaUploadForm } from "./upload-form";
import { formatDimensions, MEDIA_TEXT } from "./text";

export function FeaturedImageField({ value, onChange, error }: { value: string; onChange: (value: string) => void; error?: string }) {
  const library = useQuery(mediaQuery);
  const [uploading, setUploading] = useState(false);
  const items = library.data ?? [];
  const chosen = items.find((item) => item.url === value);
  const options = [
    ...(value && !chosen ? [{ value, label: `${MEDIA_TEXT.featuredOutside}: ${value}` }] : []),
    ...items.map((item) => {
      const name = item.alt || item.key;
      return { value: item.url, label: item.width && item.height ? `${name} (${formatDimensions(item.width, item.height)})` : name };
    }),
  ];

  return (
    <div className="space-y-3">
      <SelectField
        label={MEDIA_TEXT.featuredLabel}
        placeholder={MEDIA_TEXT.featuredNone}
        options={options}
        error={error}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      {chosen && (
        <img
          src={chosen.url}
          alt={chosen.alt}
          width={chosen.width ?? undefined}
          height={chosen.height ?? undefined}
          className="aspect-video w-full rounded-md bg-slate-100 object-contain"
        />
      )}
      {uploading ? (
        <div className="rounded-lg border border-slate-200 p-4">
          <MediaUploadForm
            withHeading
            onUploaded={(item) => {
              onChange(item.url);
              setUploading(false);
            }}
          />
        </div>
      ) : (
        <button type="button" onClick={() => setUploading(true)} className={buttonVariants({ variant: "outline", size: "sm" })}>
          {MEDIA_TEXT.uploadHere}
        </button>
      )}
    </div>
  );
}
