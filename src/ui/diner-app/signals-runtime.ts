// `@preact/signals-react/runtime` in the built UI (preactAliases in vite.diner.config.ts), where `react` is
// preact/compat and `@preact/signals-react` is `@preact/signals`. Under Preact a component that
// reads a signal while rendering is subscribed to it without help, so the hook has nothing to do.
export function useSignals(): void {}
