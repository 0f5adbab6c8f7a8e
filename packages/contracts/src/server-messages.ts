/** Messages the server sends that SPEC leaves to us (SPEC's own words live beside their schemas). */
export const SERVER_MSG = {
  badRequest: 'The request is invalid',
  malformedJson: 'The request body is not valid JSON',
  unsupportedMediaType: 'Unsupported content type',
  bodyTooLarge: 'The request body is too large',
  notFound: 'Not found',
  notInstituteMember: 'This account does not belong to this institute',
  invalidIdToken: 'The sign-in token is invalid or has expired',
  signInFailed: 'Sign-in failed, please try again',
  signInExpired: 'The sign-in attempt expired, please try again',
  identityProviderMissing: 'Sign-in with an identity provider is not configured',
  emailRequiredFromProvider: 'The identity provider did not share an email address',
  jobTitleExists: 'This job title is already in the catalogue',
  messageNotFound: 'Message not found',
  requestNotFound: 'Request not found',
} as const;
