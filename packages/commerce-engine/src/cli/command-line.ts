/**
 * What the operator commands in this folder share: their database (the shop's own, see README, Configuration),
 * the mistake that is the operator's, and how a command ends.
 */
import { type Database, openDatabase } from "@eyewear/database";

/** A mistake of the operator's command line: printed, exit code 1. */
export class CommandError extends Error {}

/** Runs the work on the shop's database: DATABASE_URL when set, else PGlite under DATA_DIR (default .data). */
export async function withDatabase<T>(work: (db: Database) => Promise<T>): Promise<T> {
  const handle = await openDatabase({
    url: process.env.DATABASE_URL || undefined,
    dataDir: process.env.DATA_DIR || ".data",
  });
  try {
    return await work(handle.db);
  } finally {
    await handle.close();
  }
}

/**
 * Runs a command's main, whose number is the exit code. A CommandError, or an error of one of the `alsoReported`
 * classes (a service's refusal the operator can act on), is printed with exit code 1; anything else is a fault and
 * is thrown.
 */
export function runCommand(
  main: () => Promise<number>,
  alsoReported: readonly (new (message: string) => Error)[] = [],
): void {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      if (error instanceof CommandError || alsoReported.some((kind) => error instanceof kind)) {
        process.stderr.write(`${(error as Error).message}\n`);
        process.exitCode = 1;
        return;
      }
      throw error;
    },
  );
}
