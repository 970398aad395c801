// Build-time content and helpers, bundled into each app that uses them (not shared at run time:
// what must be one object across apps is in @toolverse/contracts).
export {
  SITE_NAME,
  EDITORIAL_BYLINE,
  LINK_DISCLOSURE,
  HOME_PAGE_NAME,
  pageTitle,
  HEADER_SCROLL_THRESHOLD_PX,
  SEARCH_TITLE_WORDS,
} from './site';
export { CATEGORIES, categoryById, categoryByTitle } from './categories';
export type { Category, CategoryId, CategoryTitle, BadgeColour } from './categories';
export { paths, REMOTE_NAMES, REMOTE_BASE_PATHS, REMOTE_LABELS, isRemoteName, remoteForPath } from './paths';
export type { RemoteName } from './paths';
export { HOME_WIDGETS } from './home-widgets';
export type { HomeWidget } from './home-widgets';
export { routeElements } from './route-elements';
export { PageMeta, StructuredData } from './page-meta';
export { ChoicePage } from './choice-page';
export type { ChoiceItem, ChoiceListSchema, ChoicePageProps } from './choice-page';
export { SOCIAL_IMAGE_HEIGHT, SOCIAL_IMAGE_WIDTH, SocialCardCollector, SocialCardProvider, socialImagePath } from './social-card';
export type { CoverSeed, SocialCard } from './social-card';
export { SITE_LOGO, publisherJsonLd } from './publisher';
export { breadcrumbJsonLd, type Crumb } from './breadcrumbs';

export type { PageMetaProps, JsonLd } from './page-meta';
export { NEWSLETTER_PATH, EMAIL_PATTERN, NEWSLETTER_MESSAGES, NEWSLETTER_RETENTION, WATCH_FORM_PATH, isValidEmail } from './newsletter';
export { initials } from './initials';
export { QUIZ_IDS, QUIZ_FACTS } from './quiz-ids';
export type { QuizId } from './quiz-ids';
export { CATEGORY_ICONS, GUIDE_PATH_ICONS } from './icon-names';
export { SvgIcon } from './svg-icon';
export type { IconNode, SvgIconProps } from './svg-icon';
export type { CategoryIconName, GuidePathIconName } from './icon-names';
export { operatorDetails, unsetOperatorFields, type OperatorField } from './operator';
export type { OperatorDetails } from './operator';
export { GO_PATH, OUTBOUND_PAGE_KINDS, outboundDestination, outboundHref, outboundRel } from './outbound';
export type { OutboundPageKind, OutboundTool } from './outbound';
