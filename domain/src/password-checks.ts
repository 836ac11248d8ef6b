/**
 * What the gateway tells the backend about a password check so the backend's hashing queue can be fair:
 * who asks (the client's address), and whether the account is under a flood of guesses (low priority).
 */
export const PASSWORD_CHECK_HEADERS = { client: 'x-login-client', priority: 'x-login-priority' } as const;

export type PasswordCheckPriority = 'normal' | 'low';

export interface PasswordCheckRequester {
  client: string;
  priority: PasswordCheckPriority;
}

export function passwordCheckHeaders(requester: PasswordCheckRequester): Record<string, string> {
  return { [PASSWORD_CHECK_HEADERS.client]: requester.client, [PASSWORD_CHECK_HEADERS.priority]: requester.priority };
}
