import { type ComponentType, lazy, useState } from 'react';

/**
 * A component whose code loads on demand, like React's `lazy`, but that renders at once when its
 * code has already loaded. `lazy` suspends on its first render even then, and after every Suspense
 * fallback React holds the next reveal back for up to 300 ms (its fallback throttle): on the
 * first screen, two such fallbacks kept the page blank for most of its time.
 */
export function lazyComponent<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
) {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<{ default: ComponentType<Props> }> | undefined;
  const preload = () => {
    loading ??= load().then((module) => {
      loaded = module.default;
      return module;
    });
    return loading;
  };
  const Suspending = lazy(preload);
  // biome-ignore lint/correctness/noComponentHookFactories: made once per module as it loads, like React's `lazy`.
  function LazyComponent(props: Props) {
    // Chosen once per mount: switching from `Suspending` to the loaded one would remount it.
    const [Shown] = useState<ComponentType<Props>>(() => loaded ?? Suspending);
    return <Shown {...props} />;
  }
  return { Component: LazyComponent, preload };
}
