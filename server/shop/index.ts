// The shop area as the rest of the server sees it: the settings the owner keeps in the console,
// live on every server (live.ts), each version as the documents made under it print it.
export { consoleSettingsRoutes } from './settings-routes'
export { liveSettings, LiveSettings, SETTINGS_POLL_MS } from './live'
export { currentSettings, paymentsOf, settingsUnder } from './shop-settings'
export { SHOP_TRIGGERS } from './triggers'
