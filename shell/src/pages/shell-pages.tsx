import { lazy, type ComponentType } from 'react';
import { paths } from '@toolverse/shared-content/site/paths';
import type { NewsletterStatus } from './newsletter-status';
import type { WatchStatus } from './watch-status';

const HomePage = lazy(() => import('./home/home-page').then((module) => ({ default: module.HomePage })));
const AboutPage = lazy(() => import('./about').then((module) => ({ default: module.AboutPage })));
const PrivacyPage = lazy(() => import('./privacy').then((module) => ({ default: module.PrivacyPage })));
const OpenDataPage = lazy(() => import('./open-data').then((module) => ({ default: module.OpenDataPage })));
const TermsPage = lazy(() => import('./terms').then((module) => ({ default: module.TermsPage })));
const SearchPage = lazy(() => import('./search/search-page').then((module) => ({ default: module.SearchPage })));
const NewsletterStatusPage = lazy(() => import('./newsletter-status').then((module) => ({ default: module.NewsletterStatusPage })));
const WatchStatusPage = lazy(() => import('./watch-status').then((module) => ({ default: module.WatchStatusPage })));

/**
 * A page of the shell's own: its path (from `paths`) and what renders it. Each page declares its
 * head where it renders (<PageMeta>: title, description, noindex).
 */
export interface ShellPage {
  path: string;
  Component: ComponentType;
}

/** The pages the newsletter mails' links land on, one per outcome. */
const NEWSLETTER_STATUSES = Object.keys(paths.newsletter) as NewsletterStatus[];
/** The pages the watch form and watch mails' links land on. */
const WATCH_STATUSES: readonly WatchStatus[] = ['sent', 'confirmed', 'problem'];

/**
 * The shell's pages, declared here only: the app routes them (app.tsx) and the prerender writes each
 * one (it reads SHELL_PAGE_PATHS from the shell's Node build, shell/src/server.tsx).
 */
export const SHELL_PAGES: readonly ShellPage[] = [
  { path: paths.home, Component: HomePage },
  { path: paths.about, Component: AboutPage },
  { path: paths.privacy, Component: PrivacyPage },
  { path: paths.terms, Component: TermsPage },
  { path: paths.data.page, Component: OpenDataPage },
  { path: paths.search(), Component: SearchPage },
  ...NEWSLETTER_STATUSES.map((status) => ({
    path: paths.newsletter[status],
    Component: () => <NewsletterStatusPage status={status} />,
  })),
  ...WATCH_STATUSES.map((status) => ({
    path: paths.watch[status],
    Component: () => <WatchStatusPage status={status} />,
  })),
];
