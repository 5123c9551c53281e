// The browser's `react`: Preact's compat layer (ADR 0039), plus the one hook React Router imports that it lacks.
export * from "preact/compat";
export { default } from "preact/compat";

/**
 * React Router's `RouterProvider` only sets an optimistic state inside transitions it starts when
 * `useTransitions` is on, which this shop never turns on; without transitions the optimistic state is the state.
 */
export function useOptimistic<State>(state: State): [State, (update: unknown) => void] {
  return [state, ignoreOptimisticUpdate];
}

function ignoreOptimisticUpdate() {}
