import { MediaLibrary } from "../media";
import { MEDIA_TEXT } from "../media/text";
import { SectionTabs } from "../../ui";
import { BlogPosts } from "./posts";

/** Blog Posts: the posts and their form, and beside them (a tab) the media library. */
export function BlogSection() {
  return (
    <SectionTabs
      label="Blog Posts views"
      defaultValue="posts"
      tabs={[
        { value: "posts", label: MEDIA_TEXT.postsTab, content: <BlogPosts /> },
        { value: "media", label: MEDIA_TEXT.mediaTab, content: <MediaLibrary /> },
      ]}
    />
  );
}
