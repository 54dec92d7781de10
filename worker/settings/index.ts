// The site's settings (R23). What other folders may use of them.
export { settingsRoutes } from "./routes";
export { currentSettings, forgetCurrentSettings, type CurrentSettings } from "./current";
export { carriedDetailsElement, fillPage, servedSettings, type ServedSettings } from "./served";
export { fillHtml, fillText } from "./fill";
export { webhookTarget } from "./integrations";
export { NoEncryptionKey } from "./secrets";
