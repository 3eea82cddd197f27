// server-errors: moved from the code that says them (issue 32).
export const invalidValue = 'Invalid value';
export const fstErrCtpInvalidJsonBody =
  'The request body is not valid JSON. Please check it and send it again.';
export const fstErrCtpEmptyJsonBody =
  'The request body is empty. Please send a JSON object, or no Content-Type header.';
export const fstErrCtpInvalidMediaType =
  'This content type is not accepted here. Please send JSON (Content-Type: application/json), or multipart/form-data for forms with files.';
export const fstErrCtpBodyTooLarge = 'The request is too large. Please send less data.';
export const fstErrCtpInvalidContentLength =
  'The request body did not match its Content-Length. Please send it again.';
export const somethingWentWrongOnOur = 'Something went wrong on our side. Please try again.';
export const pleaseSignInAsVendor = 'Please sign in as a vendor to continue.';
export const pleaseSignInToContinue = 'Please sign in to continue.';
export const starting = 'Mandap is starting. Please try again in a few seconds.';
export const migrating = 'Mandap is updating its database. Please try again in a few seconds.';
export const draining = 'This Mandap server is shutting down. Please try again.';
export const malformedFormMessage =
  'The form arrived incomplete or malformed. Please send it again as multipart/form-data.';
export const pleaseSendTheFormAs = 'Please send the form as multipart/form-data.';
export const theFormHasTooMany = 'The form has too many parts.';
export const theFormHasAField = 'The form has a field name that is not allowed.';
export const thisRequestCameFromAnother = 'This request came from another site and was refused.';
export const thisAddressIsNotValid = 'This address is not valid.';
export const thisAddressIsTooLong = 'This address is too long.';
export const controlCharacterMessage =
  'Please remove the control characters (such as NUL) from this text.';
export const theQueryStringIsNested =
  'The query string is nested too deeply. Please send a simpler one.';
export const requestTimeoutMessage =
  'The request took too long to arrive. Please check your connection and try again.';
export const requestTimeout = 'Request Timeout';
export const requestHeaderFieldsTooLarge = 'Request Header Fields Too Large';
export const theRequestHeadersOrAddress =
  'The request headers or address are too long. Please shorten them.';
export const badRequest = 'Bad Request';
export const theRequestIsNotValid = 'The request is not valid HTTP.';
export const theRequestWasCutOff = 'The request was cut off.';
