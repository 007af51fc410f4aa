/** The password fields' rules (src/validation/password.ts) as react-admin validators. */
import { required } from 'react-admin';
import { passwordConfirmation, validatePassword } from '../../src/validation';

export const newPasswordRules = [required(), validatePassword];
export const confirmationRules = [required(), passwordConfirmation('password')];
