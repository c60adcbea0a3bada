/**
 * The route titles of spec 000 §2; a route without a title shows the brand name alone. 'Logged out'
 * is ours (the logged-out page is not in the spec's table).
 */
export type RouteTitle =
  'Overview' | 'Question' | 'Checkout' | 'Thank you' | 'Status' | 'Welcome' | 'Error' | 'Logged out';

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
  { id: 'overview', path: '/overview', name: 'overview', title: 'Overview' },
  { id: 'interview', path: '/interview/:rprId' },
  { id: 'question', path: '/question/:slug', name: 'question', title: 'Question' },
  { id: 'pay', path: '/pay', title: 'Checkout' },
  { id: 'finishing', path: '/finishing' },
  { id: 'done', path: '/done', title: 'Thank you' },
  { id: 'status', path: '/status', title: 'Status' },
  { id: 'google-login', path: '/google-login', title: 'Welcome' },
  { id: 'google-login-v2', path: '/v2/google-login' },
  { id: 'google-business-verification-v2', path: '/v2/google-login/:caseId', name: 'google-business-verification-v2' },
  { id: 'error', path: '/error/:reason?', name: 'error', title: 'Error' },
  { id: 'unknown-request', path: '/unknown-request', name: 'unknown-request', title: 'Error' },
  // Ours: where an applicant lands after 'Log out' (spec 000 §6 'logs out' names no page).
  { id: 'logged-out', path: '/logged-out', title: 'Logged out' },
  { id: 'not-found', path: '*' },
];

export const routeDefinition = (id: RouteId): RouteDefinition | undefined => ROUTES.find((route) => route.id === id);

/** The page title: the brand name, then ' - ' and the route title when the route has one (spec 000 §1). */
export function pageTitle(brandName: string, id: RouteId): string {
  const title = routeDefinition(id)?.title;
  return title === undefined ? brandName : `${brandName} - ${title}`;
}
