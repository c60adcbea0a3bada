import { catalogue } from '../language/translation';
/**
 * The route titles of spec 000 §2, the document title's second part; a route without a title shows
 * the brand name alone. 'Logged out' is ours (the logged-out page is not in the spec's table).
 */
export const ROUTE_TITLES = catalogue('ROUTE_TITLES', {
  overview: 'Overview',
  question: 'Question',
  checkout: 'Checkout',
  thankYou: 'Thank you',
  status: 'Status',
  welcome: 'Welcome',
  error: 'Error',
  loggedOut: 'Logged out',
} as const);

/** Which title a route has (ROUTE_TITLES), looked up when the title is written. */
export type RouteTitle = keyof typeof ROUTE_TITLES;

/** The route names other parts of the app navigate by (spec 000 §2). */
export type RouteName = 'overview' | 'question' | 'error' | 'unknown-request' | 'google-business-verification-v2';

export type RouteId =
  | 'root'
  | 'overview'
  | 'interview'
  | 'question'
  | 'pay'
  | 'finishing'
  | 'done'
  | 'status'
  | 'google-login'
  | 'google-login-v2'
  | 'google-business-verification-v2'
  | 'error'
  | 'unknown-request'
  | 'logged-out'
  | 'not-found';

export interface RouteDefinition {
  readonly id: RouteId;
  /** The path pattern, ':param' for a parameter, '*' for anything else. */
  readonly path: string;
  readonly name?: RouteName;
  readonly title?: RouteTitle;
}

/** The route table of spec 000 §2, in matching order. */
export const ROUTES: readonly RouteDefinition[] = [
  { id: 'root', path: '/' },
  { id: 'overview', path: '/overview', name: 'overview', title: 'overview' },
  { id: 'interview', path: '/interview/:rprId' },
  { id: 'question', path: '/question/:slug', name: 'question', title: 'question' },
  { id: 'pay', path: '/pay', title: 'checkout' },
  { id: 'finishing', path: '/finishing' },
  { id: 'done', path: '/done', title: 'thankYou' },
  { id: 'status', path: '/status', title: 'status' },
  { id: 'google-login', path: '/google-login', title: 'welcome' },
  { id: 'google-login-v2', path: '/v2/google-login' },
  { id: 'google-business-verification-v2', path: '/v2/google-login/:caseId', name: 'google-business-verification-v2' },
  { id: 'error', path: '/error/:reason?', name: 'error', title: 'error' },
  { id: 'unknown-request', path: '/unknown-request', name: 'unknown-request', title: 'error' },
  // Ours: where an applicant lands after 'Log out' (spec 000 §6 'logs out' names no page).
  { id: 'logged-out', path: '/logged-out', title: 'loggedOut' },
  { id: 'not-found', path: '*' },
];

export const routeDefinition = (id: RouteId): RouteDefinition | undefined => ROUTES.find((route) => route.id === id);

/**
 * The page title: the brand name, then ' - ' and the route title when the route has one (spec 000
 * §1), in the language shown now.
 */
export function pageTitle(brandName: string, id: RouteId): string {
  const title = routeDefinition(id)?.title;
  return title === undefined ? brandName : `${brandName} - ${ROUTE_TITLES[title]}`;
}
