// The media library's writes: each refreshes the library and the posts, toasts, and shows the
// server's own message when it refuses.
import { useMutation, useQueryClient } from "@tanstack/react-query";

import { api, messageFor, throwIfNotOk } from "../../api";
import { toast } from "../../components/toast/store";
import { blogKey } from "../../queries/blog";
import type { MediaItem } from "../../queries/media";
import { MUTATION_TEXT } from "../messages";
import { handleUnauthorized } from "../mutations";
import { MEDIA_TEXT } from "./text";

function useMediaMutation<Input, Output>(options: {
  send: (input: Input) => Promise<Output>;
  success: (output: Output) => string;
  failure: string;
  /** Field errors go to the form instead of a toast. */
  showsFieldErrors?: boolean;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: options.send,
    onSuccess: async (output) => {
      // The blog's key holds the library's too (web/queries/media.ts).
      await queryClient.invalidateQueries({ queryKey: blogKey });
      toast({ title: MUTATION_TEXT.successTitle, description: options.success(output) });
    },
    onError: (error) => {
      if (handleUnauthorized(error)) return;
      toast({ title: MUTATION_TEXT.errorTitle, description: messageFor(error, options.failure), variant: "destructive" });
    },
  });
}

export interface UploadInput {
  file: File;
  alt: string;
  /** A WebP's or AVIF's JPEG copy for link previews (resize.ts). */
  preview?: File;
}

export function useUploadImage() {
  return useMediaMutation({
    send: async ({ file, alt, preview }: UploadInput) => {
      const response = await api.media.$post({ form: { file, alt, ...(preview && { preview }) } });
      await throwIfNotOk(response);
      // 200: the same bytes were already in the library.
      return { item: (await response.json()) as MediaItem, created: response.status === 201 };
    },
    success: ({ created }) => (created ? MEDIA_TEXT.uploaded : MEDIA_TEXT.alreadyUploaded),
    failure: MEDIA_TEXT.uploadFailed,
  });
}

export function useChangeAlt() {
  return useMediaMutation({
    send: async ({ id, alt }: { id: number; alt: string }) =>
      throwIfNotOk(await api.media[":id"].$patch({ param: { id: String(id) }, json: { alt } })),
    success: () => MEDIA_TEXT.altSaved,
    failure: MEDIA_TEXT.altFailed,
  });
}

export function useDeleteImage() {
  return useMediaMutation({
    send: async (id: number) => throwIfNotOk(await api.media[":id"].$delete({ param: { id: String(id) } })),
    success: () => MEDIA_TEXT.deleted,
    failure: MEDIA_TEXT.deleteFailed,
  });
}
