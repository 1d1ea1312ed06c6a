import {
  ApiPath,
  type AgentRegistrationInput,
  type BusinessCustomerRegistrationInput,
  type ConfirmEmailInput,
  type DistributorRegistrationInput,
  type ForgotPasswordInput,
  type InvitationLinkStatus,
  type RegistrationResult,
  type ResetPasswordInput,
} from '@wander/contract';
import { apiRequest, ApiError } from '../../lib/api';
import { signIn } from './sign-in-flow';

/** The public account calls (spec section 7 "Auth and account"); no session needed. */
export const accountCalls = {
  registerDistributor: (body: DistributorRegistrationInput) =>
    apiRequest<RegistrationResult>(ApiPath.registerDistributor, { method: 'POST', body }),
  registerBusinessCustomer: (body: BusinessCustomerRegistrationInput) =>
    apiRequest<RegistrationResult>(ApiPath.registerBusinessCustomer, { method: 'POST', body }),
  registerAgent: (body: AgentRegistrationInput) =>
    apiRequest<RegistrationResult>(ApiPath.registerAgent, { method: 'POST', body }),
  /** What an invitation link leads to: register, or sign in and accept (an existing account). */
  invitationLinkStatus: (token: string) =>
    apiRequest<InvitationLinkStatus>(ApiPath.invitationLinkStatus, {
      method: 'POST',
      body: { token },
    }),
  confirmEmail: (body: ConfirmEmailInput) =>
    apiRequest<null>(ApiPath.confirmEmail, { method: 'PATCH', body }),
  forgotPassword: (body: ForgotPasswordInput) =>
    apiRequest<null>(ApiPath.forgotPassword, { method: 'POST', body }),
  resetPassword: (body: ResetPasswordInput) =>
    apiRequest<null>(ApiPath.resetPassword, { method: 'POST', body }),
};

export const CONFIRM_FIRST_NOTICE =
  'Please confirm your email with the link we sent you, then sign in.';

/**
 * After 'You have registered successfully.' is closed (spec section 4): sign in with the new
 * account and land where sign-in lands (the company setup for a new company admin); agents go to
 * /. An account that still has to confirm its e-mail goes to /sign-in with that notice.
 */
export async function pathAfterRegistration(
  credentials: { email: string; password: string },
  kind: 'distributor' | 'customer' | 'agent',
): Promise<{ path: string; notice?: string }> {
  try {
    const path = await signIn({ ...credentials, isRemember: false }, null);
    return { path: kind === 'agent' ? '/' : path };
  } catch (error) {
    const unconfirmed = error instanceof ApiError && /not confirmed/i.test(error.message);
    return {
      path: '/sign-in',
      notice: unconfirmed
        ? CONFIRM_FIRST_NOTICE
        : error instanceof Error
          ? error.message
          : undefined,
    };
  }
}
