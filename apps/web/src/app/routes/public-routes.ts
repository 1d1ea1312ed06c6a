import { lazyPage, type ScreenRoutes } from './screen-routes';

/** Public screens (PUBLIC_SCREENS) built for real, by path; the rest render the placeholder. */
export const PUBLIC_ROUTES: ScreenRoutes = {
  // Account screens, each its own lazy chunk (the sign-in chunk stays within budget).
  'sign-up': lazyPage(() =>
    import('../../modules/identity/sign-up-page').then((m) => m.SignUpPage),
  ),
  'distributor-sign-up': lazyPage(() =>
    import('../../modules/identity/distributor-sign-up-page').then((m) => m.DistributorSignUpPage),
  ),
  'agent-sign-up': lazyPage(() =>
    import('../../modules/identity/agent-sign-up-page').then((m) => m.AgentSignUpPage),
  ),
  'confirm-email': lazyPage(() =>
    import('../../modules/identity/confirm-email-page').then((m) => m.ConfirmEmailPage),
  ),
  'forgot-password': lazyPage(() =>
    import('../../modules/identity/forgot-password-page').then((m) => m.ForgotPasswordPage),
  ),
  'reset-password': lazyPage(() =>
    import('../../modules/identity/reset-password-page').then((m) => m.ResetPasswordPage),
  ),
  'first-run': lazyPage(() =>
    import('../../modules/identity/first-run-page').then((m) => m.FirstRunPage),
  ),
  pdfviewer: lazyPage(() =>
    import('../../modules/orders/pdf-viewer-page').then((m) => m.PdfViewerPage),
  ),
};
