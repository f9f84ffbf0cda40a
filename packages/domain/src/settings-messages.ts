export const BIO_MAX = 500;
/** POST /api/user/profile-image: the upload's limit, checked on the bytes received. */
export const PROFILE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** Spec sections 5 and 8: the settings' and profile dialogs' messages, word for word. */
export const SETTINGS_MESSAGES = {
  BIO_TOO_LONG: 'Bio must not exceed 500 characters',
  CURRENT_PASSWORD_REQUIRED: 'Current password is required',
  CURRENT_PASSWORD_INCORRECT: 'Current password is incorrect',
  PASSWORDS_DO_NOT_MATCH: 'Passwords do not match',
  EMAILS_DO_NOT_MATCH: 'Email addresses do not match',
  SAME_EMAIL: 'That is already your email address',
  BIO_UPDATED: 'Bio updated',
  PASSWORD_CHANGED: 'Password changed. Your other sessions have been signed out.',
  EMAIL_CHANGE_SENT:
    'We sent a confirmation link to your new address. Your email changes when you open it.',
  EMAIL_CHANGED: 'Your email address has been changed.',
  EMAIL_CHANGE_LINK_INVALID: 'This email change link is invalid or has expired.',
  PREFERENCES_UPDATED: 'Preferences updated',
  COOKIE_CONSENT_UPDATED: 'Cookie preferences updated',
  PREFERENCES_FAILED: 'Failed to update preferences',
  COOKIE_CONSENT_FAILED: 'Failed to update cookie preferences',
  EXPORT_FAILED: 'Failed to export data',
  ACCOUNT_DELETED: 'Your account has been deleted.',
  IMAGE_TOO_LARGE: 'Image must be less than 5MB',
  NOT_AN_IMAGE: 'Please select an image file',
  IMAGE_UPDATED: 'Profile image updated',
  DELETE_FAILED: 'Failed to delete account. Please try again.',
} as const;
