// The site's settings (R23). What other folders may use of them.
export { settingsRoutes } from "./routes";
export { currentSettings, forgetCurrentSettings, type CurrentSettings } from "./current";
