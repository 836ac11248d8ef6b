import { FORM_ERROR } from 'final-form';
import { useMemo, useRef, useState } from 'react';
import { Form } from 'react-final-form';
import { useLocation } from 'react-router-dom';
import { MESSAGES, validateProfile } from '@store/domain';
import { useUpdateProfileMutation, type ProfileForm_CustomerFragment } from '@/__generated__/graphql.ts';
import { keepCustomer } from './customer-cache.ts';
import { faultCode, submissionErrors, toFormErrors } from '@/lib/form-errors.ts';
import { TextField } from '@/components/ui/form-fields.tsx';
import { FormShell, FormAlert, FormNote } from '@/components/ui/form-shell.tsx';
import { useLeaveAccount } from '@/components/use-leave-account.ts';
import { useTranslation } from '@/i18n/i18n.tsx';

interface ProfileValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  whatsapp: string;
}

const FIELDS = ['firstName', 'lastName', 'phone', 'whatsapp'];

/** The information form: read-only until Edit, which becomes Save (spec §4); the e-mail never changes. */
export function ProfileForm({ customer }: { customer: ProfileForm_CustomerFragment }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [note, setNote] = useState<string>();
  const fieldsRef = useRef<HTMLFieldSetElement>(null);
  const location = useLocation();
  const leave = useLeaveAccount();
  const [updateProfile] = useUpdateProfileMutation({
    refetchQueries: ['Layout', 'CurrentCustomer'],
    update: (cache, { data }) => {
      if (data?.updateProfile.customer) keepCustomer(cache, data.updateProfile.customer);
    },
  });
  const initialValues = useMemo<ProfileValues>(() => ({ ...customer, whatsapp: customer.whatsapp ?? '' }), [customer]);

  const startEditing = () => {
    setNote(undefined);
    setEditing(true);
    requestAnimationFrame(() => fieldsRef.current?.querySelector<HTMLInputElement>('input:not([readonly])')?.focus());
  };

  const onSubmit = async (values: ProfileValues) => {
    if (!editing) return undefined; // Enter in a read-only field
    const input = {
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      phone: values.phone.trim(),
      whatsapp: values.whatsapp?.trim() || null,
    };
    try {
      const { data } = await updateProfile({ variables: { input } });
      const payload = data?.updateProfile;
      if (!payload?.customer) {
        return submissionErrors(payload?.errors ?? [], FIELDS) ?? { [FORM_ERROR]: MESSAGES.somethingWentWrong };
      }
      setEditing(false);
      setNote(MESSAGES.profileUpdated);
    } catch (error) {
      if (faultCode(error) === 'UNAUTHENTICATED')
        return void leave(`/login?next=${encodeURIComponent(location.pathname)}`);
      console.error('Profile update failed:', error);
      return { [FORM_ERROR]: MESSAGES.somethingWentWrong };
    }
  };

  return (
    <Form<ProfileValues>
      onSubmit={onSubmit}
      initialValues={initialValues}
      validate={(values) => toFormErrors(validateProfile(values))}
    >
      {({ handleSubmit, submitting, submitError, form }) => (
        <FormShell label={t('accountPage.information')} handleSubmit={handleSubmit}>
          <fieldset ref={fieldsRef} className="form__fieldset">
            <legend className="visually-hidden">{t('profile.yourDetails')}</legend>
            <div className="form__pair">
              <TextField
                name="firstName"
                label={t('auth.firstName')}
                autoComplete="given-name"
                required
                readOnly={!editing}
              />
              <TextField
                name="lastName"
                label={t('auth.lastName')}
                autoComplete="family-name"
                required
                readOnly={!editing}
              />
            </div>
            <TextField name="email" label={t('auth.email')} type="email" autoComplete="email" readOnly />
            <div className="form__pair">
              <TextField
                name="phone"
                label={t('auth.phone')}
                type="tel"
                autoComplete="tel"
                required
                readOnly={!editing}
              />
              <TextField name="whatsapp" label={t('auth.whatsapp')} type="tel" readOnly={!editing} />
            </div>
          </fieldset>
          <FormAlert message={submitError} />
          <FormNote message={note} />
          <div className="form__actions">
            {editing ? (
              <>
                <button key="save" type="submit" className="button" disabled={submitting}>
                  {submitting ? t('auth.saving') : t('profile.save')}
                </button>
                <button
                  key="cancel"
                  type="button"
                  className="button button--outline"
                  disabled={submitting}
                  onClick={() => {
                    form.reset();
                    setEditing(false);
                  }}
                >
                  {t('profile.cancel')}
                </button>
              </>
            ) : (
              // Its own key: the clicked Edit button is replaced, not turned into a submit button mid-click.
              <button key="edit" type="button" className="button" onClick={startEditing}>
                {t('profile.edit')}
              </button>
            )}
          </div>
        </FormShell>
      )}
    </Form>
  );
}
