// The run-time contract between the shell and the remotes. Federation shares this package as one
// singleton, so its state (the toast store, the shell services, the site URL) is the same object in
// every app. Its version is the contract's version: see "Versioned contracts" in the README for when
// to bump the major and the minor.
export { CONTRACTS_PACKAGE, CONTRACTS_VERSION, compatibility } from './compatibility';
export type { Compatibility, ShellVersions } from './compatibility';
export { ISLAND_TAG, InIslandProvider, IslandRendererProvider, domIsland, reactIsland } from './island';
export type { IslandId, IslandLoad, IslandModule, IslandProps, IslandRenderer, MountIsland } from './island';
export {
  ISLAND_ATTRIBUTES,
  ISLAND_INNER_ATTRIBUTES,
  ISLAND_INPUT,
  ISLAND_LOADS,
  ISLAND_STATES,
  LOADER_ATTRIBUTES,
  NATIVE_SUBMIT_MARK,
  REPLAYED_CONTROL,
  REPLAYED_FIELD,
  REPLAY_MARK,
} from './island-protocol';
export type { HeldInput, IslandHandshake } from './island-protocol';
export { navigation } from './navigation';
export { remoteEntryOf } from './remote-entry';
export type { RemoteEntry } from './remote-entry';
export type { RemoteRoute, RemoteServerModule } from './remote-modules';
export { NEXT_PAGE_TOAST_KEY, TOAST_DURATION_MS, takeNextPageToast, toast, toastOnNextPage, toastStore } from './toast';
export type { ToastOptions, ToastRecord, ToastVariant } from './toast';
export { ShellServicesProvider, NotFound, NewsletterSignup } from './shell-services';
export type { ShellServices, NewsletterFormProps } from './shell-services';
export { SiteUrlProvider, useSiteUrl, absoluteUrl } from './site-url';
