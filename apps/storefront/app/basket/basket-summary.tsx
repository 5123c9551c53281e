import type { SubmissionResult } from "@conform-to/react";
import { createContext, type ReactNode, useContext, useEffect, useState } from "react";
import type { BasketSummary, RefusedLensOrder } from "./basket.server.ts";
import type { BasketChangeOutcome } from "./basket-outcome.ts";

/**
 * The basket action's answer: the outcome, the header's basket when the change left a known basket, and for a
 * refused form with field errors (the values overlay's) the reply its fields show.
 */
export type BasketAnswer = BasketChangeOutcome & {
  basketSummary?: BasketSummary;
  reply?: SubmissionResult<string[]>;
  /** A refused contact-lens order, for the basket page to show its form again without JavaScript. */
  lensOrder?: RefusedLensOrder;
};

/** Whether an action's answer carries the header's basket, so the shop layout need not read the basket again. */
export function carriesBasketSummary(actionResult: unknown): boolean {
  return actionResult instanceof Object && "basketSummary" in actionResult;
}

const ShowBasketSummary = createContext<(summary: BasketSummary) => void>(() => {});

/**
 * The header's basket: what the shop layout loaded, until a basket change below answers with a newer one
 * (`useBasketAnswer`); the next load of the layout replaces it again.
 */
export function BasketSummaryProvider({
  loaded,
  children,
}: {
  loaded: BasketSummary;
  children: (summary: BasketSummary) => ReactNode;
}) {
  const [answered, setAnswered] = useState<BasketSummary>();
  const [answeredOver, setAnsweredOver] = useState(loaded);
  if (answeredOver !== loaded) {
    setAnsweredOver(loaded);
    setAnswered(undefined);
  }
  return (
    <ShowBasketSummary.Provider value={setAnswered}>
      {children(answered ?? loaded)}
    </ShowBasketSummary.Provider>
  );
}

/** Shows the basket a change answered with in the header. */
export function useBasketAnswer(answer: BasketAnswer | undefined) {
  const show = useContext(ShowBasketSummary);
  const summary = answer?.basketSummary;
  useEffect(() => {
    if (summary) show(summary);
  }, [summary, show]);
}
