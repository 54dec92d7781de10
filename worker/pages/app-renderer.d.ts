// The shape of web/server.tsx (package.json "imports" #app-renderer) as the Worker's own type
// program sees it: that module is browser code, checked with the DOM's types in the web
// program, which also checks every call the Worker makes against the real module.
export interface ScreenData {
  blogList(search: { page: number; category: string }): Promise<unknown[]>;
  blogPost(slug: string): Promise<unknown>;
  calendar(search: { neighborhood?: string; eventType?: string; when?: "upcoming" | "past"; page?: number }): Promise<unknown>;
  event(id: number): Promise<unknown>;
}

export interface RenderedScreen {
  html: string;
  state: string;
  status: 200 | 404;
  canonical?: string;
}

export function renderScreen(url: string, origin: string, data: ScreenData): Promise<RenderedScreen>;
