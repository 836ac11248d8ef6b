import { Form } from 'react-final-form';
import {
  OFFER_PLACEHOLDER,
  OPENING_HOURS_LINE_MAX,
  OPENING_HOURS_MAX_LINES,
  PROMO_MESSAGE_MAX,
  PROMO_MESSAGES_MAX_LINES,
} from '@store/domain';
import {
  SettingsPageDocument,
  useUpdateShopSettingsMutation,
  type SettingsForm_SettingsFragment,
} from '@/admin/__generated__/graphql.ts';
import { InputField } from '@/admin/components/fields.tsx';
import { CheckboxField, TextField } from '@/components/ui/form-fields.tsx';
import { FormAlert, FormShell } from '@/components/ui/form-shell.tsx';
import { faultErrors, submissionErrors, toFormErrors } from '@/lib/form-errors.ts';
import {
  changedSettings,
  SETTING_LABELS,
  settingsValues,
  validateSettings,
  type SettingsValues,
} from './settings-rules.ts';

const FIELDS = Object.keys(SETTING_LABELS);
const FAILED = 'The settings could not be saved. Please try again.';
const ARABIC_HINT = 'Optional: left empty, Arabic pages show the English.';
const PROMO_HINT = `One message a line, at most ${PROMO_MESSAGES_MAX_LINES} of ${PROMO_MESSAGE_MAX} characters; ${OFFER_PLACEHOLDER} stands for the welcome offer. Remove an offer that has ended.`;
const OPENING_HOURS_HINT = `One line each, e.g. Mon-Sat 7:30am-8:00pm: at most ${OPENING_HOURS_MAX_LINES} lines of ${OPENING_HOURS_LINE_MAX} characters.`;

interface SettingsFormProps {
  settings: SettingsForm_SettingsFragment;
  onSaved: (message: string) => void;
}

/** The owner's form: every setting, checked with the shop's rules; only what changed is sent. */
export function SettingsForm({ settings, onSaved }: SettingsFormProps) {
  const [save] = useUpdateShopSettingsMutation({
    // The page reads the settings from the cache: the answer replaces them there.
    update: (cache, { data }) => {
      const saved = data?.updateShopSettings.settings;
      if (saved) cache.writeQuery({ query: SettingsPageDocument, data: { shopSettings: saved } });
    },
  });

  return (
    <Form<SettingsValues>
      initialValues={settingsValues(settings)}
      validate={(values) => toFormErrors(validateSettings(values))}
      onSubmit={async (values) => {
        const input = changedSettings(settings, values);
        if (!input) return onSaved('Nothing has changed.');
        try {
          const { data } = await save({ variables: { input } });
          const payload = data?.updateShopSettings;
          if (!payload?.settings) return submissionErrors(payload?.errors ?? [], FIELDS) ?? faultErrors(null, FAILED);
          onSaved('The settings are saved.');
        } catch (error) {
          console.error('Saving the settings failed:', error);
          return faultErrors(error, FAILED);
        }
      }}
    >
      {({ handleSubmit, submitting, submitError }) => (
        <FormShell label="Shop settings" handleSubmit={handleSubmit} className="settings-form">
          <fieldset className="form__fieldset">
            <legend>On tax invoices</legend>
            <TextField name="legalName" label={SETTING_LABELS.legalName} autoComplete="organization" required />
            <TextField name="trn" label={SETTING_LABELS.trn} autoComplete="off" required />
            <div className="form__pair">
              <TextField name="address" label={SETTING_LABELS.address} autoComplete="street-address" required />
              <InputField name="addressAr" label={SETTING_LABELS.addressAr} hint={ARABIC_HINT} language="ar" />
            </div>
          </fieldset>
          <fieldset className="form__fieldset">
            <legend>Shown to shoppers</legend>
            <div className="form__pair">
              <TextField name="tradingName" label={SETTING_LABELS.tradingName} autoComplete="off" required />
              <InputField name="tradingNameAr" label={SETTING_LABELS.tradingNameAr} hint={ARABIC_HINT} language="ar" />
            </div>
            <div className="form__pair">
              <TextField name="phone" label={SETTING_LABELS.phone} type="tel" autoComplete="off" required />
              <TextField name="whatsapp" label={SETTING_LABELS.whatsapp} type="tel" autoComplete="off" required />
            </div>
            <TextField name="email" label={SETTING_LABELS.email} type="email" autoComplete="off" required />
            <div className="form__pair">
              <InputField
                name="openingHours"
                label={SETTING_LABELS.openingHours}
                hint={OPENING_HOURS_HINT}
                rows={OPENING_HOURS_MAX_LINES}
                language="en"
                required
              />
              <InputField
                name="openingHoursAr"
                label={SETTING_LABELS.openingHoursAr}
                hint={ARABIC_HINT}
                rows={OPENING_HOURS_MAX_LINES}
                language="ar"
              />
            </div>
          </fieldset>
          <fieldset className="form__fieldset">
            <legend>Offers shown to shoppers</legend>
            <TextField
              name="welcomeOfferPercent"
              label={SETTING_LABELS.welcomeOfferPercent}
              autoComplete="off"
              required
            />
            <p className="form__hint">
              Each new newsletter subscriber is mailed a single-use code for this much off their first order; 0 mails no
              code and takes the offer off the popup and the promo bar.
            </p>
            <div className="form__pair">
              <InputField
                name="promoMessages"
                label={SETTING_LABELS.promoMessages}
                hint={PROMO_HINT}
                rows={PROMO_MESSAGES_MAX_LINES}
                language="en"
              />
              <InputField
                name="promoMessagesAr"
                label={SETTING_LABELS.promoMessagesAr}
                hint={`${ARABIC_HINT} ${OFFER_PLACEHOLDER} as in English.`}
                rows={PROMO_MESSAGES_MAX_LINES}
                language="ar"
              />
            </div>
          </fieldset>
          <fieldset className="form__fieldset">
            <legend>Returns</legend>
            <TextField name="returnWindowDays" label={SETTING_LABELS.returnWindowDays} autoComplete="off" required />
            <p className="form__hint">
              A delivered order offers a return on its page until the end of this many days after delivery.
            </p>
          </fieldset>
          <fieldset className="form__fieldset">
            <legend>Back office</legend>
            <TextField name="lowStockThreshold" label={SETTING_LABELS.lowStockThreshold} autoComplete="off" required />
            <p className="form__hint">A size and colour with this many units or fewer shows as low stock.</p>
            <CheckboxField name="newOrderMail">{SETTING_LABELS.newOrderMail}</CheckboxField>
            <p className="form__hint">
              Each order placed is mailed to the shop’s e-mail above, which also receives the contact form’s messages
              and is the sender of every mail the shop sends.
            </p>
          </fieldset>
          <fieldset className="form__fieldset">
            <legend>New products start with</legend>
            <TextField name="productBrand" label={SETTING_LABELS.productBrand} autoComplete="off" required />
            <TextField
              name="productComposition"
              label={SETTING_LABELS.productComposition}
              autoComplete="off"
              required
            />
            <TextField name="productOrigin" label={SETTING_LABELS.productOrigin} autoComplete="off" required />
          </fieldset>
          <FormAlert message={submitError} />
          <div className="form__actions">
            <button type="submit" className="button settings-form__save" disabled={submitting}>
              {submitting ? 'Saving…' : 'Save settings'}
            </button>
          </div>
        </FormShell>
      )}
    </Form>
  );
}
