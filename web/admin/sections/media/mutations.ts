// The media library's writes: each refreshes the library and the posts, toasts, and shows the
// server's own message when it refuses.
import { api, ok } from "../../../api";
import { blogKey } from "../../../queries/blog";
import type { MediaItem } from "../../../queries/media";
import { serverWordsOr, useAdminMutation } from "../../mutations";
import { MEDIA_TEXT } from "./text";

// The blog's key holds the library's too (web/queries/media.ts).
const invalidates = [blogKey];

export interface UploadInput {
  file: File;
  alt: string;
  /** A WebP's or AVIF's JPEG copy for link previews (resize.ts). */
  preview?: File;
  /** Smaller copies for `srcset` (resize.ts), one form field each. */
  variants?: File[];
}

export function useUploadImage() {
  return useAdminMutation({
    mutationFn: async ({ file, alt, preview, variants }: UploadInput) => {
      // A multipart form: the typed client builds the FormData (an array as one field per item).
      const form = { file, alt, ...(preview && { preview }), ...(variants?.length && { variant: variants }) };
      const response = await ok(api.media.$post({ form }));
      // 200: the same bytes were already in the library.
      return { item: (await response.json()) as MediaItem, created: response.status === 201 };
    },
    invalidates,
    success: ({ created }) => (created ? MEDIA_TEXT.uploaded : MEDIA_TEXT.alreadyUploaded),
    failure: serverWordsOr(MEDIA_TEXT.uploadFailed),
  });
}

export function useChangeAlt() {
  return useAdminMutation({
    mutationFn: ({ id, alt }: { id: number; alt: string }) => ok(api.media[":id"].$patch({ param: { id: String(id) }, json: { alt } })),
    invalidates,
    success: () => MEDIA_TEXT.altSaved,
    failure: serverWordsOr(MEDIA_TEXT.altFailed),
  });
}

export function useDeleteImage() {
  return useAdminMutation({
    mutationFn: (id: number) => ok(api.media[":id"].$delete({ param: { id: String(id) } })),
    invalidates,
    success: () => MEDIA_TEXT.deleted,
    failure: serverWordsOr(MEDIA_TEXT.deleteFailed),
  });
}
