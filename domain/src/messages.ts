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
  const what = `${title} (size ${size}, colour ${colour})`;
  return available > 0 ? `Only ${available} left of ${what}.` : `${what} is out of stock.`;
}
