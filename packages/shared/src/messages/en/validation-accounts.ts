// validation-accounts: moved from the code that says them (issue 32).
export const passwordIsRequired = 'Password is required';
export const theLinkHasNoToken = 'The link has no token.';
export const chooseWhetherToReceiveMarketing = 'Choose whether to receive marketing e-mails';
