export { SignInPage } from './sign-in-page';
export { ProfilePage } from './profile-page';
export { completeSignIn, signIn } from './sign-in-flow';
export { landingAfterSignIn } from './landing';
