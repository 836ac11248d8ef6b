import { useState, type FormEvent } from 'react';
import { MESSAGES, validateNewsletterEmail } from '@store/domain';
import { useFooterSubscribeNewsletterMutation } from '@/__generated__/graphql.ts';
import { useDomainText } from '@/i18n/domain-text.ts';
import { useTranslation } from '@/i18n/i18n.tsx';
import { languageOf } from '@/lib/language.ts';
import { useFlashMessage } from './use-flash-message.ts';

/**
 * A newsletter signup (spec §4): the address is emptied on success and on an exception, not on a refusal. Each
 * try clears the answer to the one before, and `onSubscribed` hears of a success. Its texts are in the page's language.
 */
export function useNewsletterSignup(onSubscribed?: () => void) {
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string>();
  const { message, flash, clear } = useFlashMessage();
  const [subscribe, { loading }] = useFooterSubscribeNewsletterMutation();
  const { locale } = useTranslation();
  const say = useDomainText();

  const change = (value: string) => {
    setEmail(value);
    setProblem(undefined);
    clear();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    clear();
    const invalid = validateNewsletterEmail(email);
    setProblem(invalid && say(invalid));
    if (invalid) return;
    try {
      const { data } = await subscribe({ variables: { email, language: languageOf(locale) } });
      if (data?.subscribeNewsletter.ok) {
        flash('success', say(MESSAGES.subscribed));
        setEmail('');
        onSubscribed?.();
      } else {
        flash('error', say(MESSAGES.somethingWentWrong));
      }
    } catch {
      flash('error', say(MESSAGES.somethingWentWrong));
      setEmail('');
    }
  };

  return { email, change, problem, submit, loading, message };
}
