export { SignInPage } from './signin-page';
