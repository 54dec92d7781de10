// Images: the media library's API and serving /media/. What other folders may use of it.
export { mediaRoutes } from "./routes";
export { serveMedia } from "./serve";
