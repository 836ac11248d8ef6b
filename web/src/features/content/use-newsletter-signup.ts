import { useState, type FormEvent } from 'react';
import { MESSAGES, validateNewsletterEmail } from '@store/domain';
import { useFooterSubscribeNewsletterMutation } from '@/__generated__/graphql.ts';
import { useTranslation } from '@/i18n/i18n.tsx';
import { languageOf } from '@/lib/language.ts';
import { useFlashMessage } from './use-flash-message.ts';

/**
 * A newsletter signup (spec §4): the address is emptied on success and on an exception, not on a refusal. Each
 * try clears the answer to the one before, and `onSubscribed` hears of a success.
 */
export function useNewsletterSignup(onSubscribed?: () => void) {
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string>();
  const { message, flash, clear } = useFlashMessage();
  const [subscribe, { loading }] = useFooterSubscribeNewsletterMutation();
  const { locale } = useTranslation();

  const change = (value: string) => {
    setEmail(value);
    setProblem(undefined);
    clear();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    clear();
    const invalid = validateNewsletterEmail(email);
    setProblem(invalid);
    if (invalid) return;
    try {
      const { data } = await subscribe({ variables: { email, language: languageOf(locale) } });
      if (data?.subscribeNewsletter.ok) {
        flash('success', MESSAGES.subscribed);
        setEmail('');
        onSubscribed?.();
      } else {
        flash('error', MESSAGES.somethingWentWrong);
      }
    } catch {
      flash('error', MESSAGES.somethingWentWrong);
      setEmail('');
    }
  };

  return { email, change, problem, submit, loading, message };
}
