import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { FORM_ERROR } from 'final-form';
import { describe, expect, it } from 'vitest';
import { MESSAGES, validateRegistration } from '@store/domain';
import { faultCode, faultErrors, faultMessage, fieldMessage, submissionErrors, toFormErrors } from './form-errors.ts';

function graphQLError(code: string, message: string) {
  return new CombinedGraphQLErrors({ data: null, errors: [{ message, extensions: { code } }] });
}

describe('toFormErrors', () => {
  it('keeps the message of each field with a problem', () => {
    const errors = toFormErrors(
      validateRegistration({
        firstName: 'Sara',
        lastName: 'Khan',
        email: 'sara@example.com',
        phone: '0501234567',
        password: 'long enough',
        confirmPassword: 'something else',
        agreeToTerms: true,
      }),
    );
    expect(errors).toEqual({ confirmPassword: MESSAGES.passwordsDoNotMatch });
  });

  it('is empty when nothing is wrong', () => {
    expect(toFormErrors({ email: undefined })).toEqual({});
  });
});

describe('submissionErrors', () => {
  const fields = ['email', 'password'];

  it('puts a message about a shown field beside it', () => {
    expect(submissionErrors([{ field: 'email', message: 'Enter a valid e-mail address.' }], fields)).toEqual({
      email: 'Enter a valid e-mail address.',
    });
  });

  it('shows a message without a field, or about a field the form lacks, for the whole form', () => {
    expect(submissionErrors([{ field: null, message: MESSAGES.wrongCredentials }], fields)).toEqual({
      [FORM_ERROR]: MESSAGES.wrongCredentials,
    });
    expect(submissionErrors([{ field: 'token', message: MESSAGES.resetTokenInvalid }], fields)).toEqual({
      [FORM_ERROR]: MESSAGES.resetTokenInvalid,
    });
  });

  it('keeps the first message per place, and nothing when there is no refusal', () => {
    expect(
      submissionErrors(
        [
          { field: 'email', message: 'first' },
          { field: 'email', message: 'second' },
        ],
        fields,
      ),
    ).toEqual({ email: 'first' });
    expect(submissionErrors([], fields)).toBeUndefined();
  });
});

describe('faults', () => {
  it('reads the code of a GraphQL fault', () => {
    expect(faultCode(graphQLError('UNAUTHENTICATED', 'Please log in first.'))).toBe('UNAUTHENTICATED');
    expect(faultCode(new Error('Failed to fetch'))).toBeUndefined();
  });

  it("shows TOO_MANY_REQUESTS' own text", () => {
    const error = graphQLError('TOO_MANY_REQUESTS', 'Too many attempts. Please wait a few minutes and try again.');
    expect(faultMessage(error, MESSAGES.registrationFailed)).toBe(
      'Too many attempts. Please wait a few minutes and try again.',
    );
  });

  it('shows the fallback for any other fault', () => {
    expect(faultMessage(graphQLError('UPSTREAM_UNAVAILABLE', 'down'), MESSAGES.registrationFailed)).toBe(
      MESSAGES.registrationFailed,
    );
    expect(faultErrors(new TypeError('Failed to fetch'), MESSAGES.passwordUpdateFailed)).toEqual({
      [FORM_ERROR]: MESSAGES.passwordUpdateFailed,
    });
  });
});

describe('fieldMessage', () => {
  const error = 'E-mail is required.';

  it('stays quiet while the shopper has only passed through the field', () => {
    expect(fieldMessage({ error })).toBeUndefined();
    expect(fieldMessage({ error, touched: true })).toBeUndefined();
  });

  it("shows the field's problem once typed in and left, or after a submit attempt", () => {
    expect(fieldMessage({ error, touched: true, modified: true })).toBe(error);
    expect(fieldMessage({ error, submitFailed: true })).toBe(error);
  });

  it("shows the server's refusal until the field changes", () => {
    const submitError = 'This e-mail is already registered.';
    expect(fieldMessage({ submitError, submitFailed: true })).toBe(submitError);
    expect(fieldMessage({ submitError, submitFailed: true, dirtySinceLastSubmit: true })).toBeUndefined();
  });
});
