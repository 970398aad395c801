// The run-time contract between the shell and the remotes. Federation shares this package as one
// singleton, so its state (the toast store, the shell services, the site URL) is the same object in
// every app. Its version is the contract's version: see "Versioned contracts" in the README for when
// to bump the major and the minor.
export { CONTRACTS_PACKAGE, CONTRACTS_VERSION, compatibility } from './compatibility';
export type { Compatibility, ShellVersions } from './compatibility';
export { remoteEntryOf } from './remote-entry';
export type { RemoteEntry } from './remote-entry';
export { ROUTES_MODULE } from './remote-modules';
export type { RemoteRoute, RemoteRoutesModule, RemoteServerModule } from './remote-modules';
export { toast, toastStore, TOAST_DURATION_MS } from './toast';
export type { ToastOptions, ToastRecord, ToastVariant } from './toast';
export { ShellServicesProvider, NotFound, NewsletterSignup, IconTooltip, TooltipGroup } from './shell-services';
export type { ShellServices, NewsletterFormProps, IconTooltipProps } from './shell-services';
export { SiteUrlProvider, useSiteUrl, absoluteUrl } from './site-url';
export { useHydrated } from './use-hydrated';
export { PageReady } from './page-ready';
export { KeepServerHtml } from './keep-server-html';
