// Posts: the blog's API (writing, autosave, revisions) and its pages. What other folders may use of it.
export { postAutosaveRoutes } from "./autosave-routes";
export { postRevisionRoutes } from "./revision-routes";
export { blogRoutes } from "./routes";
export { postListPage, postPage } from "./pages";
