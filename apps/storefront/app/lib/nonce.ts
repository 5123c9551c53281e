import { createContext, useContext } from "react";

/** The CSP nonce of the response being rendered; empty in the browser, which never needs it. */
export const NonceContext = createContext("");

export function useNonce(): string {
  return useContext(NonceContext);
}
