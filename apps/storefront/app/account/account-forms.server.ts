import { isHardToGuessPassword } from "@eyewear/shop-rules/password-strength";
import type { z } from "zod";
import { resetPasswordSchema, signUpSchema } from "~/account/account-forms.ts";

/**
 * rule:account.password-strength, checked on the server only: the browser checks the password rule
 * (rule:account.password) as the shopper types, the dictionaries stay out of its bundle.
 */
function hardToGuess(
  value: { password: string; email?: string; firstName?: string; lastName?: string },
  context: z.RefinementCtx,
) {
  const ownWords = [value.email, value.firstName, value.lastName].filter((word) => word !== undefined);
  if (!isHardToGuessPassword(value.password, ownWords))
    context.addIssue({ code: "custom", path: ["password"], message: "validation.password_guessable" });
}

/** The sign-up form as the server checks it. */
export const signUpServerSchema = signUpSchema.superRefine(hardToGuess);

/** The new password of a reset as the server checks it. */
export const resetPasswordServerSchema = resetPasswordSchema.superRefine(hardToGuess);
