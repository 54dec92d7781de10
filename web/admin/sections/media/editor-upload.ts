// Uploading from the post editor's image dialog: the same resize, limit and API as the media
// library's own upload form.
import { useCallback } from "react";

import { MAX_IMAGE_BYTES, MEDIA_TEXTS } from "../../../../worker/shared/media";
import type { MediaItem } from "../../../queries/media";
import { useUploadImage } from "./mutations";
import { prepareUpload } from "./resize";

/** How the dashboard uploads an image (with its alt text) for the editor; the editor only offers uploading when given one. */
export type UploadImage = (file: File, alt: string) => Promise<MediaItem>;

export function useEditorUpload(): UploadImage {
  const { mutateAsync } = useUploadImage();
  return useCallback(
    async (file: File, alt: string) => {
      const prepared = await prepareUpload(file, MAX_IMAGE_BYTES);
      if (prepared.file.size > MAX_IMAGE_BYTES) throw new Error(MEDIA_TEXTS.tooLarge);
      return (await mutateAsync({ ...prepared, alt })).item;
    },
    [mutateAsync],
  );
}
