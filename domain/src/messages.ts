/** Texts a shopper reads (spec §8), kept here so every service says the same thing. */
export const MESSAGES = {
  passwordsDoNotMatch: 'Passwords do not match!',
  cancelReasonRequired: 'Cancel reason is required.',
  orderPlaced: 'Order placed successfully!',
  orderFailed: 'Order failed.',
  registrationFailed: 'Registration failed.',
  passwordUpdateFailed: 'Password update failed.',
  subscribed: 'You have successfully subscribed.',
  somethingWentWrong: 'Something went wrong',
  tooManyRequests: 'Too many requests. Please wait a few minutes and try again.',
  tooManyMailsToAddress: 'This address has had as many mails as it may in an hour. Please try again later.',
  noOrdersFound: 'No orders found.',
  wrongCredentials: 'Wrong e-mail or password',
  registered: 'Registration successful. Please log in.',
  loggedIn: 'Login successful.',
  profileUpdated: 'Profile updated successfully.',
  passwordChanged: 'Password changed successfully.',
  oldPasswordWrong: 'Old password is incorrect.',
  customerNotFound: 'Customer not found.',
  resetRequested: 'If this e-mail is registered, a password reset link has been sent to it.',
  resetTokenInvalid: 'This password reset link is invalid or has expired.',
  passwordReset: 'Your password has been reset. Please log in.',
  passwordTooCommon: 'This password is too common. Choose one that is harder to guess.',
  passwordWorkBusy: 'The store is busy checking passwords. Please try again in a moment.',
  orderNotFound: 'Order not found.',
  orderCancelled: 'Order cancelled successfully.',
  emptyCart: 'Your Cart is empty. Start adding favorite products to cart!',
  emptyWishlist: 'Your wishlist is empty. Start adding your favorite products to save them for later!',
  emptyCompare: "No items added to compare yet. Browse Products to find items you'd like to compare.",
  timesUp: "Time's up!",
  giftCardUnavailable: 'The Gift Card services will be temporarily unavailable.',
} as const;

/** 'This order can no longer be cancelled: it is DISPATCHED.' */
export function notCancellableMessage(status: string): string {
  return `This order can no longer be cancelled: it is ${status}.`;
}

/** Names the variant that ran out, e.g. 'Only 2 left of Drift King Tee (size M, colour Black).' */
export function outOfStockMessage(title: string, size: string, colour: string, available: number): string {
  return available > 0 ? onlyLeftMessage(title, size, colour, available) : soldOutMessage(title, size, colour);
}

/** 'Only 2 left of Drift King Tee (size M, colour Black).' */
export function onlyLeftMessage(title: string, size: string, colour: string, available: number): string {
  return `Only ${available} left of ${title} (size ${size}, colour ${colour}).`;
}

/** 'Drift King Tee (size M, colour Black) is out of stock.' */
export function soldOutMessage(title: string, size: string, colour: string): string {
  return `${title} (size ${size}, colour ${colour}) is out of stock.`;
}

/** A cart line whose product the store no longer sells. */
export const PRODUCT_GONE_MESSAGE = 'This product is no longer available.';

/** 'Size 5XL is not available for Drift King Tee.' */
export function sizeUnavailableMessage(size: string, title: string): string {
  return `Size ${size} is not available for ${title}.`;
}

/** 'Colour Gold is not available for Drift King Tee.' */
export function colourUnavailableMessage(colour: string, title: string): string {
  return `Colour ${colour} is not available for ${title}.`;
}

/** The names of the form fields as the validation messages say them ('First name is required.'). */
export const FIELD_LABELS = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'E-mail',
  phone: 'Phone',
  whatsapp: 'WhatsApp',
  password: 'Password',
  oldPassword: 'Old password',
  newPassword: 'New password',
  emirate: 'Emirate',
  postalCode: 'Postal code',
  flatNo: 'Flat no',
  buildingName: 'Building name',
  area: 'Area',
  street: 'Street',
  note: 'Note',
  name: 'Name',
  message: 'Message',
} as const;

/** The validation messages of spec §5, for any field's label. */
export const FIELD_MESSAGES = {
  required: (label: string) => `${label} is required.`,
  notText: (label: string) => `${label} must be text.`,
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters.`,
  tooShort: (label: string, min: number) => `${label} must be at least ${min} characters.`,
  notUaePhone: (label: string) => `${label} must be a UAE number, e.g. 050 123 4567.`,
  invalidEmail: 'Enter a valid e-mail address.',
  unknownEmirate: 'Emirate must be one of the seven emirates.',
  postalCharacters: 'Postal code may hold only letters and digits.',
  mustAgreeToTerms: 'You must agree to the terms and conditions.',
  unknownCancelReason: (reasons: string) => `Cancel reason must be one of: ${reasons}.`,
} as const;
