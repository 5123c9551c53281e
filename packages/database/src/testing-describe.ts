// Apart from testing.ts because it needs vitest's hooks, and scripts outside vitest import testing.ts.
import { afterAll, beforeAll } from "vitest";

/**
 * What `open` answers, for the tests of the enclosing `describe`: opened before them and closed after them. The
 * answer forwards every property to the opened value, so tests and later hooks use it as they would the value.
 */
export function openForDescribe<T extends { close(): unknown }>(open: () => Promise<T>): T {
  let opened: T | undefined;
  beforeAll(async () => {
    opened = await open();
  });
  afterAll(async () => {
    await opened?.close();
  });
  return new Proxy({} as T, {
    get(_target, property) {
      if (!opened) throw new Error("It opens before the tests; use it in tests and hooks only");
      const value = Reflect.get(opened, property);
      return typeof value === "function" ? value.bind(opened) : value;
    },
  });
}
