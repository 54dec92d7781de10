// The media library's words (not in the spec: chosen to read like its own).
import { MAX_IMAGE_SIZE_LABEL } from "../../../../worker/shared/media";
import { MAX_UPLOAD_WIDTH } from "./resize";

export const MEDIA_TEXT = {
  postsTab: "Posts",
  mediaTab: "Media",
  uploadTitle: "Upload an Image",
  libraryTitle: "Media Library",
  fileLabel: "Image",
  fileHint: `JPEG, PNG, WebP or AVIF, up to ${MAX_IMAGE_SIZE_LABEL}. Wider than ${MAX_UPLOAD_WIDTH} px is shrunk before upload.`,
  altLabel: "Alt text",
  altHint: "What the image shows, for people who cannot see it.",
  upload: "Upload",
  uploading: "Uploading...",
  empty: "No images uploaded yet.",
  usedIn: "Used in",
  notUsed: "Not used in any post",
  saveAlt: "Save alt text",
  uploaded: "Image uploaded successfully",
  alreadyUploaded: "This image is already in the library",
  uploadFailed: "Failed to upload image",
  altSaved: "Alt text updated successfully",
  altFailed: "Failed to update alt text",
  deleted: "Image deleted successfully",
  deleteFailed: "Failed to delete image",
  featuredLabel: "Featured Image",
  featuredNone: "No featured image",
  featuredOutside: "Current address",
  uploadHere: "Upload a new image",
} as const;

/** "1600 × 900". */
export const formatDimensions = (width: number, height: number) => `${width} × ${height}`;

/** "245 KB", "1.2 MB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
