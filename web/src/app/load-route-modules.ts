import { matchRoutes, type RouteObject } from 'react-router-dom';

/**
 * Downloads the lazy page modules of the current URL before hydration, so the first render in the browser
 * shows the page the server rendered instead of nothing while the chunk loads.
 */
export async function loadRouteModules(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}
