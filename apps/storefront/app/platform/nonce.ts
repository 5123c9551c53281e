import { createContext, useContext } from "react";

/** The CSP nonce of the response being rendered; in the browser, the nonce the page was served with. */
export const NonceContext = createContext("");

export function useNonce(): string {
  return useContext(NonceContext);
}
