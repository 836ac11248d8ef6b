import { useState, type FormEvent } from 'react';
import { hasErrors, MESSAGES, validateContact, type ContactInput, type FieldErrors } from '@store/domain';
import { useSendContactMessageMutation } from '@/__generated__/graphql.ts';
import { useDomainText } from '@/i18n/domain-text.ts';
import { useFlashMessage } from './use-flash-message.ts';

const EMPTY: ContactInput = { name: '', email: '', message: '' };

/**
 * A message to the shop (it reaches the back office's inbox): the values, their problems, and a submit that
 * checks them with the domain's rules, sends, and flashes `sent` (or the fault) after, all in the page's language.
 */
export function useContactMessage(sent: string = MESSAGES.subscribed) {
  const [values, setValues] = useState<ContactInput>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<keyof ContactInput>>({});
  const { message, flash, clear } = useFlashMessage();
  const [send, { loading }] = useSendContactMessageMutation();
  const say = useDomainText();

  const change = (field: keyof ContactInput, value: string) => {
    clear();
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    clear();
    const problems = validateContact(values);
    setErrors(
      Object.fromEntries(Object.entries(problems).map(([field, problem]) => [field, say(problem)])) as typeof problems,
    );
    if (hasErrors(problems)) return;
    try {
      const { data } = await send({ variables: values });
      if (!data?.sendContactMessage.ok) throw new Error('refused');
      flash('success', say(sent));
      setValues(EMPTY);
    } catch {
      flash('error', say(MESSAGES.somethingWentWrong));
    }
  };

  return { values, errors, change, submit, loading, message };
}
