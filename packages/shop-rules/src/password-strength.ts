import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { adjacencyGraphs, dictionary } from "@zxcvbn-ts/language-common";

/**
 * The lowest zxcvbn score a new password needs: 3, "safely unguessable", about 10^8 guesses and more. Kept apart
 * from the package's main entry (its dictionaries weigh about a megabyte), so only servers load it.
 */
export const MIN_PASSWORD_SCORE = 3;

let estimator: ZxcvbnFactory | undefined;

/**
 * rule:account.password-strength: a new password is not one of the common or leaked passwords of zxcvbn's
 * dictionaries, nor a keyboard walk, date or repetition that makes it easy to guess, and does not lean on the
 * customer's own address or name (`userInputs`): its zxcvbn score is at least 3.
 */
export function isHardToGuessPassword(password: string, userInputs: readonly string[] = []): boolean {
  estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  return estimator.check(password, [...userInputs]).score >= MIN_PASSWORD_SCORE;
}
