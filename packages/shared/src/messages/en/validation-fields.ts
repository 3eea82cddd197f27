// validation-fields: moved from the code that says them (issue 32).
export const formErrorsMessage = 'Please correct the errors in the form';
export const required = 'Phone number is required';
export const invalid = 'Please enter a valid 10-digit phone number';
export const startsWithZero =
  'Please enter a valid 10-digit phone number: after a leading 0 it needs 10 more digits.';
export const notIndian =
  'Please enter a valid 10-digit phone number: only Indian (+91) numbers are accepted.';
export const mustBeAtLeast8 = 'Must be at least 8 characters';
export const mustContainANumber = 'Must contain a number';
export const mustContainALetter = 'Must contain a letter';
export const mustContainASpecialCharacter = 'Must contain a special character';
export const emailIsRequired = 'Email is required';
export const invalidEmailAddress = 'Invalid email address';
export const pincodeIsRequired = 'Pincode is required';
export const pleaseEnterAValid6 = 'Please enter a valid 6-digit pincode';
export const nameIsRequired = 'Name is required';
export const nameMustBeAtLeast = 'Name must be at least 2 characters';
export const nameMustBeAtMost = 'Name must be at most 100 characters';
export const nameShouldOnlyContainLetters = 'Name should only contain letters and spaces';
export const chooseADate = 'Choose a date.';
export const chooseADateYyyyMm = 'Choose a date (YYYY-MM-DD).';
export const passwordIsRequired = 'Password is required';
export const mustBeAtMost128 = 'Must be at most 128 characters';
