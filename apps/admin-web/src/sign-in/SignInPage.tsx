/** /login inside react-admin (its login page): the sign-in form with react-admin's login and notifications. */
import { useLogin, useNotify } from 'react-admin';
import { SignInForm } from './SignInForm';

export { SignInFrame } from './SignInForm';

export const SignInPage = () => <SignInForm login={useLogin()} notify={useNotify()} />;
