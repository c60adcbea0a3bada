import { StrictMode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { Layout } from '../shell/layout';
import '../styles/app.css';
import { PageRouter } from './page-router';
import type { Resolver } from './resolver';
import { ResolverProvider } from './resolver';
import type { RouteHandler } from './router-bridge';
import { RouterBridge } from './router-bridge';

export interface AppProps {
  readonly resolver: Resolver;
  /** Gives the Navigator adapter the router's navigate function (null on unmount). */
  readonly connectRouter: (handler: RouteHandler | null) => void;
}

/** The applicant web app: the shell around the route the domain resolves the address to. */
export function App({ resolver, connectRouter }: AppProps) {
  return (
    <StrictMode>
      <ResolverProvider resolver={resolver}>
        <BrowserRouter>
          <RouterBridge connect={connectRouter} />
          <Layout>
            <PageRouter />
          </Layout>
        </BrowserRouter>
      </ResolverProvider>
    </StrictMode>
  );
}
