import type { InvitationPreview } from '@feedline/contracts';
import { INVITATION_TOKEN_PATTERN } from '@feedline/contracts/constants';

/** What the invitation page shows; one view per situation the invited person can be in. */
export type InvitationView =
  | { kind: 'invalid' }
  | { kind: 'expired' | 'accepted' | 'revoked'; preview: InvitationPreview }
  /** Someone new: name and password, then sign-in. */
  | { kind: 'create-account'; preview: InvitationPreview }
  /** An existing user who is not signed in: sign in as the invited address first. */
  | { kind: 'sign-in'; preview: InvitationPreview }
  /** Signed in as the invited address: one click joins. */
  | { kind: 'join'; preview: InvitationPreview }
  /** Signed in as someone else: the invitation is not theirs. */
  | { kind: 'foreign'; preview: InvitationPreview; signedInAs: string };

export const isInvitationToken = (value: string) => INVITATION_TOKEN_PATTERN.test(value);

/**
 * Decides the view from the invitation and the signed-in user's address (null without a session).
 * Whether it can still be accepted comes first; then who may accept it.
 */
export function invitationView(
  preview: InvitationPreview,
  signedInEmail: string | null,
): InvitationView {
  if (preview.status !== 'pending') return { kind: preview.status, preview };
  if (signedInEmail !== null) {
    return signedInEmail.toLowerCase() === preview.email.toLowerCase()
      ? { kind: 'join', preview }
      : { kind: 'foreign', preview, signedInAs: signedInEmail };
  }
  return { kind: preview.isNewUser ? 'create-account' : 'sign-in', preview };
}

export interface NewAccountInput {
  name: string;
  password: string;
  repeat: string;
}

export type NewAccountProblem = 'name-required' | 'password-short' | 'password-long' | 'repeat';

/** What keeps the form from being sent, field by field. */
export function newAccountProblems(
  input: NewAccountInput,
  limits: { min: number; max: number },
): Partial<Record<keyof NewAccountInput, NewAccountProblem>> {
  const problems: Partial<Record<keyof NewAccountInput, NewAccountProblem>> = {};
  if (input.name.trim() === '') problems.name = 'name-required';
  if (input.password.length < limits.min) problems.password = 'password-short';
  else if (input.password.length > limits.max) problems.password = 'password-long';
  if (input.repeat !== input.password) problems.repeat = 'repeat';
  return problems;
}
