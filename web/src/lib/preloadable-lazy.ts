import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type Module<Props extends object> = { default: ComponentType<Props> };

export interface PreloadableLazy<Props extends object> {
  /** React.lazy: suspends on first render until the module has come, unless it was preloaded. */
  Component: LazyExoticComponent<ComponentType<Props>>;
  /** Downloads the module; once it has come, Component renders at once, without suspending. */
  preload: () => Promise<void>;
}

/**
 * A component in a chunk of its own that can be downloaded ahead of its first render: the server loads a page's
 * chunks before rendering it, and the browser before hydrating it, so neither ever renders a fallback where the
 * page should be.
 */
export function preloadableLazy<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): PreloadableLazy<Props> {
  let loaded: Module<Props> | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => void (loaded = { default: component }),
      (error: unknown) => {
        loading = undefined; // a later visit tries again
        throw error;
      },
    ));
  const Component = lazy(() => {
    // A thenable that calls back at once: React.lazy then renders the module without suspending.
    if (loaded)
      return { then: (resolve: (module: Module<Props>) => void) => resolve(loaded!) } as Promise<Module<Props>>;
    return preload().then(() => loaded!);
  });
  return { Component, preload };
}
