// Uploading from the post editor's image dialog: the same resize, limit and API as the media
// library's own upload form, answered in the shape the editor inserts.
import { useCallback } from "react";

import { MAX_IMAGE_BYTES, MEDIA_MESSAGES } from "../../../worker/shared/media";
import { toMediaItem, type UploadImage } from "./editor-library";
import { useUploadImage } from "./mutations";
import { prepareUpload } from "./resize";
import { MEDIA_TEXT } from "./text";

export function useEditorUpload(): UploadImage {
  const { mutateAsync } = useUploadImage();
  return useCallback(
    async (file: File, alt: string) => {
      const prepared = await prepareUpload(file, MAX_IMAGE_BYTES);
      if (prepared.file.size > MAX_IMAGE_BYTES) throw new Error(MEDIA_MESSAGES.tooLarge);
      const item = toMediaItem((await mutateAsync({ ...prepared, alt })).item);
      if (!item) throw new Error(MEDIA_TEXT.uploadFailed);
      return item;
    },
    [mutateAsync],
  );
}
